import type { BookingCheckoutDto } from '../../contracts/booking-payments';
import type { BookedReservationDto } from '../../contracts/reservation';
import type {
  ClaimWaitlistInput,
  JoinWaitlistInput,
  WaitlistEntryDto,
  WaitlistJoinedDto,
} from '../../contracts/waitlist';
import { defineEndpoint as define, io } from '../endpoint';

// What a diner does with the waitlist (waitlist.ts re-exports it): apart from the entry's read,
// so these travel with the booking and waitlist pages, not with every first load.

/** 409 seats_available when the party fits now; 400 for a past, closed or out-of-window night. */
export const join = define({
  method: 'POST',
  path: '/api/waitlist',
  access: 'public',
  errors: [
    'invalid_input',
    'rate_limited',
    'challenge_required',
    'challenge_failed',
    'seats_available',
    'closed_day',
    'outside_booking_window',
    'guest_booking_limit',
  ],
  io: io<{ body: JoinWaitlistInput; response: WaitlistJoinedDto }>,
});

/** The diner leaves the queue (and gives back seats held for them). */
export const leave = define({
  method: 'DELETE',
  path: '/api/waitlist/manage/:token',
  access: 'public',
  errors: ['invalid_input', 'not_found', 'conflict', 'rate_limited'],
  io: io<{ response: WaitlistEntryDto }>,
});

/**
 * Books the seats held for the party: the normal confirmation, or, when the payment policy asks
 * the party to pay now, the payment dialog's order (as booking does); 410 once the hold ran out.
 */
export const claim = define({
  method: 'POST',
  path: '/api/waitlist/claim/:token',
  access: 'public',
  errors: [
    'invalid_input',
    'not_found',
    'conflict',
    'hold_expired',
    'rate_limited',
    'payments_unavailable',
    'gateway_unavailable',
  ],
  io: io<{ body: ClaimWaitlistInput; response: BookedReservationDto | BookingCheckoutDto }>,
});
