import type { DashboardDto, DashboardQuery } from '@shared/contracts/analytics';
import type { Db } from '../../db/connection';
import type { AnalyticsClock } from './analytics.service';
import { dashboardRange } from './dashboard-range';
import {
  funnelCounts,
  newVisitors,
  topPages,
  viewsPerDay,
  visitorTotals,
  windowOf,
} from './dashboard.repository';
import { rolledDaysBetween } from './rollup.repository';

/**
 * The analytics block of the staff dashboard for a range of restaurant-zone days.
 *
 * - A public view: a stored page view (robots are never stored) made by nobody signed in, of a
 *   page outside the staff portal and its sign-in page. Page views and top pages count these.
 * - A visitor: a session with at least one public view in the range.
 * - New: a visitor whose first public view ever falls in the range; returning: a visitor with
 *   a public view before the range. Every visitor is one or the other.
 * - Funnel: the funnel events of the range, staff users' own excluded.
 *
 * Finished days the rollup job has rolled are read from the daily rollups, the rest (today
 * always) from the raw rows: the same figures, either way.
 */
export async function dashboard(
  db: Db,
  query: DashboardQuery,
  clock: AnalyticsClock,
): Promise<DashboardDto> {
  const range = dashboardRange(query, clock.now(), clock.timeZone);
  const rolled = await rolledDaysBetween(db, range.startDate, range.endDate);
  const w = windowOf(range, clock.timeZone, rolled);
  const [totals, fresh, perDay, pages, funnel] = await Promise.all([
    visitorTotals(db, w),
    newVisitors(db, w),
    viewsPerDay(db, w),
    topPages(db, w),
    funnelCounts(db, w),
  ]);
  return {
    ...range,
    totalVisitors: totals.totalVisitors,
    totalPageViews: totals.totalPageViews,
    newCustomers: fresh,
    returningCustomers: totals.totalVisitors - fresh,
    pageViewsOverTime: perDay,
    topPages: pages,
    reservationFunnel: funnel,
  };
}
