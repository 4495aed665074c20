import { sql, type SQL } from 'drizzle-orm';
import {
  index,
  type PgColumn,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ROUTES, STAFF_AREA } from '../routes';

const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/**
 * A public view: one made by nobody signed in, of a page outside the staff portal and its
 * sign-in page. Only these count in the visitor figures. The partial index below is built on
 * exactly this condition, written with constants rather than parameters, so a query that
 * repeats it reads the index without testing any row.
 */
export function publicViewCondition(userId: PgColumn, path: PgColumn): SQL {
  return sql`${userId} is null and ${path} !~ ${literal(STAFF_AREA.source)} and ${path} <> ${literal(ROUTES.login.path)}`;
}

export const analyticsSessions = pgTable(
  'analytics_sessions',
  {
    id: serial().primaryKey(),
    sessionId: text().notNull().unique(),
    firstSeen: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp({ withTimezone: true }).notNull().defaultNow(),
    totalVisits: integer().notNull().default(1),
    userId: integer(),
    /** The session's first public view (see publicViewCondition); null while it has none. */
    firstPublicViewAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('analytics_sessions_first_public_view_idx').on(t.firstPublicViewAt)],
);

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
    // The dashboard reads a range's public views from this index alone.
    index('page_views_public_time_idx')
      .on(t.createdAt, t.sessionId, t.path)
      .where(publicViewCondition(t.userId, t.path)),
    index('page_views_session_time_idx').on(t.sessionId, t.createdAt),
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
