import { testWithServerIn, todayIn, zoneWhereTheHourIs } from './zone-server';

// Tests about tonight (the staff Tonight tab, the dashboard's tonight panel) need bookings for
// seatings that have not started, and nobody can book one that has. A file that uses this
// `test` gets a server of its own that keeps the restaurant in a time zone where it is about ten
// in the morning now, so every seating tonight is still ahead whatever hour the suite runs at.

export const morningZone = zoneWhereTheHourIs(10, new Date());

/** Today's date (yyyy-MM-dd) on the restaurant's clock in that zone. */
export const restaurantToday = () => todayIn(morningZone);

export const test = testWithServerIn(morningZone);
