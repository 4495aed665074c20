import { test as base } from '../fixtures';
import { outboxOf } from './outbox';
import { startServer, type OwnServer } from './own-server';

// Tests that depend on the hour on the restaurant's clock get a server of their own that keeps
// the restaurant in a time zone where it is that hour now (morning-server.ts, evening-server.ts).

/** An IANA zone (Etc/GMT±N) where the local hour is `hour` at `now`. */
export function zoneWhereTheHourIs(hour: number, now: Date): string {
  const ahead = (((hour - now.getUTCHours()) % 24) + 24) % 24;
  const hours = ahead > 14 ? ahead - 24 : ahead;
  // Etc/GMT-5 is five hours ahead of UTC: the sign of these names is reversed.
  return hours === 0 ? 'Etc/UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

/** Today's date (yyyy-MM-dd) on a restaurant clock in `zone`. */
export const todayIn = (zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());

/**
 * The usual fixtures, with a server of the file's own in `zone`. Like the usual file server, a
 * worker keeps one server per test file and starts a fresh one when it moves to another file, so
 * two files using such a `test` never see each other's bookings.
 */
export function testWithServerIn(zone: string) {
  return base.extend<object, { zoneServerFor: (file: string) => Promise<OwnServer> }>({
    zoneServerFor: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's fixtures from its first parameter
      async ({}, use) => {
        let current: { file: string; server: OwnServer } | undefined;
        await use(async (file) => {
          if (current?.file === file) return current.server;
          const previous = current;
          current = undefined;
          await previous?.server.stop();
          const server = await startServer({ env: { RESTAURANT_TIMEZONE: zone } });
          current = { file, server };
          return server;
        });
        await current?.server.stop();
      },
      { scope: 'worker', timeout: 90_000 },
    ],
    baseURL: [
      async ({ zoneServerFor }, use, testInfo) => {
        await use((await zoneServerFor(testInfo.file)).baseURL);
      },
      { scope: 'test', timeout: 90_000 },
    ],
    outbox: async ({ zoneServerFor }, use, testInfo) => {
      const server = await zoneServerFor(testInfo.file);
      await use(outboxOf(() => server.dataDir));
    },
  });
}
