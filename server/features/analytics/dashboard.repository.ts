import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { CONVERSION_EVENT_TYPES, TOP_PAGES_LIMIT } from '@shared/contracts/analytics';
import { addDays } from '@shared/restaurant-time';
import {
  analyticsSessions,
  conversionEvents,
  pageViews,
  publicViewCondition,
} from '@shared/schema/analytics';
import {
  analyticsDayPages,
  analyticsDayReturns,
  analyticsDayVisitors,
  analyticsRollupDays,
} from '@shared/schema/analytics-rollups';
import type { Db } from '../../db/connection';
import { daysIn, type DayRange } from './dashboard-range';
import { dayStart, type RolledDays } from './rollup.repository';

// Every figure is computed by the database; only the handful of result rows reach Node. Days
// already rolled are read from the daily rollups; the others (today, and any day the rollup job
// has not reached) from the raw rows, each run of such days by its own range scan of
// page_views_public_time_idx (the condition below is the index's own), so that days before the
// history began cost one index probe however many they are. New visitors come from the rollups'
// per-day counts and, for the days read live, from the sessions' first public view.

/** Instants [from, to): where a run of restaurant-zone days starts and ends. */
type Bounds = { from: SQL; to: SQL };

/**
 * A range of restaurant-zone days as the instants it covers, [from, to); the runs of its days
 * that are not rolled, which are read live; and the runs whose new visitors are counted live
 * (those, and the days rolled by the release before, which did not count them).
 */
export type Window = Bounds & {
  range: DayRange;
  timeZone: string;
  live: Bounds[];
  liveNew: Bounds[];
};

/** The runs of consecutive days of the range that are not in `rolled`. */
export function liveRuns(range: DayRange, rolled: ReadonlySet<string>): DayRange[] {
  const runs: DayRange[] = [];
  for (let day = range.startDate; day <= range.endDate; day = addDays(day, 1)) {
    if (rolled.has(day)) continue;
    const last = runs.at(-1);
    if (last && addDays(last.endDate, 1) === day) last.endDate = day;
    else runs.push({ startDate: day, endDate: day });
  }
  return runs;
}

const NOTHING_ROLLED: RolledDays = { all: new Set(), withNew: new Set() };

export function windowOf(
  range: DayRange,
  timeZone: string,
  rolled: RolledDays = NOTHING_ROLLED,
): Window {
  const bounds = (r: DayRange) => ({
    from: dayStart(sql`${r.startDate}::date`, timeZone),
    to: dayStart(sql`${r.endDate}::date + 1`, timeZone),
  });
  return {
    ...bounds(range),
    range,
    timeZone,
    live: liveRuns(range, rolled.all).map(bounds),
    liveNew: liveRuns(range, rolled.withNew).map(bounds),
  };
}

const isPublic = publicViewCondition(pageViews.userId, pageViews.path);

/**
 * The public views of the window's live runs: one index range scan a run, added together (an
 * OR of the runs would make the planner read the table through a bitmap instead).
 */
function livePublicViews(w: Window): SQL {
  const columns = sql`${pageViews.createdAt} as created_at, ${pageViews.sessionId} as session_id,
    ${pageViews.path} as path from ${pageViews}`;
  if (w.live.length === 0) return sql`(select ${columns} where false)`;
  const each = w.live.map(
    (r) => sql`select ${columns}
      where ${pageViews.createdAt} >= ${r.from} and ${pageViews.createdAt} < ${r.to} and ${isPublic}`,
  );
  return sql`(${sql.join(each, sql` union all `)})`;
}

/** A column's time falls in one of the runs (never, when there are none). */
function inRuns(runs: Bounds[], at: SQLWrapper): SQL {
  if (runs.length === 0) return sql`false`;
  const each = runs.map((r) => sql`(${at} >= ${r.from} and ${at} < ${r.to})`);
  return sql`(${sql.join(each, sql` or `)})`;
}

/** The rolled days of the window (a day read live has no rollup rows, or is not asked for). */
const rolledDays = (w: Window, day: SQL = sql`day`) =>
  sql`${day} between ${w.range.startDate}::date and ${w.range.endDate}::date`;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Public views in the window, and the sessions that made them (each counted once). */
