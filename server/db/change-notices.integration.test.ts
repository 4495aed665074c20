import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../test/smtp-peer';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test/test-database';
import { createLogger } from '../lib/logger';
import {
  availabilityChanged,
  EVERYTHING_CHANGED,
  PAGES_CHANGED,
  type ChangeNotice,
} from './change-notice';
import {
  CHANGE_CHANNEL,
  LISTENER_APPLICATION_NAME,
  openChangeNotices,
  type ChangeNotices,
} from './change-notices';

const QUICK = { firstMs: 20, maxMs: 200 };
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const heardBy = (changes: ChangeNotices) => {
  const heard: ChangeNotice[] = [];
  changes.subscribe((notice) => heard.push(notice));
  return heard;
};

describe(`change notices between server processes (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  const opened: ChangeNotices[] = [];
  const open = async () => {
    const changes = await openChangeNotices(database, createLogger('silent'), QUICK);
    opened.push(changes);
    return changes;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(opened.map((c) => c.close()));
    await database.drop();
  });

  it('when a process publishes, then it applies the notice itself before anything else happens', async () => {
    const changes = await open();
    const heard = heardBy(changes);

    const publishing = changes.publish(PAGES_CHANGED, availabilityChanged('2027-03-04'));

    // At once, not after the database's round trip: the staff member's next request sees it.
    expect(heard.slice(0, 2)).toEqual([PAGES_CHANGED, availabilityChanged('2027-03-04')]);
    await publishing;
    // PGlite is one process: nothing to listen to. PostgreSQL: a connection of its own.
    expect(changes.status().state).toBe(
      testDatabaseKind === 'postgres' ? 'listening' : 'in-process',
    );
  });

  // The PostgreSQL pass alone has other processes to tell.
  if (testDatabaseKind === 'postgres') {
    it('when one process publishes, then another hears it; a payload it cannot read means everything', async () => {
      const [a, b] = [await open(), await open()];
      const heard = heardBy(b);

      await a.publish(availabilityChanged('2027-03-05'));
      await until(() => (heard.length >= 1 ? true : undefined), 5_000);
      await database.db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, 'menu:v2')`);
      await until(() => (heard.length >= 2 ? true : undefined), 5_000);

      expect(heard).toEqual([availabilityChanged('2027-03-05'), EVERYTHING_CHANGED]);
    });

    it('when the listening connection is killed, then it listens again, drops everything, and hears the next notice', async () => {
      const [a, b] = [await open(), await open()];
      const heard = heardBy(b);
      const killed = b.status().backendPid!;

      await database.db.execute(sql`select pg_terminate_backend(${killed})`);
      await until(() => (b.status().state === 'listening' && heard.length > 0 ? true : undefined));
      await a.publish(PAGES_CHANGED);
      await until(() => (heard.length >= 2 ? true : undefined), 5_000);

      expect(heard).toEqual([EVERYTHING_CHANGED, PAGES_CHANGED]);
      expect(b.status().backendPid).not.toBe(killed);
    });

    it('when closed, then its connection is gone and it never reconnects', async () => {
      const listeners = async () =>
        (
          (await database.db.execute(
            sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database()
                  and application_name = ${LISTENER_APPLICATION_NAME}`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n;
      const before = await listeners();
      const changes = await open();
      expect(await listeners()).toBe(before + 1);

      await changes.close();

      expect(changes.status()).toEqual({ state: 'closed', backendPid: undefined });
      // Its backend leaves pg_stat_activity a moment after the socket closes.
      while ((await listeners()) !== before) await pause(20);
      // Longer than any retry delay: a listener that tried again would be back by now.
      await pause(QUICK.maxMs * 2);
      expect(await listeners()).toBe(before);
    });
  }
});
