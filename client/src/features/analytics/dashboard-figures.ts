import { staffDate } from '@shared/date-display';
import type { DashboardDto } from '@shared/contracts/analytics';
import { addDays } from '@shared/restaurant-time';

/** The ranges the dashboard offers, in days; today is always the last day. */
export const RANGE_CHOICES = [7, 30, 90] as const;
export type RangeDays = (typeof RANGE_CHOICES)[number];
export const DEFAULT_RANGE_DAYS: RangeDays = 30;

/** The last `days` restaurant days, today included. */
export function lastDays(days: number, today: string): { startDate: string; endDate: string } {
  return { startDate: addDays(today, -(days - 1)), endDate: today };
}

/** Completed bookings per started one, as a whole percent; '—' when nothing started. */
export function conversionRate(funnel: DashboardDto['reservationFunnel']): string {
  if (funnel.started <= 0) return '—';
  return `${Math.round((funnel.completed / funnel.started) * 100)}%`;
}

const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  timeZone: 'UTC',
});

const asUtcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** 'Nov 05' for a chart axis (a calendar day, the same wherever the browser is). */
export const formatChartDay = (date: string) => shortDay.format(asUtcDay(date));
/** 'Nov 05, 2026'. */
export const formatDay = (date: string) => staffDate(date);

const wholeNumber = new Intl.NumberFormat('en-IN');
export const formatCount = (n: number) => wholeNumber.format(n);

/** One sentence a screen reader hears in place of the page-views chart. */
export function pageViewsSummary(days: DashboardDto['pageViewsOverTime']): string {
  if (days.length === 0) return 'No days in this range.';
  const total = days.reduce((sum, d) => sum + d.views, 0);
  const busiest = days.reduce((best, d) => (d.views > best.views ? d : best), days[0]!);
  const span = `${formatDay(days[0]!.date)} to ${formatDay(days[days.length - 1]!.date)}`;
  if (total === 0) return `No page views from ${span}.`;
  return `${formatCount(total)} page views from ${span}; the busiest day was ${formatDay(busiest.date)} with ${formatCount(busiest.views)}.`;
}

/** The funnel as steps for a chart, in the order a diner goes through them. */
export function funnelSteps(funnel: DashboardDto['reservationFunnel']) {
  return [
    { step: 'Started', count: funnel.started },
    { step: 'Form filled', count: funnel.formFilled },
    { step: 'Completed', count: funnel.completed },
  ];
}
