import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text(),
    imageUrl: text(),
    category: text().notNull().default('Meals'),
    courseNumber: integer().notNull(),
    /** Whole rupees. */
    price: integer().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('menu_items_active_idx').on(t.isActive)],
);

export type MenuItemRow = typeof menuItems.$inferSelect;
