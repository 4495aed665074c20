import { index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { corporateOrders } from './corporate-orders';
import { menuItems } from './menu-items';

/**
 * One priced line of a corporate order, kept at the price charged. Deleting a menu item later
 * leaves the line (and the order's own snapshot) intact, only without its link.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => corporateOrders.id, { onDelete: 'cascade' }),
    menuItemId: integer().references(() => menuItems.id, { onDelete: 'set null' }),
    quantity: integer().notNull(),
    /** Paise. */
    unitPrice: integer().notNull(),
  },
  (t) => [index('cart_items_order_idx').on(t.orderId)],
);
