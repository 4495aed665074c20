import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

import { NEW_CORPORATE_ORDER_STATUS, type CorporateOrderStatus } from '../domain/statuses';

export { corporateOrderStatuses, type CorporateOrderStatus } from '../domain/statuses';

export type OrderLineSnapshot = { name: string; quantity: number; price: number };

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
    paymentStatus: text().notNull().default('not_paid'),
    paymentId: text(),
    razorpayOrderId: text().unique(),
    deliveryAddress: text(),
    deliveryDate: text(),
    deliveryTime: text(),
    orderItems: jsonb().$type<OrderLineSnapshot[]>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('corporate_orders_status_idx').on(t.status)],
);

export type CorporateOrderRow = typeof corporateOrders.$inferSelect;
