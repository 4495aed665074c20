import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const analyticsSessions = pgTable('analytics_sessions', {
  id: serial().primaryKey(),
  sessionId: text().notNull().unique(),
  firstSeen: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastSeen: timestamp({ withTimezone: true }).notNull().defaultNow(),
  totalVisits: integer().notNull().default(1),
  userId: integer(),
});

export const pageViews = pgTable(
  'page_views',
  {
    id: serial().primaryKey(),
    path: text().notNull(),
    sessionId: text().notNull(),
    userId: integer(),
    deviceInfo: jsonb().$type<Record<string, unknown>>(),
    referrer: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    browserInfo: jsonb().$type<Record<string, unknown>>(),
    duration: integer(),
    exitPath: text(),
  },
  (t) => [
    index('page_views_created_at_idx').on(t.createdAt),
    index('page_views_session_idx').on(t.sessionId),
  ],
);

export const conversionEvents = pgTable(
  'conversion_events',
  {
    id: serial().primaryKey(),
    eventType: text().notNull(),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: integer(),
    sessionId: text(),
    reservationId: integer(),
    metadata: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    index('conversion_events_type_time_idx').on(t.eventType, t.timestamp),
    // A booking completes the funnel once, however often its page reports it.
    uniqueIndex('conversion_events_completed_reservation_uq')
      .on(t.reservationId)
      .where(sql`${t.eventType} = 'reservation_complete'`),
  ],
);
