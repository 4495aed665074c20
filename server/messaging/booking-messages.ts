import { bookingReference } from '@shared/booking-reference';
import { COMING_LINK_PARAM } from '@shared/domain/attendance';
import { guestDate, guestMoment } from '@shared/date-display';
import { formatPaise } from '@shared/money';
import type { ReservationDto } from '@shared/contracts/reservation';
import type { WaitlistEntryRow } from '@shared/schema/waitlist-entries';
import type { Db } from '../db/connection';
import type { JobSink } from '../jobs/job-batch';
import { DEFAULT_GUEST_MESSAGES, type GuestMessages } from './guest-messages';

type Booking = Pick<ReservationDto, 'id' | 'phone' | 'date' | 'timeSlot' | 'guests'>;

const party = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;

/**
 * The messages that stand beside a booking's e-mails, one per event, queued where each e-mail is
 * (booking-mail-queue.ts and the waitlist and refund code) and in the same transaction. Each
 * reaches only a guest who asked for messages (guest-messages.ts decides).
 */
export function bookingMessages(messages: GuestMessages = DEFAULT_GUEST_MESSAGES) {
  const to = (r: Booking) => ({ reservationId: r.id, phone: r.phone });
  return {
    /** `consent`: the guest's answer, when the booking has just recorded it. */
    confirmed: (
      tx: Db,
      r: Booking,
      manageUrl: string,
      byGuest: boolean,
      consent?: boolean,
      jobs?: JobSink,
    ) =>
      messages.queue(
        tx,
        { ...to(r), consent },
        'booking_confirmed',
        [party(r.guests), guestDate(r.date), r.timeSlot, bookingReference(r.id), manageUrl],
        byGuest,
        jobs,
      ),

    reminder: (tx: Db, r: Booking, manageUrl: string) =>
      messages.queue(
        tx,
        to(r),
        'booking_reminder',
        [party(r.guests), guestDate(r.date), r.timeSlot, `${manageUrl}?${COMING_LINK_PARAM}=1`],
        true,
      ),

    changed: (tx: Db, r: Booking, byGuest: boolean) =>
      messages.queue(
        tx,
        to(r),
        'booking_changed',
        [bookingReference(r.id), party(r.guests), guestDate(r.date), r.timeSlot],
        byGuest,
      ),

    /** `by`: the guest, staff, or a block of the seating (staff's words say why). */
    cancelled: (tx: Db, r: Booking, by: 'guest' | 'staff', bookUrl: string) =>
      messages.queue(
        tx,
        to(r),
        'booking_cancelled',
        [
          bookingReference(r.id),
          guestDate(r.date),
          by === 'guest' ? 'as you asked' : 'by the restaurant (your e-mail says why)',
          bookUrl,
        ],
        by === 'guest',
      ),

    refunded: (tx: Db, r: Booking, amount: number) =>
      messages.queue(
        tx,
        to(r),
        'deposit_refunded',
        [formatPaise(amount), bookingReference(r.id)],
        false,
      ),

    /** Seats held for a waiting party: the claim link and when the hold ends. */
    waitlistOffer: (
      tx: Db,
      entry: Pick<WaitlistEntryRow, 'id' | 'email' | 'phone' | 'date' | 'timeSlot' | 'guests'>,
      offer: { claimUrl: string; holdExpiresAt: Date; timeZone: string },
    ) =>
      messages.queue(
        tx,
        { waitlistEntryId: entry.id, email: entry.email, phone: entry.phone },
        'waitlist_offer',
        [
          party(entry.guests),
          guestDate(entry.date),
          entry.timeSlot,
          guestMoment(offer.holdExpiresAt, offer.timeZone),
          offer.claimUrl,
        ],
        false,
      ),
  };
}

export type BookingMessages = ReturnType<typeof bookingMessages>;
