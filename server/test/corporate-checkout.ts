import type { CreateCorporateOrderInput } from '@shared/contracts/corporate-order';
import { SETTING_CORPORATE_ORDERING } from '@shared/constants';
import { corporateOrderBill } from '@shared/money';
import type { MenuItemRow } from '@shared/schema/menu-items';
import type { Db } from '../db/connection';
import { dateInDays, insertMenuItem, insertSiteSetting } from './factories';

/** Delivery details that pass every rule, for a day well ahead. */
export function deliveryDetails(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Asha Rao',
    contactNumber: '+91 98765 43210',
    email: 'asha@example.com',
    deliveryAddress: '4th floor, 12 MG Road, Bengaluru 560001',
    deliveryDate: dateInDays(10),
    deliveryTime: '12:30 PM',
    specialInstructions: 'Call at reception',
    ...overrides,
  };
}

/** The payload the corporate page sends for these items and quantities, at their stored prices. */
export function checkoutPayload(
  lines: { item: MenuItemRow; quantity: number }[],
  overrides: Partial<CreateCorporateOrderInput> = {},
): CreateCorporateOrderInput {
  const items = lines.map(({ item, quantity }) => ({
    itemId: item.id,
    name: item.name,
    price: item.price,
    quantity,
  }));
  return {
    items,
    totalAmount: corporateOrderBill(items).totalPaise,
    deliveryDetails: deliveryDetails(),
    status: 'pending',
    paymentStatus: 'pending',
    ...overrides,
  };
}

/** Two active dishes and corporate ordering switched on. */
export async function openCorporateOrdering(db: Db) {
  await insertSiteSetting(db, SETTING_CORPORATE_ORDERING, 'true');
  const thali = await insertMenuItem(db, { name: 'Veg Thali', price: 349, courseNumber: 1 });
  const biryani = await insertMenuItem(db, {
    name: 'Chicken Biryani',
    price: 429,
    courseNumber: 2,
  });
  return { thali, biryani };
}
