import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BookingRefundReason } from '../domain/booking-refunds';
import type { RefundStatus } from '../domain/statuses';
import { bookingTopUps } from './booking-top-ups';
import { reservations } from './reservations';

/**
 * Money given back on a booking paid when booking, one row a refund: asked for in the transaction
 * of the change that causes it, then asked of the gateway by the refund job, oldest first.
 */
export const bookingRefunds = pgTable(
  'booking_refunds',
  {
    id: serial().primaryKey(),
    reservationId: integer()
      .notNull()
      .references(() => reservations.id),
    /** Paise. */
    amount: integer().notNull(),
    reason: text().$type<BookingRefundReason>().notNull(),
    status: text().$type<RefundStatus>().notNull().default('requested'),
    /** The gateway's refund, once asked for (adopted if the gateway already held it). */
    gatewayRefundId: text().unique(),
    /**
     * The payment it gives back: a top-up (a later payment for a larger party), or null for the
     * booking's first payment. A refund larger than one payment is split, one row a payment.
     */
    topUpId: integer().references(() => bookingTopUps.id),
    /** Who asked: staff's user name, 'guest' or 'system'. */
    requestedBy: text().notNull(),
    /**
     * A refund job asking the gateway holds the row until then, so two processes never ask for
     * the same refund; a job that died lets it go when the time passes.
     */
    claimedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('booking_refunds_reservation_idx').on(t.reservationId, t.id),
    // A cancellation and a late payment are each refunded at most once per booking and payment.
    uniqueIndex('booking_refunds_once_uq')
      .on(t.reservationId, t.reason, sql`coalesce(${t.topUpId}, 0)`)
      .where(sql`${t.reason} in ('cancellation', 'late_payment')`),
  ],
);

export type BookingRefundRow = typeof bookingRefunds.$inferSelect;
