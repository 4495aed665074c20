import type { NearestNightsDto } from '@shared/contracts/reservation';
import { addDays, restaurantMoment, seatingHasStarted } from '@shared/restaurant-time';
import type { Db } from '../../db/connection';
import type { Clock } from './availability.service';
import { findTimeSlot, seatingLoadBetween } from './seating.repository';

/** How many other nights to offer, and how far either side of the wanted date to look. */
export const NEAREST_NIGHTS = 3;
export const NEAREST_SEARCH_DAYS = 21;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * When a seating is full on the night a diner wants, the nights closest to it (before or after,
 * never past) where that seating is open and has room for the whole party.
 */
export async function nearestNights(
  db: Db,
  clock: Clock,
  query: { date: string; timeSlot: string; guests: number },
): Promise<NearestNightsDto> {
  const slot = await findTimeSlot(db, query.timeSlot);
  if (!slot || !slot.isActive) return { nights: [] };
  const today = restaurantMoment(clock.now(), clock.timeZone).date;
  const earliest = addDays(query.date, -NEAREST_SEARCH_DAYS);
  const from = earliest < today ? today : earliest;
  const to = addDays(query.date, NEAREST_SEARCH_DAYS);
  if (to < from) return { nights: [] };
  const load = await seatingLoadBetween(db, slot.slot, from, to);
  const nights: NearestNightsDto['nights'] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (date === query.date || load.blocked.has(date)) continue;
    if (seatingHasStarted(date, slot.startTime, clock.now(), clock.timeZone)) continue;
    const availableSeats = slot.maxCapacity - (load.taken.get(date) ?? 0);
    if (availableSeats >= query.guests) nights.push({ date, availableSeats });
  }
  const wanted = dayNumber(query.date);
  nights.sort(
    (a, b) =>
      Math.abs(dayNumber(a.date) - wanted) - Math.abs(dayNumber(b.date) - wanted) ||
      a.date.localeCompare(b.date),
  );
  return { nights: nights.slice(0, NEAREST_NIGHTS) };
}
