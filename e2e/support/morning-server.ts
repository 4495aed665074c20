import { test as base } from '../fixtures';
import { outboxOf } from './outbox';
import { startServer, type OwnServer } from './own-server';

// Tests about tonight (the staff Tonight tab, the dashboard's tonight panel) need bookings for
// seatings that have not started, and nobody can book one that has. A file that uses this
// `test` gets a server of its own that keeps the restaurant in a time zone where it is about ten
// in the morning now, so every seating tonight is still ahead whatever hour the suite runs at.

/** An IANA zone (Etc/GMT±N) where the local hour is 10 at `now`. */
export function zoneWhereItIsMorning(now: Date): string {
  const ahead = (((10 - now.getUTCHours()) % 24) + 24) % 24;
  const hours = ahead > 14 ? ahead - 24 : ahead;
  // Etc/GMT-5 is five hours ahead of UTC: the sign of these names is reversed.
  return hours === 0 ? 'Etc/UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

export const morningZone = zoneWhereItIsMorning(new Date());

/** Today's date (yyyy-MM-dd) on the restaurant's clock in that zone. */
export const restaurantToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: morningZone }).format(new Date());

/**
 * The usual fixtures, with a server of the file's own in that zone. Like the usual file server,
 * a worker keeps one server per test file and starts a fresh one when it moves to another file,
 * so two files using this `test` never see each other's bookings.
 */
export const test = base.extend<object, { morningServerFor: (file: string) => Promise<OwnServer> }>(
  {
    morningServerFor: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's fixtures from its first parameter
      async ({}, use) => {
        let current: { file: string; server: OwnServer } | undefined;
        await use(async (file) => {
          if (current?.file === file) return current.server;
          const previous = current;
          current = undefined;
          await previous?.server.stop();
          const server = await startServer({ env: { RESTAURANT_TIMEZONE: morningZone } });
          current = { file, server };
          return server;
        });
        await current?.server.stop();
      },
      { scope: 'worker', timeout: 90_000 },
    ],
    baseURL: [
      async ({ morningServerFor }, use, testInfo) => {
        await use((await morningServerFor(testInfo.file)).baseURL);
      },
      { scope: 'test', timeout: 90_000 },
    ],
    outbox: async ({ morningServerFor }, use, testInfo) => {
      const server = await morningServerFor(testInfo.file);
      await use(outboxOf(() => server.dataDir));
    },
  },
);
