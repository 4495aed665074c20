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
import type { TopUpStatus } from '../domain/booking-payments';
import { reservations } from './reservations';

/** The party a booking had before a change that asks for more money, restored if unpaid. */
export type PartyBefore = { guests: number; vegCount: number; nonVegCount: number };

/**
 * A further payment on a booking already paid online: its party grew (or moved to dearer menus)
 * through the guest's link. The change holds its seats at once, as a booking's first payment
 * does; this row is the gateway order that pays for it, until it is paid or its hold lapses.
 */
export const bookingTopUps = pgTable(
  'booking_top_ups',
  {
    id: serial().primaryKey(),
    reservationId: integer()
      .notNull()
      .references(() => reservations.id),
    /** Paise, worked out by the server from the booking's policy and its new party. */
    amount: integer().notNull(),
    status: text().$type<TopUpStatus>().notNull().default('pending'),
    /** Set once the gateway order is open (after the change commits). */
    gatewayOrderId: text().unique(),
    paymentId: text().unique(),
    /** Unpaid by then: the party goes back to `partyBefore` and a later payment is refunded. */
    holdUntil: timestamp({ withTimezone: true }).notNull(),
    partyBefore: jsonb().$type<PartyBefore>().notNull(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_top_ups_reservation_idx').on(t.reservationId),
    // One change at a time waits for its money: a second one would not know which party to restore.
    uniqueIndex('booking_top_ups_one_pending_uq')
      .on(t.reservationId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type BookingTopUpRow = typeof bookingTopUps.$inferSelect;
