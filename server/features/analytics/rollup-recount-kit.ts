import { sql } from 'drizzle-orm';
import type { DashboardDto } from '@shared/contracts/analytics';
import { addDays } from '@shared/restaurant-time';
import type { Db } from '../../db/connection';

// For the rollup tests: the dashboard's figures for a range counted straight from the raw rows,
// written apart from the dashboard's own queries (no rollups, no live runs, one statement a
// figure), so that a mistake in either shows as a difference.

const PUBLIC = sql`user_id is null and path !~ '^/staff(/|$)' and path <> '/login'`;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export async function recountDashboard(
  db: Db,
  startDate: string,
  endDate: string,
  timeZone: string,
): Promise<DashboardDto> {
  const from = sql`${startDate}::date::timestamp at time zone ${timeZone}`;
  const to = sql`(${endDate}::date + 1)::timestamp at time zone ${timeZone}`;
  const inRange = sql`created_at >= ${from} and created_at < ${to} and ${PUBLIC}`;
  const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

  const [totals] = await one<{ views: number; visitors: number }>(sql`
    select count(*)::int as views, count(distinct session_id)::int as visitors
    from page_views where ${inRange}`);
  // New: the session's first public view of all time falls in the range.
  const [fresh] = await one<{ n: number }>(sql`
    select count(*)::int as n from (
      select min(created_at) as first from page_views where ${PUBLIC} group by session_id
    ) as s where first >= ${from} and first < ${to}`);
  const perDay = new Map(
    (
      await one<{ date: string; views: number }>(sql`
        select to_char((created_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as date,
          count(*)::int as views
        from page_views where ${inRange} group by 1`)
    ).map((r) => [r.date, r.views]),
  );
  const pageViewsOverTime: DashboardDto['pageViewsOverTime'] = [];
  for (let day = startDate; day <= endDate; day = addDays(day, 1)) {
    pageViewsOverTime.push({ date: day, views: perDay.get(day) ?? 0 });
  }
  const topPages = await one<{ path: string; views: number }>(sql`
    select path, count(*)::int as views from page_views where ${inRange}
    group by path order by views desc, path limit 5`);
  const [funnel] = await one<DashboardDto['reservationFunnel']>(sql`
    select count(*) filter (where event_type = 'reservation_start')::int as started,
      count(*) filter (where event_type = 'reservation_form_filled')::int as "formFilled",
      count(*) filter (where event_type = 'reservation_complete')::int as completed
    from conversion_events
    where timestamp >= ${from} and timestamp < ${to} and user_id is null`);
  return {
    startDate,
    endDate,
    totalVisitors: totals!.visitors,
    totalPageViews: totals!.views,
    newCustomers: fresh!.n,
    returningCustomers: totals!.visitors - fresh!.n,
    pageViewsOverTime,
    topPages,
    reservationFunnel: funnel!,
  };
}
