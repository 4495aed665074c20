import { SEATING } from './test-data';
import { testWithServerIn, todayIn, zoneWhereTheHourIs } from './zone-server';

// Tests about the floor on the night (arrivals, no-shows) need a seating that has started, and
// the seeded seatings run 7 to 10 PM on the restaurant's clock. A file that uses this `test`
// gets a server of its own that keeps the restaurant in a time zone where it is seven in the
// evening now, so a seating is under way (and, for two more hours, one always is).

export const eveningZone = zoneWhereTheHourIs(19, new Date());

/** Today's date (yyyy-MM-dd) on the restaurant's clock in that zone. */
export const eveningToday = () => todayIn(eveningZone);

/** The seeded seating under way now on that clock (each runs an hour from 7, 8 or 9 PM). */
export function seatingUnderWay(): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: eveningZone, hour: '2-digit', hour12: false })
      .format(new Date())
      .slice(0, 2),
  );
  const byHour: Record<number, string> = {
    19: SEATING.first,
    20: SEATING.second,
    21: SEATING.third,
  };
  const slot = byHour[hour];
  if (!slot) throw new Error(`no seating is under way at ${hour}:00 in ${eveningZone}`);
  return slot;
}

export const test = testWithServerIn(eveningZone);
