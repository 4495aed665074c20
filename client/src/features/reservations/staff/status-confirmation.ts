import type { ReservationDto, TimeSlotDto } from '@shared/contracts/reservation';
import type { ReservationStatus } from '@shared/domain/statuses';
import { seatingHasStarted } from '@shared/restaurant-time';
import { formatCalendarDate } from '@/lib/calendar-date';

export type StatusQuestion = { title: string; description: string; confirm: string; keep: string };

/**
 * Whether moving a booking needs a second thought first, and the words of the question.
 * Cancelling always asks (the guest loses the table). Completing asks only before the party's
 * seating has started: next month's booking marked completed by a slip of the finger cannot be
 * put back. Other moves (reconfirming) go straight through.
 */
export function statusQuestion(
  booking: Pick<ReservationDto, 'name' | 'date' | 'timeSlot'>,
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
  return undefined;
}
