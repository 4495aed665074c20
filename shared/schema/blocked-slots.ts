import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const blockedSlots = pgTable(
  'blocked_slots',
  {
    id: serial().primaryKey(),
    date: text().notNull(),
    timeSlot: text().notNull(),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blocked_slots_date_slot_uq').on(t.date, t.timeSlot)],
);

export type BlockedSlotRow = typeof blockedSlots.$inferSelect;
