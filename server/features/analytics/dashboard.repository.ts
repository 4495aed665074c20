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
import type { DayRange } from './dashboard-range';
import { dayStart } from './rollup.repository';

// Every figure is computed by the database; only the handful of result rows reach Node. Days
// already rolled are read from the daily rollups; the others (today, and any day the rollup job
// has not reached) from the raw rows, through page_views_public_time_idx alone (the condition
// below is the index's own). New visitors come from the sessions' first public view.

/**
 * A range of restaurant-zone days as the instants it covers, [from, to), and the runs of its
 * days that are not rolled, which are read live.
 */
export type Window = {
  from: SQL;
  to: SQL;
  range: DayRange;
  timeZone: string;
  live: { from: SQL; to: SQL }[];
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

export function windowOf(
  range: DayRange,
  timeZone: string,
  rolled: ReadonlySet<string> = new Set(),
): Window {
  const bounds = (r: DayRange) => ({
    from: dayStart(sql`${r.startDate}::date`, timeZone),
    to: dayStart(sql`${r.endDate}::date + 1`, timeZone),
  });
  return { ...bounds(range), range, timeZone, live: liveRuns(range, rolled).map(bounds) };
}

const isPublic = publicViewCondition(pageViews.userId, pageViews.path);

function publicViewsBetween(from: SQL, to: SQL): SQL {
  return sql`${pageViews.createdAt} >= ${from} and ${pageViews.createdAt} < ${to} and ${isPublic}`;
}

/** A column's time falls in one of the window's live runs (never, when all are rolled). */
function inLiveRuns(w: Window, at: SQLWrapper): SQL {
  if (w.live.length === 0) return sql`false`;
  const each = w.live.map((r) => sql`(${at} >= ${r.from} and ${at} < ${r.to})`);
  return sql`(${sql.join(each, sql` or `)})`;
}

/** The window's public views not yet rolled up. */
function livePublicViews(w: Window): SQL {
  return sql`${inLiveRuns(w, pageViews.createdAt)} and ${isPublic}`;
}

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
       + (select count(*) from (
          select distinct ${pageViews.sessionId} as session from ${pageViews}
          where ${livePublicViews(w)}
        ) as live
        -- One index probe per live session (a join would read the range's every visitor row).
        where (
          select 1 from ${analyticsDayVisitors} as v
          where v.session_id = live.session and ${rolledDays(w, sql`v.day`)}
          limit 1
        ) is null))::int as "totalVisitors",
      ((select coalesce(sum(${analyticsRollupDays.pageViews}), 0) from ${analyticsRollupDays}
        where ${rolledDays(w)})
       + (select count(*) from ${pageViews} where ${livePublicViews(w)}))::int as "totalPageViews"`);
  return rowsOf<{ totalPageViews: number; totalVisitors: number }>(result)[0]!;
}

/**
 * Sessions whose first public view falls in the window: each is a visitor of the window (that
 * view is in it) with no public view before it.
 */
export async function newVisitors(db: Db, w: Window): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from ${analyticsSessions}
    where ${analyticsSessions.firstPublicViewAt} >= ${w.from}
      and ${analyticsSessions.firstPublicViewAt} < ${w.to}`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

/**
 * Public views per restaurant-zone day, every day of the range present (zero when none): a
 * rolled day's total, or one index range count for a day not rolled.
 */
export async function viewsPerDay(db: Db, w: Window): Promise<{ date: string; views: number }[]> {
  const from = dayStart(sql`d.day`, w.timeZone);
  const to = dayStart(sql`d.day + 1`, w.timeZone);
  const result = await db.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as date,
      (case when r.day is not null then r.page_views
        else (select count(*) from ${pageViews} where ${publicViewsBetween(from, to)}) end)::int as views
    from (
      select day::date as day
      from generate_series(${w.range.startDate}::date, ${w.range.endDate}::date, interval '1 day') as day
    ) as d
    left join ${analyticsRollupDays} as r on r.day = d.day
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
      select ${pageViews.path}, count(*) from ${pageViews}
      where ${livePublicViews(w)} group by ${pageViews.path}
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
        and ${inLiveRuns(w, conversionEvents.timestamp)}
        and ${conversionEvents.userId} is null
    ) as counted`);
  return rowsOf<FunnelCounts>(result)[0]!;
}
