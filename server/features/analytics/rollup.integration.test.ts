import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsRollupDays } from '@shared/schema/analytics-rollups';
import { conversionEvents } from '@shared/schema/analytics';
import { jobs } from '@shared/schema/jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { upsertSessionAndInsertView } from './analytics.repository';
import { testClock } from './analytics-test-kit';
import { dashboardRange } from './dashboard-range';
import { dashboard } from './dashboard.service';
import { analyticsRollupHandler, rollFinishedDays } from './rollup-job';
import { rollDay } from './rollup.repository';
import { recountDashboard } from './rollup-recount-kit';

// Traffic over three weeks in Kolkata (UTC+5:30), many views close to the zone's midnight (18:30
// UTC), some by staff or of staff pages, sessions seen on several days, and one day in the middle
// with no traffic at all. Every range is compared with a recount of the raw rows written apart
// from the dashboard (rollup-recount-kit.ts), before the job has rolled anything and after.

const ZONE = 'Asia/Kolkata';
const PATHS = ['/', '/book', '/menu', '/contact', '/staff/orders', '/login', '/corporate'];
const NOW = '2026-11-21T12:00:00Z'; // 17:30 on 21 November in Kolkata
/** A Kolkata day with no traffic between days with some: rolled all the same, with zeros. */
const QUIET_DAY = { date: '2026-11-12', from: '2026-11-11T18:30:00Z', to: '2026-11-12T18:30:00Z' };

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
    ['2026-11-12', '2026-11-12'], // the day with no traffic
    ['2026-11-11', '2026-11-13'],
    ['2025-10-18', '2026-11-21'], // the longest range offered: 400 days, most before any traffic
  ];
  const label = ([from, to]: [string | undefined, string | undefined]) =>
    `range ${from ?? 'default'}..${to ?? ''}`;
  /** The same range, counted from the raw rows. */
  const recount = ([from, to]: [string | undefined, string | undefined]) => {
    const range = dashboardRange(
      { ...(from ? { startDate: from } : {}), ...(to ? { endDate: to } : {}) },
      clock.now(),
      ZONE,
    );
    return recountDashboard(t.database.db, range.startDate, range.endDate, ZONE);
  };

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
      const iso = createdAt.toISOString();
      if (iso >= QUIET_DAY.from && iso < QUIET_DAY.to) continue;
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
    const before = [];
    for (const range of RANGES) {
      const answer = await ask(...range);
      expect(answer, `${label(range)}, nothing rolled`).toEqual(await recount(range));
      before.push(answer);
    }
    expect(before[2]!.totalPageViews).toBeGreaterThan(0);

    const rolled = await rollFinishedDays(t.database.db, analyticsClock);
    expect(rolled[0]).toBe('2026-11-01');
    expect(rolled.at(-1)).toBe('2026-11-20'); // today, the 21st, is not finished
    expect(rolled).toContain(QUIET_DAY.date);

    for (const [i, range] of RANGES.entries()) {
      const answer = await ask(...range);
      expect(answer, label(range)).toEqual(await recount(range));
      expect(answer, label(range)).toEqual(before[i]);
    }

    // A view today, after the rollup, is counted at once: today is read live.
    await upsertSessionAndInsertView(
      t.database.db,
      { path: '/menu', sessionId: 'session-late', createdAt: new Date(NOW), isPublic: true },
      30,
    );
    const after = await ask();
    expect(after).toEqual(await recount(RANGES[0]!));
    expect(after.totalPageViews).toBe(before[0]!.totalPageViews + 1);
    expect(after.totalVisitors).toBe(before[0]!.totalVisitors + 1);
    expect(after.newCustomers).toBe(before[0]!.newCustomers + 1);
    expect(after.pageViewsOverTime.at(-1)!.views).toBe(
      before[0]!.pageViewsOverTime.at(-1)!.views + 1,
    );
  });

  it('R3: the traffic tests what it must: a quiet day is rolled with zeros, and visitors do not add up across days', async () => {
    const db = t.database.db;
    const quiet = await db.execute(
      sql`select page_views, visitors, new_visitors from analytics_rollup_days where day = ${QUIET_DAY.date}`,
    );
    expect((quiet as unknown as { rows: unknown[] }).rows).toEqual([
      { page_views: 0, visitors: 0, new_visitors: 0 },
    ]);
    const answer = await ask('2026-11-01', '2026-11-20');
    const perDay = await db.execute(
      sql`select sum(visitors)::int as visitors from analytics_rollup_days where day between '2026-11-01' and '2026-11-20'`,
    );
    const summed = (perDay as unknown as { rows: { visitors: number }[] }).rows[0]!.visitors;
    // Many sessions come back on other days, so adding the days' visitors would overcount.
    expect(summed).toBeGreaterThan(answer.totalVisitors + 50);
    expect((await ask('2026-11-10', '2026-11-20')).returningCustomers).toBeGreaterThan(0);
  });

  it('R3: the rolled days are read from the rollups, not recounted: a rollup row changed by hand shows', async () => {
    const db = t.database.db;
    const range = ['2026-11-02', '2026-11-20'] as const;
    const truth = await ask(...range);
    await db.execute(sql`update analytics_rollup_days
      set page_views = page_views + 1000, new_visitors = new_visitors + 100, started = started + 10
      where day = '2026-11-05'`);
    await db.execute(sql`update analytics_day_returns set visitors = visitors + 7
      where day = '2026-11-05' and previous_day = '0001-01-01'`);
    await db.execute(sql`update analytics_day_pages set views = views + 500
      where day = '2026-11-05' and path = '/contact'`);
    const changed = await ask(...range);
    expect(changed.totalPageViews).toBe(truth.totalPageViews + 1000);
    expect(changed.totalVisitors).toBe(truth.totalVisitors + 7);
    expect(changed.newCustomers).toBe(truth.newCustomers + 100);
    expect(changed.reservationFunnel.started).toBe(truth.reservationFunnel.started + 10);
    expect(changed.pageViewsOverTime.find((d) => d.date === '2026-11-05')!.views).toBe(
      truth.pageViewsOverTime.find((d) => d.date === '2026-11-05')!.views + 1000,
    );
    expect(changed.topPages.find((p) => p.path === '/contact')!.views).toBe(
      truth.topPages.find((p) => p.path === '/contact')!.views + 500,
    );
    await rollDay(db, '2026-11-05', ZONE);
    expect(await ask(...range)).toEqual(truth);
  });

  it('R3: a day rolled by the release before (no new visitors counted) is read live until the job rolls it again', async () => {
    const db = t.database.db;
    const range = ['2026-11-01', '2026-11-21'] as const;
    const truth = await ask(...range);
    await db.execute(
      sql`update analytics_rollup_days set new_visitors = null where day >= '2026-11-15'`,
    );
    expect(await ask(...range)).toEqual(truth);
    expect(await rollFinishedDays(db, analyticsClock)).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    const left = await db.execute(
      sql`select count(*)::int as n from analytics_rollup_days where new_visitors is null`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect(await ask(...range)).toEqual(truth);
  });

  it('R3: a catch-up of many days leaves the rollups vacuumed and analysed, so the first reads use the index alone', async () => {
    const stats = await t.database.db.execute(
      sql`select reltuples, relallvisible from pg_class where relname = 'analytics_day_visitors'`,
    );
    const row = (stats as unknown as { rows: { reltuples: number; relallvisible: number }[] })
      .rows[0]!;
    expect(Number(row.reltuples)).toBeGreaterThan(0);
    expect(Number(row.relallvisible)).toBeGreaterThan(0);
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
    expect(before).toEqual(await recount(['2026-11-01', '2026-11-21']));
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
