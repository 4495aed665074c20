import type { MonthAvailabilityDto, NightState } from '@shared/contracts/reservation';
import { isOpenOn } from '@shared/opening-hours';
import { datesFromTo, restaurantMoment, seatingHasStarted } from '@shared/restaurant-time';
import type { Db } from '../../db/connection';
import { getOpeningWeek } from '../site-settings/opening-hours.service';
import type { Clock } from './availability.service';
import { lastBookableNight } from './booking-rules';
import { listTimeSlots, loadBetween } from './seating.repository';

/**
 * The first and last day of a yyyy-MM month, by the calendar's own rule: any four-digit year
 * (Date.UTC reads years below 100 as 19xx, which once made '0050-06' end in 1950).
 */
function daysOf(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const length = m === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;
  return { first: `${month}-01`, last: `${month}-${String(length).padStart(2, '0')}` };
}

/**
 * Every night of a month as the booking calendar marks it, in one answer: open, full, closed
 * (the weekly day off, or every seating blocked), past, or beyond the booking window. Read with
 * the same rules a booking is checked against, in two queries for the whole month.
 */
export async function monthAvailability(
  db: Db,
  clock: Clock,
  month: string,
): Promise<MonthAvailabilityDto> {
  const now = clock.now();
  const today = restaurantMoment(now, clock.timeZone).date;
  const lastBookableDate = await lastBookableNight(db, clock);
  const { first, last } = daysOf(month);
  // A month wholly past or beyond the window needs no reading of seats.
  const needsSeats = last >= today && first <= lastBookableDate;
  const [week, slots, load] = await Promise.all([
    getOpeningWeek(db),
    listTimeSlots(db),
    needsSeats ? loadBetween(db, first, last) : undefined,
  ]);
  const offered = slots.filter((s) => s.isActive);
  const nights: MonthAvailabilityDto['nights'] = [];
  for (const date of datesFromTo(first, last)) {
    let state: NightState;
    let seatsLeft = 0;
    if (date < today) state = 'past';
    else if (date > lastBookableDate) state = 'beyond_window';
    else if (!isOpenOn(week, date) || offered.length === 0) state = 'closed';
    else {
      const unblocked = offered.filter((s) => !load?.blocked.has(`${date}|${s.slot}`));
      const bookable = unblocked.filter(
        (s) => !seatingHasStarted(date, s.startTime, now, clock.timeZone),
      );
      for (const s of bookable) {
        const capacity = load?.capacityOf(date, s) ?? s.maxCapacity;
        seatsLeft += Math.max(0, capacity - (load?.taken.get(`${date}|${s.slot}`) ?? 0));
      }
      if (unblocked.length === 0) state = 'closed';
      else if (bookable.length === 0) state = 'past';
      else state = seatsLeft > 0 ? 'open' : 'full';
    }
    nights.push({ date, state, seatsLeft });
  }
  return { month, today, lastBookableDate, nights };
}
