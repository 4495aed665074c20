import type { ReservationInput } from '@shared/contracts/reservation';
import { NEW_RESERVATION_STATUS } from '@shared/domain/statuses';
import { reservationEstimatePaise } from '@shared/money';
import type { reservations } from '@shared/schema/reservations';
import type { PaymentHold } from '../deposits/booking-payments.service';
import { newManageToken } from './manage-token';
import { needsColumns } from './reservation-needs';

// What a booking a diner makes online is inserted with, whichever way it comes: the booking
// form, or a waitlist party claiming the seats held for it. Both follow the payment policy the
// same way: a party it asks to pay now is inserted holding its seats unpaid (the hold's columns)
// with the link derived from the hold's seed, and is confirmed by mail only once paid.

/** The party and its wishes, as the form sends them (less what only guards the request). */
export type OnlineParty = Omit<ReservationInput, 'status' | 'website' | 'altcha' | 'emailProof'>;

/**
 * The booking's manage link: derived from the hold's seed when it pays online (so the mail sent
 * when the money arrives carries the very link the browser was shown), else a random one.
 */
export function onlineBookingLink(hold: PaymentHold | undefined): { token: string; hash: string } {
  return hold ? { token: hold.token, hash: hold.columns.manageTokenHash! } : newManageToken();
}

/** The new booking's row: the party, its needs, the estimate, its link and any payment hold. */
export function onlineBookingRow(
  party: OnlineParty,
  link: { hash: string },
  hold: PaymentHold | undefined,
  guestId: number | null,
  /** The night's estimate of the bill (a special night's price); the usual prices' otherwise. */
  estimatePaise: number = reservationEstimatePaise(party.vegCount, party.nonVegCount),
): typeof reservations.$inferInsert {
  return {
    name: party.name,
    email: party.email,
    phone: party.phone,
    date: party.date,
    timeSlot: party.timeSlot,
    guests: party.guests,
    vegCount: party.vegCount,
    nonVegCount: party.nonVegCount,
    specialRequests: party.specialRequests || null,
    ...needsColumns(party),
    status: NEW_RESERVATION_STATUS,
    totalAmount: estimatePaise,
    manageTokenHash: link.hash,
    guestId,
    ...hold?.columns,
  };
}
