import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Daily rollups of the public page views and funnel events, per restaurant-zone day. A day is
// rolled once it is over; the dashboard reads these for rolled days and the raw rows for the
// rest (today, and any day the job has not reached yet). See docs/decisions on rollups.

/** A rolled day: its totals, and when it was rolled. A day without a row is read live. */
export const analyticsRollupDays = pgTable('analytics_rollup_days', {
  day: date({ mode: 'string' }).primaryKey(),
  pageViews: integer().notNull(),
  visitors: integer().notNull(),
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
 * Each session seen (with a public view) on a rolled day, once. Visitors do not add across days,
 * so a range's visitors are the distinct sessions of these rows.
 */
export const analyticsDayVisitors = pgTable(
  'analytics_day_visitors',
  {
    day: date({ mode: 'string' }).notNull(),
    sessionId: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.sessionId] })],
);
