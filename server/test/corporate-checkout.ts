import type { CreateCorporateOrderInput } from '@shared/contracts/corporate-order';
import { SETTING_CONTACT, SETTING_CORPORATE_ORDERING } from '@shared/constants';
import { corporateOrderBill } from '@shared/money';
import type { MenuItemRow } from '@shared/schema/menu-items';
import type { Db } from '../db/connection';
import { clearCorporateOrdering, dateInDays, insertMenuItem, insertSiteSetting } from './factories';
import { setLegalDetails } from './invoicing';

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

/**
 * A clean slate for invoiced orders: no orders or dishes left from another test, two dishes,
 * ordering on, the legal details saved (so payments are invoiced) and the restaurant's contact
 * e-mail (where its new-order notices go).
 */
export async function openInvoicedOrdering(db: Db) {
  await clearCorporateOrdering(db);
  const dishes = await openCorporateOrdering(db);
  await setLegalDetails(db);
  await insertSiteSetting(db, SETTING_CONTACT, {
    phone: '+91 80 1234 5678',
    email: 'kitchen@tastingroom.example',
    address: '12 Lavelle Road',
    openingHours: 'Daily 11 AM - 11 PM',
  });
  return dishes;
}
