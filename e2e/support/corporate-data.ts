import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CorporateOrderDto } from '@shared/contracts/corporate-order';
import type { MenuItemDto } from '@shared/contracts/menu';
import { daysFromNow, pickDate } from './date-picker';

// The corporate page's tests: dishes and settings made through the staff API, and the buyer's
// steps on the page (the cart, the delivery form, the sandbox's payment dialog).

export { readOrder, setCorporateOrdering } from './order-data';

export type Dish = Pick<MenuItemDto, 'id' | 'name' | 'price'>;

/** Adds an active corporate dish at a whole-rupee price (each test file has a database of its own). */
export async function addDish(
  staffApi: APIRequestContext,
  {
    name,
    price,
    description = 'Packed in a compostable box, serves one.',
    imageUrl = '',
  }: { name: string; price: number; description?: string; imageUrl?: string },
): Promise<Dish> {
  const res = await staffApi.post('/api/menu', {
    data: { name, description, category: 'Meals', imageUrl, courseNumber: 1, price },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as MenuItemDto;
  return { id: body.id, name: body.name, price: body.price };
}

/** Fills in the contact and social settings the corporate hero reads, as staff would. */
export async function setContactAndSocial(
  staffApi: APIRequestContext,
  contact: { phone: string; email: string },
  social: { instagram?: string; twitter?: string; facebook?: string },
): Promise<void> {
  const saved = await staffApi.put('/api/site-settings/contact', {
    data: {
      ...contact,
      address: '12 Lavelle Road, Bengaluru',
      openingHours: 'Monday-Sunday: 11 AM - 11 PM',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const linked = await staffApi.put('/api/site-settings/social', { data: social });
  expect(linked.status(), await linked.text()).toBe(200);
}

/** Changes a dish behind the buyer's back, as staff would. */
export async function changeDish(
  staffApi: APIRequestContext,
  dish: Dish,
  patch: Partial<Pick<MenuItemDto, 'price' | 'name' | 'isActive'>>,
): Promise<void> {
  const res = await staffApi.patch(`/api/menu/${dish.id}`, { data: patch });
  expect(res.status(), await res.text()).toBe(200);
}

/** Every corporate order, as the staff list shows them. */
export async function corporateOrders(staffApi: APIRequestContext): Promise<CorporateOrderDto[]> {
  const res = await staffApi.get('/api/corporate-orders');
  expect(res.status()).toBe(200);
  return (await res.json()) as CorporateOrderDto[];
}

/** The orders a given company placed. */
export async function ordersOf(
  staffApi: APIRequestContext,
  companyName: string,
): Promise<CorporateOrderDto[]> {
  return (await corporateOrders(staffApi)).filter((o) => o.companyName === companyName);
}

export const dishCard = (page: Page, dish: Pick<Dish, 'name'>) =>
  page.getByRole('article', { name: dish.name });

export const cartPanel = (page: Page) => page.getByRole('complementary', { name: 'Your Cart' });

export const deliveryForm = (page: Page) => page.getByRole('form', { name: 'Delivery details' });

export const checkoutButton = (page: Page) =>
  page.getByRole('button', { name: /^(Proceed to Payment|Processing\.\.\.)$/ });

export const sandboxDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Test payment — sandbox, no money is taken' });

/** Sets the card's stepper to `quantity` and adds it to the cart. */
export async function addToCart(page: Page, dish: Pick<Dish, 'name'>, quantity = 1) {
  const card = dishCard(page, dish);
  for (let i = 1; i < quantity; i++) {
    await card.getByRole('button', { name: `One more ${dish.name}` }).click();
  }
  await expect(card.getByLabel(`Quantity of ${dish.name}`, { exact: true })).toHaveValue(
    String(quantity),
  );
  await card.getByRole('button', { name: `Add ${dish.name} to cart` }).click();
}

/** Fills the delivery form with good details, delivered on `date` (default: in five days). */
export async function fillDelivery(page: Page, companyName: string, date = daysFromNow(5)) {
  const form = deliveryForm(page);
  await form.getByLabel('Contact person').fill('Meera Iyer');
  await form.getByLabel('Company (optional)').fill(companyName);
  await form.getByLabel('Contact number').fill('+91 98450 12345');
  await form.getByLabel('Email').fill('meera@acme.example');
  await form.getByLabel('Delivery address').fill('4th floor, 12 MG Road, Bengaluru 560001');
  await pickDate(page, date);
  await form.getByLabel('Delivery time').selectOption('12:30 PM');
}

/** The saved cart as the page keeps it, read from the browser. */
export async function storedCart(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('cart');
    return raw === null ? null : (JSON.parse(raw) as unknown);
  });
}
