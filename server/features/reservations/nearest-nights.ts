import type { NearestNightsDto } from '@shared/contracts/reservation';
import { isOpenOn } from '@shared/opening-hours';
import { addDays, restaurantMoment, seatingHasStarted } from '@shared/restaurant-time';
import type { Db } from '../../db/connection';
import { getOpeningWeek } from '../site-settings/opening-hours.service';
import type { Clock } from './availability.service';
import { lastBookableNight } from './booking-rules';
import { listTimeSlots, loadBetween } from './seating.repository';

/** How many other nights to offer, and how far either side of the wanted date to look. */
export const NEAREST_NIGHTS = 3;
export const NEAREST_SEARCH_DAYS = 21;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * When a night cannot seat a party (one seating, or every seating when none is named), the
 * nights closest to it, before or after, where a seating is open and has room for the whole
 * party: never past ones, never a weekday the restaurant is closed, never beyond the booking
 * window. Each night comes once, with the seatings that would take the party, in date order.
 */
export async function nearestNights(
  db: Db,
  clock: Clock,
  query: { date: string; timeSlot?: string | undefined; guests: number },
): Promise<NearestNightsDto> {
  const slots = (await listTimeSlots(db)).filter(
    (s) => s.isActive && (query.timeSlot === undefined || s.slot === query.timeSlot),
  );
  if (slots.length === 0) return { nights: [] };
  const now = clock.now();
  const today = restaurantMoment(now, clock.timeZone).date;
  const lastBookable = await lastBookableNight(db, clock);
  const earliest = addDays(query.date, -NEAREST_SEARCH_DAYS);
  const from = earliest < today ? today : earliest;
  const latest = addDays(query.date, NEAREST_SEARCH_DAYS);
  const to = latest > lastBookable ? lastBookable : latest;
  if (to < from) return { nights: [] };
  const [load, week] = await Promise.all([loadBetween(db, from, to), getOpeningWeek(db)]);
  const nights: NearestNightsDto['nights'] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (date === query.date || !isOpenOn(week, date)) continue;
    const fitting = slots.flatMap((slot) => {
      const key = `${date}|${slot.slot}`;
      if (load.blocked.has(key)) return [];
      if (seatingHasStarted(date, slot.startTime, now, clock.timeZone)) return [];
      const availableSeats = load.capacityOf(date, slot) - (load.taken.get(key) ?? 0);
      return availableSeats >= query.guests ? [{ slot: slot.slot, availableSeats }] : [];
    });
    if (fitting.length === 0) continue;
    nights.push({
      date,
      availableSeats: Math.max(...fitting.map((f) => f.availableSeats)),
      timeSlots: fitting.map((f) => f.slot),
    });
  }
  const wanted = dayNumber(query.date);
  const closest = nights
    .sort(
      (a, b) =>
        Math.abs(dayNumber(a.date) - wanted) - Math.abs(dayNumber(b.date) - wanted) ||
        a.date.localeCompare(b.date),
    )
    .slice(0, NEAREST_NIGHTS);
  return { nights: closest.sort((a, b) => a.date.localeCompare(b.date)) };
}
