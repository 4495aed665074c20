import type {
  BookingWindowDto,
  ContactSettingsDto,
  CorporateOrderingDto,
  SocialSettingsDto,
} from '../../contracts/site-settings';
import type { BookingPaymentPolicyDto } from '../../contracts/booking-payments';
import { defineEndpoint as define, io } from '../endpoint';

// /api/site-settings: contact details, social links and the corporate-ordering switch.

export const contact = define({
  method: 'GET',
  path: '/api/site-settings/contact',
  access: 'public',
  errors: [],
  io: io<{ response: ContactSettingsDto }>,
});

export const social = define({
  method: 'GET',
  path: '/api/site-settings/social',
  access: 'public',
  errors: [],
  io: io<{ response: SocialSettingsDto }>,
});

export const corporateOrdering = define({
  method: 'GET',
  path: '/api/site-settings/corporate-ordering',
  access: 'public',
  errors: [],
  io: io<{ response: CorporateOrderingDto }>,
});

/** How many days ahead diners may book (the booking calendar reads it with the month). */
export const bookingWindow = define({
  method: 'GET',
  path: '/api/site-settings/booking-window',
  access: 'public',
  errors: [],
  io: io<{ response: BookingWindowDto }>,
});

/** The booking payment policy: the booking page states it before the diner books. */
export const bookingPayments = define({
  method: 'GET',
  path: '/api/site-settings/booking-payments',
  access: 'public',
  errors: [],
  io: io<{ response: BookingPaymentPolicyDto }>,
});

export * from './site-settings.staff';
