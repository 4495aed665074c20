import type {
  BookingWindowDto,
  BookingWindowSetting,
  ContactSettings,
  ContactSettingsDto,
  CorporateOrderingDto,
  CorporateOrderingSetting,
  SocialSettings,
  SocialSettingsDto,
} from '../../contracts/site-settings';
import type { LegalSettingsDto, LegalSettingsInput } from '../../contracts/legal-settings';
import type {
  BookingPaymentPolicyDto,
  BookingPaymentPolicyInput,
} from '../../contracts/booking-payments';
import { defineEndpoint as define, io } from '../endpoint';

// Admins' saves of the site settings.
// Apart from site-settings.ts (which re-exports them) so guests' pages never carry them: the bundler
// places a module where its code is used, and only staff screens use these.

export const saveContact = define({
  method: 'PUT',
  path: '/api/site-settings/contact',
  access: 'admin',
  errors: ['invalid_input'],
  io: io<{ body: ContactSettings; response: ContactSettingsDto }>,
});

export const saveSocial = define({
  method: 'PUT',
  path: '/api/site-settings/social',
  access: 'admin',
  errors: ['invalid_input'],
  io: io<{ body: SocialSettings; response: SocialSettingsDto }>,
});

export const saveCorporateOrdering = define({
  method: 'PUT',
  path: '/api/site-settings/corporate-ordering',
  access: 'admin',
  errors: ['invalid_input'],
  io: io<{ body: CorporateOrderingSetting; response: CorporateOrderingDto }>,
});

export const saveBookingWindow = define({
  method: 'PUT',
  path: '/api/site-settings/booking-window',
  access: 'admin',
  errors: ['invalid_input'],
  io: io<{ body: BookingWindowSetting; response: BookingWindowDto }>,
});

/** The restaurant's legal details for tax invoices; any staff may read them. */
export const legal = define({
  method: 'GET',
  path: '/api/site-settings/legal',
  access: 'staff',
  errors: [],
  io: io<{ response: LegalSettingsDto }>,
});

export const saveLegal = define({
  method: 'PUT',
  path: '/api/site-settings/legal',
  access: 'admin',
  errors: ['invalid_input'],
  io: io<{ body: LegalSettingsInput; response: LegalSettingsDto }>,
});

/** Deposits or prepaid seats, on which nights and parties, and the cancellation window. */
export const saveBookingPayments = define({
  method: 'PUT',
  path: '/api/site-settings/booking-payments',
  access: 'admin',
  errors: ['invalid_input'],
  io: io<{ body: BookingPaymentPolicyInput; response: BookingPaymentPolicyDto }>,
});
