import {
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_MAX_DAYS,
  type DashboardQuery,
} from '@shared/contracts/analytics';
import { addDays, restaurantMoment } from '@shared/restaurant-time';
import { invalidInput } from '../../lib/app-error';

/** Restaurant-zone days, both ends included. */
export type DayRange = { startDate: string; endDate: string };

const DAY_MS = 86_400_000;

/** Days from start to end, both included (0 or less when end is before start). */
export function daysIn(range: DayRange): number {
  return (
    (Date.parse(`${range.endDate}T00:00:00Z`) - Date.parse(`${range.startDate}T00:00:00Z`)) /
      DAY_MS +
    1
  );
}

/**
 * The range a dashboard request asks for: by default the last 30 days, today (on the restaurant's
 * clock) included; with only one end given, the 30 days from or up to it. An end before the
 * start, or more than 400 days, is refused.
 */
export function dashboardRange(query: DashboardQuery, now: Date, timeZone: string): DayRange {
  const today = restaurantMoment(now, timeZone).date;
  const span = DASHBOARD_DEFAULT_DAYS - 1;
  const endDate = query.endDate ?? (query.startDate ? addDays(query.startDate, span) : today);
  const startDate = query.startDate ?? addDays(endDate, -span);
  const range = { startDate, endDate };
  if (daysIn(range) < 1) throw invalidInput('endDate must not be before startDate');
  if (daysIn(range) > DASHBOARD_MAX_DAYS) {
    throw invalidInput(`Please ask for at most ${DASHBOARD_MAX_DAYS} days at a time`);
  }
  return range;
}
