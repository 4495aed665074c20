import type { ReservationDto, TimeSlotDto } from '@shared/contracts/reservation';
import type { ReservationStatus } from '@shared/domain/statuses';
import { seatingHasStarted } from '@shared/restaurant-time';
import { formatCalendarDate } from '@/lib/dates/calendar-date';
import { reconfirmMoney } from '@/components/deposits/payment-display';

export type StatusQuestion = {
  title: string;
  description: string;
  /** What the move does to money paid online, said apart so it is not missed. */
  money?: string | undefined;
  confirm: string;
  keep: string;
};

/**
 * Whether moving a booking needs a second thought first, and the words of the question.
 * Cancelling always asks (the guest loses the table). Completing asks only before the party's
 * seating has started: next month's booking marked completed by a slip of the finger cannot be
 * put back. Reconfirming a cancelled booking always asks too: it takes the seats again, mails the
 * guest, and, when the guest paid online, says what becomes of that money (reconfirmMoney).
 */
export function statusQuestion(
  booking: Pick<ReservationDto, 'name' | 'date' | 'timeSlot' | 'guests' | 'status' | 'payment'>,
  to: ReservationStatus,
  seatings: readonly TimeSlotDto[],
  now: Date,
  timeZone: string,
): StatusQuestion | undefined {
  if (to === 'cancelled') {
    return {
      title: `Cancel ${booking.name}'s booking?`,
      description: `${booking.timeSlot} on ${formatCalendarDate(booking.date)}. The seats go back on sale at once.`,
      confirm: 'Cancel booking',
      keep: 'Keep booking',
    };
  }
  if (to === 'completed') {
    const seating = seatings.find((s) => s.slot === booking.timeSlot);
    // An unknown seating is judged by its date alone (from midnight).
    const started = seatingHasStarted(booking.date, seating?.startTime ?? '00:00', now, timeZone);
    if (started) return undefined;
    return {
      title: 'Complete a booking whose seating has not started?',
      description: `${booking.name}, ${booking.timeSlot} on ${formatCalendarDate(booking.date)}. A completed booking cannot be reopened.`,
      confirm: 'Mark completed',
      keep: 'Not yet',
    };
  }
  if (to === 'confirmed' && booking.status === 'cancelled') {
    return {
      title: `Reconfirm ${booking.name}'s booking?`,
      description: `${booking.guests} guests, ${booking.timeSlot} on ${formatCalendarDate(booking.date)}. The seats are taken again and the guest is e-mailed that the booking stands.`,
      money: reconfirmMoney(booking.payment),
      confirm: 'Reconfirm booking',
      keep: 'Keep cancelled',
    };
  }
  return undefined;
}
