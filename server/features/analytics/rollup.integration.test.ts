import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsRollupDays } from '@shared/schema/analytics-rollups';
import { conversionEvents } from '@shared/schema/analytics';
import { jobs } from '@shared/schema/jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { upsertSessionAndInsertView } from './analytics.repository';
import { testClock } from './analytics-test-kit';
import { dashboard } from './dashboard.service';
import { analyticsRollupHandler, rollFinishedDays } from './rollup-job';
import { rollDay } from './rollup.repository';

// Traffic over three weeks in Kolkata (UTC+5:30), many views close to the zone's midnight (18:30
// UTC), some by staff or of staff pages, some sessions seen on several days. The dashboard's
// answers with every day read raw (nothing rolled) are the recount; the same questions after the
// job has rolled the finished days must give the same answers.

const ZONE = 'Asia/Kolkata';
const PATHS = ['/', '/book', '/menu', '/contact', '/staff/orders', '/login', '/corporate'];
const NOW = '2026-11-21T12:00:00Z'; // 17:30 on 21 November in Kolkata

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

describe(`R3: the dashboard's daily rollups (${testDatabaseKind})`, () => {
  let t: TestApp;
  const clock = testClock(NOW);
  const analyticsClock = { now: clock.now, timeZone: ZONE };
  const ask = (startDate?: string, endDate?: string) =>
    dashboard(
      t.database.db,
      { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) },
      analyticsClock,
    );
  const RANGES: [string | undefined, string | undefined][] = [
    [undefined, undefined], // the last 30 days, today's partial day included
    ['2026-11-01', '2026-11-21'],
    ['2026-11-09', '2026-11-10'], // crosses a Kolkata midnight busy with views
    ['2026-11-10', '2026-11-10'],
    ['2026-11-15', '2026-11-21'],
    ['2026-10-01', '2026-11-05'],
  ];

  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now, runJobs: false });
    const random = generator(39);
    const db = t.database.db;
    for (let i = 0; i < 600; i++) {
      const day = 1 + Math.floor(random() * 21);
      // Half the views fall within 20 minutes of Kolkata's midnight, either side.
      const nearMidnight = random() < 0.5;
      const base = Date.parse(`2026-11-${String(day).padStart(2, '0')}T18:30:00Z`);
      const offsetMs = nearMidnight
        ? Math.floor((random() - 0.5) * 40 * 60_000)
        : Math.floor(random() * 86_400_000);
      const createdAt = new Date(Math.min(base + offsetMs, Date.parse(NOW) - 60_000));
      const path = PATHS[Math.floor(random() * PATHS.length)]!;
      const staff = random() < 0.1;
      const isPublic = !staff && !path.startsWith('/staff') && path !== '/login';
      await upsertSessionAndInsertView(
        db,
        {
          path,
          sessionId: `session-${Math.floor(random() * 80)}`,
          userId: staff ? 1 : null,
          createdAt,
          isPublic,
        },
        30,
      );
      if (random() < 0.15) {
        const types = ['reservation_start', 'reservation_form_filled'] as const;
        await db.insert(conversionEvents).values({
          eventType: types[Math.floor(random() * 2)]!,
          timestamp: createdAt,
          userId: staff ? 1 : null,
          sessionId: `session-${i}`,
        });
      }
    }
  });
  afterAll(() => t.close());

  it('R3: every range answers the same from the rollups as from a recount of the raw rows, today read live', async () => {
    const recount = [];
    for (const [from, to] of RANGES) recount.push(await ask(from, to));
    expect(recount[2]!.totalPageViews).toBeGreaterThan(0);

    const rolled = await rollFinishedDays(t.database.db, analyticsClock);
    expect(rolled[0]).toBe('2026-11-01');
    expect(rolled.at(-1)).toBe('2026-11-20'); // today, the 21st, is not finished

    for (const [i, [from, to]] of RANGES.entries()) {
      expect(await ask(from, to), `range ${from ?? 'default'}..${to ?? ''}`).toEqual(recount[i]);
    }

    // A view today, after the rollup, is counted at once: today is read live.
    await upsertSessionAndInsertView(
      t.database.db,
      { path: '/menu', sessionId: 'session-late', createdAt: new Date(NOW), isPublic: true },
      30,
    );
    const after = await ask();
    expect(after.totalPageViews).toBe(recount[0]!.totalPageViews + 1);
    expect(after.totalVisitors).toBe(recount[0]!.totalVisitors + 1);
    expect(after.pageViewsOverTime.at(-1)!.views).toBe(
      recount[0]!.pageViewsOverTime.at(-1)!.views + 1,
    );
  });

  it('R3: rolling again changes nothing: a rolled day is not redone, and a day rolled twice has the same rows', async () => {
    const db = t.database.db;
    const before = await ask('2026-11-01', '2026-11-21');
    const totals = await db.select().from(analyticsRollupDays).orderBy(analyticsRollupDays.day);
    expect(await rollFinishedDays(db, analyticsClock)).toEqual([]);
    await rollDay(db, '2026-11-09', ZONE);
    await rollDay(db, '2026-11-09', ZONE);
    const again = await db.select().from(analyticsRollupDays).orderBy(analyticsRollupDays.day);
    const withoutTime = (rows: typeof totals) => rows.map(({ rolledAt: _, ...row }) => row);
    expect(withoutTime(again)).toEqual(withoutTime(totals));
    expect(await ask('2026-11-01', '2026-11-21')).toEqual(before);
  });

  it('R3: the job catches up missed days when the clock has moved on, and queues its next run once', async () => {
    const db = t.database.db;
    clock.set('2026-11-23T01:00:00Z'); // 06:30 on the 23rd in Kolkata: the 21st and 22nd are over
    const handler = analyticsRollupHandler(() => ({ db, clock: analyticsClock }));
    await handler.run({}, { id: 0, attempt: 1, ref: null });
    await handler.run({}, { id: 0, attempt: 1, ref: null });
    const days = await db.execute(
      sql`select to_char(day, 'YYYY-MM-DD') as day from analytics_rollup_days where day >= '2026-11-21'`,
    );
    expect((days as unknown as { rows: { day: string }[] }).rows.map((r) => r.day).sort()).toEqual([
      '2026-11-21',
      '2026-11-22',
    ]);
    const queued = await db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = 'analytics-rollup' and ${jobs.status} = 'pending'`);
    expect(queued).toHaveLength(1);
  });
});
