import { addDays, restaurantMoment } from '@shared/restaurant-time';
import type { Db } from '../../db/connection';
import type { Clock } from '../../lib/clock';
import { getAvailability } from '../reservations/availability.service';
import { specialNightsBetween } from './special-night.repository';

/** How far ahead, and how many nights at most, search engines are told of. */
export const NIGHT_EVENTS_DAYS_AHEAD = 365;
export const NIGHT_EVENTS_MAX = 20;

/** One night of a special night as the public pages' structured data describes it. */
export type NightEvent = {
  name: string;
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm of the night's first seating, and the end of its last (past midnight: the next day). */
  startTime: string;
  endTime: string;
  /** null: the usual veg and non-veg prices. */
  pricePerGuestRupees: number | null;
  /** open: some seating takes a party now; full: every seating is full; closed: not bookable. */
  seats: 'open' | 'full' | 'closed';
};

/**
 * The special nights ahead, one entry per night (a run gives one per night), the nearest first:
 * at most NIGHT_EVENTS_MAX within NIGHT_EVENTS_DAYS_AHEAD. Times are the night's seatings in
 * service; a night whose seatings are all retired is left out.
 */
export async function upcomingNightEvents(db: Db, clock: Clock): Promise<NightEvent[]> {
  const today = restaurantMoment(clock.now(), clock.timeZone).date;
  const last = addDays(today, NIGHT_EVENTS_DAYS_AHEAD);
  const events: NightEvent[] = [];
  for (const row of await specialNightsBetween(db, today, last)) {
    const from = row.startDate < today ? today : row.startDate;
    const to = row.endDate > last ? last : row.endDate;
    for (let date = from; date <= to && events.length < NIGHT_EVENTS_MAX; date = addDays(date, 1)) {
      const seatings = (await getAvailability(db, clock, date)).filter(
        (s) => s.unavailableReason !== 'closed',
      );
      if (seatings.length === 0) continue;
      const startTime = seatings.map((s) => s.startTime).sort()[0]!;
      const endTime = seatings
        .map((s) => s.endTime)
        .sort()
        .at(-1)!;
      events.push({
        name: row.name,
        date,
        startTime,
        endTime,
        pricePerGuestRupees: row.pricePerGuest,
        seats: seatings.some((s) => s.isAvailable)
          ? 'open'
          : seatings.every((s) => s.unavailableReason === 'full')
            ? 'full'
            : 'closed',
      });
    }
  }
  return events;
}
