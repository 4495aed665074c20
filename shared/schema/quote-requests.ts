import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { NEW_QUOTE_REQUEST_STATUS, type QuoteRequestStatus } from '../domain/statuses';

/** A visitor's request for a catering quote, followed up by staff. */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    company: text(),
    email: text().notNull(),
    phone: text().notNull(),
    /** yyyy-MM-dd, the day of the event. */
    eventDate: text().notNull(),
    guests: integer().notNull(),
    message: text(),
    status: text().$type<QuoteRequestStatus>().notNull().default(NEW_QUOTE_REQUEST_STATUS),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The staff list, newest first: a page is one range, of every request or of one status.
    index('quote_requests_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('quote_requests_status_newest_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
  ],
);

export type QuoteRequestRow = typeof quoteRequests.$inferSelect;
