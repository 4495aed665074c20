import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

import {
  NEW_CORPORATE_ORDER_STATUS,
  type CorporateOrderStatus,
  type CorporatePaymentStatus,
  type PaymentLinkStatus,
  type PaymentMode,
  type RefundStatus,
} from '../domain/statuses';

export { corporateOrderStatuses, type CorporateOrderStatus } from '../domain/statuses';

/** Who the buyer asked the tax invoice to be made out to; `state` is a GST state code. */
export type BillingSnapshot = {
  legalName: string;
  gstin: string | null;
  address: string | null;
  state: string | null;
  poNumber: string | null;
};

/** A line as it was charged; `price` is the whole-rupee unit price. */
/**
 * One line as charged. `category` is the dish's menu category at checkout (older orders have
 * none): the invoice reads it to tell goods (a hamper) from catering.
 */
export type OrderLineSnapshot = {
  name: string;
  quantity: number;
  price: number;
  category?: string;
};

export const corporateOrders = pgTable(
  'corporate_orders',
  {
    id: serial().primaryKey(),
    companyName: text().notNull(),
    contactPerson: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    eventType: text(),
    attendees: integer(),
    eventDate: text(),
    specialRequirements: text(),
    status: text().$type<CorporateOrderStatus>().notNull().default(NEW_CORPORATE_ORDER_STATUS),
    /** Paise. */
    totalAmount: integer(),
    paymentStatus: text().$type<CorporatePaymentStatus>().notNull().default('not_paid'),
    /** The gateway's payment that paid the order. */
    paymentId: text().unique(),
    /** The gateway's order (Razorpay or the sandbox) the buyer pays. */
    razorpayOrderId: text().unique(),
    paidAt: timestamp({ withTimezone: true }),
    /** Set when staff reject a paid order: the full refund asked of the gateway. */
    refundStatus: text().$type<RefundStatus>(),
    refundId: text().unique(),
    /** Paise. */
    refundAmount: integer(),
    deliveryAddress: text(),
    deliveryDate: text(),
    deliveryTime: text(),
    orderItems: jsonb().$type<OrderLineSnapshot[]>(),
    /**
     * The secret of the buyer's order page (/order/<token>). Kept as it is, not hashed like a
     * booking's manage token: every later mail (approval, cancellation, refund) links to the page,
     * and it only opens this row's own data read-only. Null for orders from before the page.
     */
    viewToken: text().unique(),
    /** The buyer's billing details for the tax invoice; null when none were given. */
    billing: jsonb().$type<BillingSnapshot>(),
    paymentMode: text().$type<PaymentMode>().notNull().default('card'),
    /** Where the payment link went (the buyer's accounts team), for orders paid by link. */
    accountsEmail: text(),
    /** The gateway's payment link (Razorpay's plink_…, or the sandbox's). */
    paymentLinkId: text().unique(),
    paymentLinkUrl: text(),
    paymentLinkExpiresAt: timestamp({ withTimezone: true }),
    paymentLinkStatus: text().$type<PaymentLinkStatus>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The staff list, newest first: a page is one range, of every order or of one status or
    // payment status (the list's filters).
    index('corporate_orders_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('corporate_orders_status_newest_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('corporate_orders_payment_newest_idx').on(
      t.paymentStatus,
      t.createdAt.desc(),
      t.id.desc(),
    ),
  ],
);

export type CorporateOrderRow = typeof corporateOrders.$inferSelect;
