import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Daily rollups of the public page views and funnel events, per restaurant-zone day. A day is
// rolled once it is over; the dashboard reads these for rolled days and the raw rows for the
// rest (today, and any day the job has not reached yet). See docs/decisions on rollups.

/**
 * A rolled day: its totals, and when it was rolled. A day without a row is read live, and so is
 * one without `newVisitors` (rolled by a release that did not count them: the job rolls it again).
 */
export const analyticsRollupDays = pgTable('analytics_rollup_days', {
  day: date({ mode: 'string' }).primaryKey(),
  pageViews: integer().notNull(),
  visitors: integer().notNull(),
  /** Sessions whose first public view ever fell on this day (final once the day is over). */
  newVisitors: integer(),
  started: integer().notNull(),
  formFilled: integer().notNull(),
  completed: integer().notNull(),
  rolledAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Public views of a rolled day per path (the top pages of any range add these up). */
export const analyticsDayPages = pgTable(
  'analytics_day_pages',
  {
    day: date({ mode: 'string' }).notNull(),
    path: text().notNull(),
    views: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/**
 * Each session seen (with a public view) on a rolled day, once, with the rolled day it was last
 * seen before (null: never). Visitors do not add across days; this is what lets them be counted.
 */
export const analyticsDayVisitors = pgTable(
  'analytics_day_visitors',
  {
    day: date({ mode: 'string' }).notNull(),
    sessionId: text().notNull(),
    previousDay: date({ mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.sessionId] }),
    index('analytics_day_visitors_session_idx').on(t.sessionId, t.day),
  ],
);

/** Stands for "never seen before" in analyticsDayReturns, earlier than any day asked for. */
export const NEVER_SEEN_DAY = '0001-01-01';

/**
 * A rolled day's visitors counted by the day each was last seen before. A range's visitors are
 * those of its days last seen before the range starts: each is counted once, on its first day
 * in the range, from a few rows per day.
 */
export const analyticsDayReturns = pgTable(
  'analytics_day_returns',
  {
    day: date({ mode: 'string' }).notNull(),
    previousDay: date({ mode: 'string' }).notNull(),
    visitors: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.previousDay] })],
);
