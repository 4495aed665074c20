import { test as base } from '../fixtures';
import { outboxOf } from './outbox';
import { startServer, type OwnServer } from './own-server';
import { SEATING } from './test-data';

// Tests about the floor on the night (arrivals, no-shows) need a seating that has started, and
// the seeded seatings run 7 to 10 PM on the restaurant's clock. A file that uses this `test`
// gets a server of its own that keeps the restaurant in a time zone where it is seven in the
// evening now, so a seating is under way (and, for two more hours, one always is).

/** An IANA zone (Etc/GMT±N) where the local hour is 19 at `now`. */
function zoneWhereItIsEvening(now: Date): string {
  const ahead = (((19 - now.getUTCHours()) % 24) + 24) % 24;
  const hours = ahead > 14 ? ahead - 24 : ahead;
  // Etc/GMT-5 is five hours ahead of UTC: the sign of these names is reversed.
  return hours === 0 ? 'Etc/UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

export const eveningZone = zoneWhereItIsEvening(new Date());

/** Today's date (yyyy-MM-dd) on the restaurant's clock in that zone. */
export const eveningToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: eveningZone }).format(new Date());

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

/** The usual fixtures, with a server of the file's own in that zone (see morning-server.ts). */
export const test = base.extend<object, { eveningServerFor: (file: string) => Promise<OwnServer> }>(
  {
    eveningServerFor: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's fixtures from its first parameter
      async ({}, use) => {
        let current: { file: string; server: OwnServer } | undefined;
        await use(async (file) => {
          if (current?.file === file) return current.server;
          const previous = current;
          current = undefined;
          await previous?.server.stop();
          const server = await startServer({ env: { RESTAURANT_TIMEZONE: eveningZone } });
          current = { file, server };
          return server;
        });
        await current?.server.stop();
      },
      { scope: 'worker', timeout: 90_000 },
    ],
    baseURL: [
      async ({ eveningServerFor }, use, testInfo) => {
        await use((await eveningServerFor(testInfo.file)).baseURL);
      },
      { scope: 'test', timeout: 90_000 },
    ],
    outbox: async ({ eveningServerFor }, use, testInfo) => {
      const server = await eveningServerFor(testInfo.file);
      await use(outboxOf(() => server.dataDir));
    },
  },
);
