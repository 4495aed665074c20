import type { AvailabilityEntry, MonthAvailabilityDto } from '@shared/contracts/reservation';
import { restaurantMoment } from '@shared/restaurant-time';
import { concerns } from '../../db/change-notice';
import { createAvailabilityCache } from './availability-cache';
import { monthAvailability } from './availability-month';
import { getAvailability } from './availability.service';
import type { ReservationContext } from './reservation-context';

/**
 * The seats the booking page reads, memoised for a second (availability-cache.ts) and cleared
 * in every process by the change notices a booking, cancellation or block publishes.
 */
export function seatsMemo({ deps, db, clock }: ReservationContext) {
  const availability = createAvailabilityCache<AvailabilityEntry[]>();
  const months = createAvailabilityCache<MonthAvailabilityDto>();
  deps.changes.subscribe((notice) => {
    if (!concerns(notice, 'availability')) return;
    const date = notice.topic === 'availability' ? notice.date : undefined;
    if (date === undefined) {
      availability.clear();
      months.clear();
    } else {
      availability.invalidate(date);
      months.invalidate(date.slice(0, 7));
    }
  });
  const asOf = () => {
    const now = restaurantMoment(clock.now(), clock.timeZone);
    return `${now.date} ${now.minutes}`;
  };
  return {
    /** Seats left per seating on a date. */
    seatsOf(date: string): Promise<AvailabilityEntry[]> {
      return availability.get(date, asOf(), () => getAvailability(db, clock, date));
    },
    /** The memo of a date's seats when it holds a fresh one; nothing is read. */
    memoOf(date: string): Promise<AvailabilityEntry[]> | undefined {
      return availability.peek(date, asOf());
    },
    /** Every night of a month as the booking calendar marks it. */
    monthAvailability(month: string): Promise<MonthAvailabilityDto> {
      return months.get(month, asOf(), () => monthAvailability(db, clock, month));
    },
  };
}
