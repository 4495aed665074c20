import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { WaitlistStatus } from '../domain/waitlist';
import { reservations } from './reservations';

/**
 * Parties waiting for a seat in a full seating, in joining order (id). An `offered` entry holds
 * its party's seats until `holdExpiresAt`: they count as taken for every other booking.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    /** yyyy-MM-dd in the restaurant's time zone. */
    date: text().notNull(),
    timeSlot: text().notNull(),
    guests: integer().notNull(),
    status: text().$type<WaitlistStatus>().notNull().default('waiting'),
    /**
     * The diner's link is derived from this salt and the server's secret (waitlist-links.ts), so
     * an offer made later can still carry it; only its hash is looked up, never the link stored.
     */
    tokenSalt: text().notNull(),
    tokenHash: text().notNull(),
    offeredAt: timestamp({ withTimezone: true }),
    holdExpiresAt: timestamp({ withTimezone: true }),
    /** The booking a claimed offer became. */
    reservationId: integer().references(() => reservations.id, { onDelete: 'set null' }),
    /** When the entry left the queue (booked, expired, left or removed). */
    closedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('waitlist_entries_seating_idx').on(t.date, t.timeSlot, t.status),
    uniqueIndex('waitlist_entries_token_hash_uq').on(t.tokenHash),
  ],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
