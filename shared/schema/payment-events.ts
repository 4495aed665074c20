import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Gateway webhook events already handled, by the gateway's event id: a redelivered event finds
 * its row and changes nothing.
 */
export const paymentEvents = pgTable('payment_events', {
  id: serial().primaryKey(),
  eventId: text().notNull().unique(),
  event: text().notNull(),
  gatewayOrderId: text(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