export async function visitorTotals(
  db: Db,
  w: Window,
): Promise<{ totalPageViews: number; totalVisitors: number }> {
  // A visitor of the rolled days is counted once, on its first rolled day in the range (last
  // seen before the range). One seen only on days read live is counted from the raw rows.
  const result = await db.execute(sql`
    select
      ((select coalesce(sum(${analyticsDayReturns.visitors}), 0) from ${analyticsDayReturns}
        where ${rolledDays(w)} and ${analyticsDayReturns.previousDay} < ${w.range.startDate}::date)
       + (select count(*) from (select distinct session_id as session from ${livePublicViews(w)} as l) as live
        -- One index probe per live session (a join would read the range's every visitor row).
        where (
          select 1 from ${analyticsDayVisitors} as v
          where v.session_id = live.session and ${rolledDays(w, sql`v.day`)}
          limit 1
        ) is null))::int as "totalVisitors",
      ((select coalesce(sum(${analyticsRollupDays.pageViews}), 0) from ${analyticsRollupDays}
        where ${rolledDays(w)})
       + (select count(*) from ${livePublicViews(w)} as l))::int as "totalPageViews"`);
  return rowsOf<{ totalPageViews: number; totalVisitors: number }>(result)[0]!;
}

/**
 * Sessions whose first public view falls in the window: each is a visitor of the window (that
 * view is in it) with no public view before it. A rolled day holds its own count (final once
 * the day is over: a later view cannot move a first view back into it).
 */
export async function newVisitors(db: Db, w: Window): Promise<number> {
  const first = analyticsSessions.firstPublicViewAt;
  const result = await db.execute(sql`
    select ((select coalesce(sum(${analyticsRollupDays.newVisitors}), 0) from ${analyticsRollupDays}
             where ${rolledDays(w)} and ${analyticsRollupDays.newVisitors} is not null)
      + (select count(*) from ${analyticsSessions} where ${inRuns(w.liveNew, first)}))::int as n`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

/**
 * Public views per restaurant-zone day, every day of the range present (zero when none): a
 * rolled day's total, or the live views counted by their day on the restaurant's clock (the
 * same day as the day's bounds; only the live rows' times are converted).
 */
export async function viewsPerDay(db: Db, w: Window): Promise<{ date: string; views: number }[]> {
  // The days come from a series of whole numbers, whose length the planner knows (one of dates
  // is guessed at a thousand rows, which once made it compile the query to machine code).
  const result = await db.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(r.page_views, l.views, 0)::int as views
    from (
      select ${w.range.startDate}::date + i as day
      from generate_series(0, ${daysIn(w.range) - 1}::int) as i
    ) as d
    left join ${analyticsRollupDays} as r on r.day = d.day
    left join (
      select (created_at at time zone ${w.timeZone})::date as day, count(*) as views
      from ${livePublicViews(w)} as l group by 1
    ) as l on l.day = d.day
    order by d.day`);
  return rowsOf<{ date: string; views: number }>(result);
}

/** The most viewed pages, most first; ties in path order. */
export async function topPages(db: Db, w: Window): Promise<{ path: string; views: number }[]> {
  const result = await db.execute(sql`
    select path, sum(views)::int as views from (
      select ${analyticsDayPages.path} as path, ${analyticsDayPages.views} as views
      from ${analyticsDayPages} where ${rolledDays(w)}
      union all
      select path, count(*) from ${livePublicViews(w)} as l group by path
    ) as counted
    group by path
    order by views desc, path
    limit ${TOP_PAGES_LIMIT}`);
  return rowsOf<{ path: string; views: number }>(result);
}

export type FunnelCounts = { started: number; formFilled: number; completed: number };

/** Funnel events in the window, staff users' own excluded. */
export async function funnelCounts(db: Db, w: Window): Promise<FunnelCounts> {
  const [start, filled, complete] = CONVERSION_EVENT_TYPES;
  const type = conversionEvents.eventType;
  const result = await db.execute(sql`
    select
      (coalesce(sum(started), 0))::int as started,
      (coalesce(sum(form_filled), 0))::int as "formFilled",
      (coalesce(sum(completed), 0))::int as completed
    from (
      select ${analyticsRollupDays.started} as started, ${analyticsRollupDays.formFilled} as form_filled,
        ${analyticsRollupDays.completed} as completed
      from ${analyticsRollupDays} where ${rolledDays(w)}
      union all
      select
        count(*) filter (where ${type} = ${start}),
        count(*) filter (where ${type} = ${filled}),
        count(*) filter (where ${type} = ${complete})
      from ${conversionEvents}
      where ${type} in (${start}, ${filled}, ${complete})
        and ${inRuns(w.live, conversionEvents.timestamp)}
        and ${conversionEvents.userId} is null
    ) as counted`);
  return rowsOf<FunnelCounts>(result)[0]!;
}
