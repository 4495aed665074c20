import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The payment sandbox's side of the card network (server/payments/sandbox-gateway.ts): what
// Razorpay would hold for a site without keys. In the database, not in one process's memory, so
// a checkout opened through one server process can be paid, checked and refunded through
// another. The ids are the gateway's (order_…, pay_…, rfnd_…); amounts are paise.

export const sandboxOrders = pgTable('sandbox_orders', {
  id: serial().primaryKey(),
  gatewayOrderId: text().notNull().unique(),
  amount: integer().notNull(),
  currency: text().notNull(),
  receipt: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: serial().primaryKey(),
    paymentId: text().notNull().unique(),
    gatewayOrderId: text()
      .notNull()
      .references(() => sandboxOrders.gatewayOrderId, { onDelete: 'cascade' }),
    /** A GatewayPaymentStatus: 'captured', 'failed' or, once refunded, 'refunded'. */
    status: text().notNull(),
    amount: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.gatewayOrderId)],
);

// No reference to the payment: like the in-memory sandbox before it, a refund is recorded for
// whatever payment id the refund job names.
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: serial().primaryKey(),
    refundId: text().notNull().unique(),
    paymentId: text().notNull(),
    amount: integer().notNull(),
    /** A GatewayRefundStatus; the sandbox processes every refund at once. */
    status: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_refunds_payment_idx').on(t.paymentId)],
);

/**
 * The sandbox's payment links (Razorpay's plink_…): what the local payment page pays. `status`
 * is 'created' until paid; expiry is read from `expiresAt`, as the gateway would report it.
 */
export const sandboxPaymentLinks = pgTable('sandbox_payment_links', {
  id: serial().primaryKey(),
  linkId: text().notNull().unique(),
  amount: integer().notNull(),
  referenceId: text().notNull(),
  description: text().notNull(),
  callbackUrl: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  /** 'created' or 'paid'. */
  status: text().notNull(),
  paymentId: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
