import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { RefundStatus } from '../domain/statuses';

/**
 * A payment captured on an order that was already paid (Razorpay lets a buyer pay one order
 * twice, from two tabs or a retried dialog): recorded once by its payment id, whichever of the
 * webhook, the verify call or reconciliation sees it first, and refunded in full by its job.
 * It is not the order's money: the order keeps its first payment, invoice and totals.
 */
export const extraPayments = pgTable(
  'extra_payments',
  {
    id: serial().primaryKey(),
    /** The gateway's payment: unique, so it is recorded and refunded once. */
    paymentId: text().notNull().unique(),
    /** The gateway order it was paid on, when known (a payment link's order is the gateway's). */
    gatewayOrderId: text(),
    /** Paise: what the gateway captured (the order's amount until the refund job reads it). */
    amount: integer().notNull(),
    /** What it was paid for, e.g. 'reservation:12' or 'corporate-order:3'. */
    ref: text().notNull(),
    /** Why it is refunded: 'already_paid'. */
    reason: text().notNull(),
    status: text().$type<RefundStatus>().notNull().default('requested'),
    gatewayRefundId: text().unique(),
    /** A refund job asking the gateway holds the row until then (two processes never both ask). */
    claimedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('extra_payments_ref_idx').on(t.ref)],
);

export type ExtraPaymentRow = typeof extraPayments.$inferSelect;
