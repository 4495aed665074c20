import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const timeSlots = pgTable('time_slots', {
  id: serial().primaryKey(),
  /** Display label and key, e.g. '7:00 PM - 8:00 PM'. */
  slot: text().notNull().unique(),
  /** HH:mm, 24-hour, restaurant time zone. */
  startTime: text().notNull(),
  endTime: text().notNull(),
  maxCapacity: integer().notNull().default(10),
  isActive: boolean().notNull().default(true),
  order: integer().notNull().default(0),
});

export type TimeSlotRow = typeof timeSlots.$inferSelect;
