import { sql, type SQL } from 'drizzle-orm';
import { CONVERSION_EVENT_TYPES, TOP_PAGES_LIMIT } from '@shared/contracts/analytics';
import {
  analyticsSessions,
  conversionEvents,
  pageViews,
  publicViewCondition,
} from '@shared/schema/analytics';
import type { Db } from '../../db/connection';
import type { DayRange } from './dashboard-range';

// Every figure is computed by the database; only the handful of result rows reach Node. The
// range's public views are read from page_views_public_time_idx alone (the condition below is
// the index's own), and new visitors from the sessions' first public view.

/** A range of restaurant-zone days as the instants it covers: [from, to). */
export type Window = { from: SQL; to: SQL; range: DayRange; timeZone: string };

/** The instant a restaurant-zone day starts. */
const dayStart = (day: SQL, timeZone: string) => sql`(${day})::timestamp at time zone ${timeZone}`;

export function windowOf(range: DayRange, timeZone: string): Window {
  return {
    from: dayStart(sql`${range.startDate}::date`, timeZone),
    to: dayStart(sql`${range.endDate}::date + 1`, timeZone),
    range,
    timeZone,
  };
}

const isPublic = publicViewCondition(pageViews.userId, pageViews.path);

function publicViewsBetween(from: SQL, to: SQL): SQL {
  return sql`${pageViews.createdAt} >= ${from} and ${pageViews.createdAt} < ${to} and ${isPublic}`;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Public views in the window, and the sessions that made them. */
export async function visitorTotals(
  db: Db,
  w: Window,
): Promise<{ totalPageViews: number; totalVisitors: number }> {
  const result = await db.execute(sql`
    select count(*)::int as "totalVisitors", coalesce(sum(views), 0)::int as "totalPageViews"
    from (
      select ${pageViews.sessionId}, count(*) as views
      from ${pageViews}
      where ${publicViewsBetween(w.from, w.to)}
      group by ${pageViews.sessionId}
    ) as visitors`);
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
 * Public views per restaurant-zone day, every day of the range present (zero when none): one
 * index range count per day, so no row's time is converted.
 */
export async function viewsPerDay(db: Db, w: Window): Promise<{ date: string; views: number }[]> {
  const from = dayStart(sql`d.day`, w.timeZone);
  const to = dayStart(sql`d.day + 1`, w.timeZone);
  const result = await db.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as date,
      (select count(*) from ${pageViews} where ${publicViewsBetween(from, to)})::int as views
    from (
      select day::date as day
      from generate_series(${w.range.startDate}::date, ${w.range.endDate}::date, interval '1 day') as day
    ) as d
    order by d.day`);
  return rowsOf<{ date: string; views: number }>(result);
}

/** The most viewed pages, most first; ties in path order. */
export async function topPages(db: Db, w: Window): Promise<{ path: string; views: number }[]> {
  const result = await db.execute(sql`
    select ${pageViews.path} as path, count(*)::int as views
    from ${pageViews}
    where ${publicViewsBetween(w.from, w.to)}
    group by ${pageViews.path}
    order by views desc, path
    limit ${TOP_PAGES_LIMIT}`);
  return rowsOf<{ path: string; views: number }>(result);
}

export type FunnelCounts = { started: number; formFilled: number; completed: number };

/** Funnel events in the window, staff users' own excluded. */
export async function funnelCounts(db: Db, w: Window): Promise<FunnelCounts> {
  const [start, filled, complete] = CONVERSION_EVENT_TYPES;
  const type = conversionEvents.eventType;
  const at = conversionEvents.timestamp;
  const result = await db.execute(sql`
    select
      count(*) filter (where ${type} = ${start})::int as started,
      count(*) filter (where ${type} = ${filled})::int as "formFilled",
      count(*) filter (where ${type} = ${complete})::int as completed
    from ${conversionEvents}
    where ${type} in (${start}, ${filled}, ${complete})
      and ${at} >= ${w.from} and ${at} < ${w.to}
      and ${conversionEvents.userId} is null`);
  return rowsOf<FunnelCounts>(result)[0]!;
}
