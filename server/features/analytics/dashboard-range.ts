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

/** A zone offset at the end of a date-time: 'Z', '+05:30', '-0800' or '+05'. */
const ZONE_SUFFIX = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/**
 * The restaurant-zone day a query value names: a plain date is that day; a date-time with an
 * offset is the instant, seen on the restaurant's clock (19:26 UTC on 23 November is already
 * the 24th in Kolkata); a date-time without one is already wall-clock time, so its date.
 */
export function restaurantDayOf(value: string, timeZone: string): string {
  if (value.length === 10) return value;
  if (!ZONE_SUFFIX.test(value)) return value.slice(0, 10);
  return restaurantMoment(new Date(value), timeZone).date;
}

/**
 * The range a dashboard request asks for: by default the last 30 days, today (on the restaurant's
 * clock) included; with only one end given, the 30 days from or up to it. An end before the
 * start, or more than 400 days, is refused.
 */
export function dashboardRange(query: DashboardQuery, now: Date, timeZone: string): DayRange {
  const today = restaurantMoment(now, timeZone).date;
  const span = DASHBOARD_DEFAULT_DAYS - 1;
  const askedStart = query.startDate ? restaurantDayOf(query.startDate, timeZone) : undefined;
  const askedEnd = query.endDate ? restaurantDayOf(query.endDate, timeZone) : undefined;
  const endDate = askedEnd ?? (askedStart ? addDays(askedStart, span) : today);
  const startDate = askedStart ?? addDays(endDate, -span);
  const range = { startDate, endDate };
  if (daysIn(range) < 1) throw invalidInput('endDate must not be before startDate');
  if (daysIn(range) > DASHBOARD_MAX_DAYS) {
    throw invalidInput(`Please ask for at most ${DASHBOARD_MAX_DAYS} days at a time`);
  }
  return range;
}
