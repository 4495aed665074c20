import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, showTheme } from './support/axe';
import { addDish, cartPanel, dishCard } from './support/corporate-data';
import { setLegalDetails } from './support/invoice-data';
import {
  createDish,
  payOrder,
  placeOrder,
  setCorporateOrdering,
  type PlacedOrder,
} from './support/order-data';

// The invoice download on a phone, a typed quantity on the dish cards, and the corporate staff
// screens, on which axe finds nothing of any impact.

/** Axe in both themes (colour in the second), and a screenshot of each, for looking at. */
async function checkInBothThemes(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await showTheme(page, theme);
    await expectNoSeriousA11yViolations(page, { anyImpact: true });
    await testInfo.attach(`${name}-${theme}`, {
      body: await page.screenshot({
        fullPage: true,
        path: testInfo.outputPath(`${name}-${theme}.png`),
      }),
      contentType: 'image/png',
    });
  }
}

/** Nothing on the page is wider than the screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function paidOrderWithInvoice(
  staffApi: Parameters<typeof setLegalDetails>[0],
  request: Parameters<typeof payOrder>[0],
): Promise<PlacedOrder> {
  await setCorporateOrdering(staffApi, true);
  await setLegalDetails(staffApi);
  const dish = await createDish(staffApi, { price: 450 });
  const order = await placeOrder(request, [{ dish, quantity: 4 }]);
  await payOrder(request, order);
  return order;
}

for (const width of [390, 1280]) {
  test(`T14: the tax invoice download on the buyer's order page stays inside its card at ${width} px`, async ({
    page,
    staffApi,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const order = await paidOrderWithInvoice(staffApi, request);
    await page.goto(`/order/${order.orderToken}`);
    const download = page.getByRole('link', { name: /^Download tax invoice .+ \(PDF\)$/ });
    await expect(download).toBeVisible();
    const card = page.locator('div.rounded-xl').filter({ has: download }).last();
    const [link, box] = [await download.boundingBox(), await card.boundingBox()];
    expect(link!.x + link!.width).toBeLessThanOrEqual(box!.x + box!.width);
    expect(link!.x).toBeGreaterThanOrEqual(box!.x);
    await expectNoSidewaysScroll(page);
    await download.scrollIntoViewIfNeeded();
    await checkInBothThemes(page, testInfo, `order-invoice-${width}`);
  });
}

test('T14: twenty boxes are typed into the dish card, not clicked; the card never goes below 1 and a cart line at 0 goes', async ({
  page,
  staffApi,
}) => {
  await setCorporateOrdering(staffApi, true);
  const dish = await addDish(staffApi, { name: 'Diwali Sweets Hamper', price: 1200 });
  await page.goto('/corporate');
  const card = dishCard(page, dish);
  const box = card.getByLabel(`Quantity of ${dish.name}`, { exact: true });
  await box.fill('20');
  await card.getByRole('button', { name: `Add ${dish.name} to cart` }).click();
  const cart = cartPanel(page);
  await expect(cart.getByLabel(`Quantity of ${dish.name} in cart`)).toHaveValue('20');
  // The box is back at 1 after adding; typed below 1 (or emptied) it reads 1 again.
  await expect(box).toHaveValue('1');
  await box.fill('0');
  await box.blur();
  await expect(box).toHaveValue('1');
  await expect(card.getByRole('button', { name: `One less ${dish.name}` })).toBeDisabled();
  await box.fill('3');
  await card.getByRole('button', { name: `One more ${dish.name}` }).click();
  await expect(box).toHaveValue('4');
  await cart.getByLabel(`Quantity of ${dish.name} in cart`).fill('0');
  await expect(cart).toContainText('Your cart is empty');
});

test('T14: the staff quotes, orders and dashboard screens have no axe findings of any impact, at 1280 and 390 px, light and dark', async ({
  page,
  staffApi,
  request,
  loginByApi,
}, testInfo) => {
  // Twelve full axe scans (three screens, two widths, two themes) at the strict bar: more than
  // the default minute on two shared cores.
  test.setTimeout(180_000);
  const quote = await request.post('/api/quote-requests', {
    data: {
      name: 'Kavya Menon',
      company: 'Lotus Analytics',
      email: 'kavya@lotus.example',
      phone: '+91 99000 11223',
      eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      guests: 120,
      message: 'Annual day lunch.',
    },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  const order = await paidOrderWithInvoice(staffApi, request);
  await loginByApi();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/staff/quotes');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Lotus Analytics · Kavya Menon' }),
    ).toBeVisible();
    await checkInBothThemes(page, testInfo, `staff-quotes-${width}`);

    await page.goto('/staff/orders');
    const toggle = page.getByRole('button', { name: new RegExp(`^Order #${order.id}\\b`) });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectNoSidewaysScroll(page);
    await checkInBothThemes(page, testInfo, `staff-orders-${width}`);

    await page.goto('/staff');
    const pending = page.getByRole('link', { name: /Pending Orders/ });
    await expect(pending).toContainText('Paid corporate orders awaiting your approval');
    await checkInBothThemes(page, testInfo, `staff-dashboard-${width}`);
  }
});
