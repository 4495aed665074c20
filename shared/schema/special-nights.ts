import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { TastingCourse } from '../domain/dietary';

/** A seating's own number of seats on a special night, by the seating's id. */
export type NightCapacity = { timeSlotId: number; maxCapacity: number };

/** A special night's own tasting menu: a name and its courses, written like the usual menus. */
export type NightMenu = { name: string; courses: TastingCourse[] };

/**
 * How a special night's diners pay: `usual` follows the booking payment policy; otherwise the
 * night's own (`none`: at the restaurant; `deposit` per guest; `prepay`: the whole bill).
 */
export const specialNightPayments = ['usual', 'none', 'deposit', 'prepay'] as const;
export type SpecialNightPayment = (typeof specialNightPayments)[number];

/**
 * A night (or a run of nights, both ends included) that differs from the usual: its own seats per
 * seating, its own menu and price, its own payment. Nights of two special nights never overlap
 * (checked under a lock when one is written).
 */
export const specialNights = pgTable('special_nights', {
  id: serial().primaryKey(),
  name: text().notNull(),
  /** yyyy-MM-dd, restaurant calendar. */
  startDate: text().notNull(),
  endDate: text().notNull(),
  capacities: jsonb().$type<NightCapacity[]>().notNull().default([]),
  menu: jsonb().$type<NightMenu>(),
  /** Whole rupees per guest before GST; null keeps the usual veg and non-veg prices. */
  pricePerGuest: integer(),
  payment: text().$type<SpecialNightPayment>().notNull().default('usual'),
  /** Whole rupees per guest, for a `deposit` night. */
  depositPerGuest: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type SpecialNightRow = typeof specialNights.$inferSelect;
