import type { Page } from '@playwright/test';
import type { MediaFileDto } from '@shared/contracts/media';
import { corporateOrderBill } from '@shared/money';
import { expect, test, toasts, waitForPageReady } from './fixtures';
import { expectNoSeriousA11yViolationsInBothThemes } from './support/axe';
import {
  addDish,
  addToCart,
  cartPanel,
  changeDish,
  checkoutButton,
  deliveryForm,
  dishCard,
  fillDelivery,
  ordersOf,
  readOrder,
  sandboxDialog,
  setContactAndSocial,
  setCorporateOrdering,
  storedCart,
} from './support/corporate-data';
import { moveOrder } from './support/order-data';
import { photoPng } from './support/staff-api';

// The corporate page in the payment sandbox: the offers, the menu and cart, the delivery form,
// paying and every way checkout can be refused; then the whole journey with the staff screens,
// a phone, and axe in both themes. Each test file has a server and database of its own.

const toast = (page: Page, text: string | RegExp) =>
  toasts(page).getByText(text, { exact: typeof text === 'string' });

test('with corporate ordering off, the page shows the contacts and offers but no menu or cart', async ({
  page,
  staffApi,
}) => {
  await setCorporateOrdering(staffApi, false);
  await addDish(staffApi, { name: 'Hidden Box', price: 100 });
  // Before staff fill the settings in, the contact lines say so.
  await page.goto('/corporate');
  await expect(page.getByRole('heading', { level: 1, name: 'Corporate Orders' })).toBeVisible();
  await expect(page.getByText('Call us: Phone not available')).toBeVisible();
  await expect(page.getByText('Write to us: Email not available')).toBeVisible();
  await expect(page.getByText(/^Follow us/)).toHaveCount(0);

  await setContactAndSocial(
    staffApi,
    { phone: '+91 80 4567 8910', email: 'catering@tastingroom.example' },
    { instagram: 'https://www.instagram.com/thetastingroom/', twitter: 'https://x.com/tr_blr' },
  );
  await page.reload();
  const hero = page.getByRole('main');
  await expect(hero.getByRole('link', { name: '+91 80 4567 8910' })).toHaveAttribute(
    'href',
    'tel:+918045678910',
  );
  await expect(hero.getByRole('link', { name: 'catering@tastingroom.example' })).toHaveAttribute(
    'href',
    'mailto:catering@tastingroom.example',
  );
  await expect(hero.getByText('Follow us on Instagram:')).toBeVisible();
  await expect(hero.getByRole('link', { name: '@thetastingroom' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/thetastingroom/',
  );
  for (const offer of ['Fixed Meal days', 'Subscription Meal Plans', 'Festival Hampers']) {
    await expect(page.getByRole('heading', { name: offer })).toBeVisible();
  }
  await expect(page.getByText('10% off direct dine-ins and B2C orders')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Corporate Menu' })).toHaveCount(0);
  await expect(page.getByText('Hidden Box')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toHaveCount(0);
});

test(
  'a buyer fills the cart and the delivery form, pays in the sandbox, and the order is paid at the bill',
  { tag: '@smoke' },
  async ({ page, staffApi }) => {
    await setCorporateOrdering(staffApi, true);
    const thali = await addDish(staffApi, { name: 'Veg Thali Box', price: 349 });
    const biryani = await addDish(staffApi, { name: 'Chicken Biryani Box', price: 429 });
    await page.goto('/corporate');
    const cart = cartPanel(page);
    await expect(cart).toContainText('Your cart is empty');
    await expect(checkoutButton(page)).toBeDisabled();

    // The stepper never goes below 1.
    const card = dishCard(page, thali);
    const less = card.getByRole('button', { name: `One less ${thali.name}` });
    await expect(less).toBeDisabled();
    await card.getByRole('button', { name: `One more ${thali.name}` }).click();
    const box = card.getByLabel(`Quantity of ${thali.name}`, { exact: true });
    await expect(box).toHaveValue('2');
    await less.click();
    await expect(box).toHaveValue('1');
    await expect(less).toBeDisabled();

    await addToCart(page, thali, 3);
    await addToCart(page, biryani, 2);
    // 3 × 349 + 2 × 429 = 1,905 rupees; GST 95.25; total 2,000.25.
    const bill = corporateOrderBill([
      { price: 349, quantity: 3 },
      { price: 429, quantity: 2 },
    ]);
    expect(bill.totalPaise).toBe(200025);
    await expect(cart.getByLabel(`Quantity of ${thali.name} in cart`)).toHaveValue('3');
    await expect(cart.getByText('₹1,905.00')).toBeVisible();
    await expect(cart.getByText('₹95.25')).toBeVisible();
    await expect(cart.getByTestId('cart-total')).toHaveText('₹2,000.25');

    // A quantity of 0 removes the line; the same dish added again comes back.
    await cart.getByLabel(`Quantity of ${biryani.name} in cart`).fill('0');
    await expect(cart.getByText(biryani.name)).toHaveCount(0);
    await expect(cart.getByTestId('cart-total')).toHaveText('₹1,099.35');
    await addToCart(page, biryani, 2);
    await expect(cart.getByTestId('cart-total')).toHaveText('₹2,000.25');
    // The cart is kept in local storage under 'cart'.
    expect(await storedCart(page)).toEqual([
      { item: expect.objectContaining({ id: thali.id, price: 349 }), quantity: 3 },
      { item: expect.objectContaining({ id: biryani.id, price: 429 }), quantity: 2 },
    ]);

    // The form's own messages.
    await checkoutButton(page).click();
    for (const message of [
      'Name must be at least 2 characters',
      'Contact number must be at least 10 digits',
      'Please enter a valid email address',
      'Address must be at least 10 characters',
      'Please select a delivery date',
      'Please select a delivery time',
    ]) {
      await expect(deliveryForm(page).getByText(message, { exact: true })).toBeVisible();
    }
    await expect(
      page.getByText('Delivery charges are paid to the delivery partner.'),
    ).toBeVisible();
    expect(await ordersOf(staffApi, 'Acme Software')).toEqual([]);

    await fillDelivery(page, 'Acme Software');
    await checkoutButton(page).click();
    const dialog = sandboxDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('₹2,000.25');
    await expect(dialog).toContainText('Corporate Order Payment');
    // Checkout is busy while the payment dialog is open.
    await expect(checkoutButton(page)).toBeDisabled();
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await expect(toast(page, 'Order Confirmed!')).toBeVisible();
    await expect(
      toast(page, 'Your payment was successful and your order has been placed.'),
    ).toBeVisible();
    // The page reloads after 2 seconds with an empty cart.
    await page.waitForEvent('load');
    await expect(toast(page, 'Order Confirmed!')).toHaveCount(0);
    await expect(cartPanel(page)).toContainText('Your cart is empty');
    expect(await storedCart(page)).toEqual([]);

    const [order, ...others] = await ordersOf(staffApi, 'Acme Software');
    expect(others).toEqual([]);
    expect(order).toMatchObject({
      paymentStatus: 'completed',
      status: 'pending',
      totalAmount: bill.totalPaise,
      contactPerson: 'Meera Iyer',
      deliveryTime: '12:30 PM',
      orderItems: [
        { name: thali.name, quantity: 3, price: 349 },
        { name: biryani.name, quantity: 2, price: 429 },
      ],
    });
  },
);

test("U2: after paying, the toast and the reload are followed by a lasting panel (order number, 'paid, awaiting approval', focus) linking to the private order page, which follows the order; U10: the delivery time is picked from a list; at 1280 and 390 px", async ({
  page,
  staffApi,
}) => {
  await setCorporateOrdering(staffApi, true);
  const dish = await addDish(staffApi, { name: 'Paneer Tikka Box', price: 400 });
  await page.goto('/corporate');
  await addToCart(page, dish, 2);
  // U10: no sample time that looks filled in; a list of times that sends '3:00 PM' as before.
  const time = deliveryForm(page).getByLabel('Delivery time');
  await expect(time).toHaveValue('');
  await expect(time.locator('option').first()).toHaveText('Select a time');
  await expect(time.locator('option', { hasText: /^3:00 PM$/ })).toHaveCount(1);
  await fillDelivery(page, 'Panel Corp');
  await time.selectOption('3:00 PM');
  await checkoutButton(page).click();
  await sandboxDialog(page).getByRole('button', { name: 'Pay' }).click();
  await expect(toast(page, 'Order Confirmed!')).toBeVisible();
  await page.waitForEvent('load');

  const [order] = await ordersOf(staffApi, 'Panel Corp');
  expect(order).toMatchObject({ paymentStatus: 'completed', deliveryTime: '3:00 PM' });
  const panel = page.getByRole('region', { name: `Order #${order!.id} placed` });
  await expect(panel.getByRole('heading', { name: `Order #${order!.id} placed` })).toBeFocused();
  await expect(panel).toContainText('Status: Paid, awaiting approval');
  // Still there a while later: it does not fade like the toast.
  await page.waitForTimeout(5500);
  await expect(panel).toBeVisible();

  await panel.getByRole('link', { name: 'View your order' }).click();
  await expect(page).toHaveURL(/\/order\/[A-Za-z0-9_-]{32}$/);
  const orderPage = page.url();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order!.id}` })).toBeVisible();
  await expect(page.getByTestId('order-state')).toHaveText('Paid, awaiting approval');
  await expect(page.getByRole('table', { name: `Items of order #${order!.id}` })).toContainText(
    'Paneer Tikka Box',
  );
  await expect(page.getByText('₹840.00')).toBeVisible();
  await expect(page.getByText('3:00 PM')).toBeVisible();

  // Staff approve: the open page follows without a reload (as when the buyer comes back to it).
  await moveOrder(staffApi, order!.id, 'approved');
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByTestId('order-state')).toHaveText('Approved');

  // The page itself is private, and it fits a phone.
  const response = await page.goto(orderPage);
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('order-state')).toHaveText('Approved');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto('/corporate');
  await expect(page.getByRole('region', { name: `Order #${order!.id} placed` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('region', { name: /placed$/ })).toHaveCount(0);
});

test('closing the payment dialog (button or Escape) says Payment Cancelled and changes nothing else; Fail then Pay works', async ({
  page,
  staffApi,
}) => {
  await setCorporateOrdering(staffApi, true);
  const dal = await addDish(staffApi, { name: 'Dal Makhani Box', price: 300 });
  await page.goto('/corporate');
  await addToCart(page, dal, 2);
  await fillDelivery(page, 'Cancel Co');
  const cartBefore = await storedCart(page);

  for (const close of ['button', 'Escape'] as const) {
    await checkoutButton(page).click();
    const dialog = sandboxDialog(page);
    await expect(dialog).toBeVisible();
    if (close === 'button') await dialog.getByRole('button', { name: 'Close' }).click();
    else await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(toast(page, 'Payment Cancelled')).toBeVisible();
    await expect(toast(page, "You can try again when you're ready.")).toBeVisible();
    // Nothing else: the cart, the form and the button are as they were, the order unpaid.
    await expect(cartPanel(page).getByText(dal.name)).toBeVisible();
    expect(await storedCart(page)).toEqual(cartBefore);
    await expect(deliveryForm(page).getByLabel('Contact person')).toHaveValue('Meera Iyer');
    await expect(checkoutButton(page)).toHaveText('Proceed to Payment');
    await expect(checkoutButton(page)).toBeEnabled();
  }
  const unpaid = await ordersOf(staffApi, 'Cancel Co');
  expect(unpaid).toHaveLength(2);
  for (const order of unpaid) {
    expect(order).toMatchObject({
      paymentStatus: 'pending',
      status: 'pending',
      totalAmount: 63000,
    });
  }

  // Try again: the card is declined (the dialog stays open), then paid.
  await checkoutButton(page).click();
  const dialog = sandboxDialog(page);
  await dialog.getByRole('button', { name: 'Fail' }).click();
  await expect(toast(page, 'Payment Failed')).toBeVisible();
  await expect(toast(page, /declined/)).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay' })).toBeFocused();
  await expect(cartPanel(page).getByText(dal.name)).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(toast(page, 'Order Confirmed!')).toBeVisible();
  await page.waitForEvent('load');
  const orders = await ordersOf(staffApi, 'Cancel Co');
  expect(orders.filter((o) => o.paymentStatus === 'completed')).toHaveLength(1);
  expect(orders.filter((o) => o.paymentStatus === 'pending')).toHaveLength(2);
});

test('while the menu loads, six skeleton cards hold its place; a broken dish picture falls back to the logo', async ({
  page,
  staffApi,
}) => {
  await setCorporateOrdering(staffApi, true);
  const logo = (await (
    await staffApi.post('/api/media/upload', {
      multipart: {
        purpose: 'logo',
        file: { name: 'logo.png', mimeType: 'image/png', buffer: await photoPng(320, 320) },
      },
    })
  ).json()) as MediaFileDto;
  const logoSrc = logo.variants.at(-1)?.path ?? logo.filePath;
  const broken = await addDish(staffApi, {
    name: 'Broken Picture Box',
    price: 180,
    imageUrl: '/uploads/none.webp',
  });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/menu', async (route) => {
    await held;
    await route.continue();
  });
  // The first HTML of /corporate already holds the menu (server rendering), so the skeleton shows
  // where the menu really is fetched: on arriving from a page the browser rendered on its own.
  await page.goto('/login');
  await page.evaluate(() => {
    history.pushState(null, '', '/corporate');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('menu-skeleton')).toHaveCount(6);
  release();
  const card = dishCard(page, broken);
  await expect(card).toBeVisible();
  await expect(page.getByTestId('menu-skeleton')).toHaveCount(0);
  const img = card.locator('img');
  await expect(img).toHaveAttribute('src', logoSrc);
  // The fallback really shows a picture.
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);

  // The other tests' pictures stay as they were.
  expect((await staffApi.delete(`/api/media/${logo.id}`)).ok()).toBe(true);
});

test('a damaged or outdated saved cart is repaired with a notice, never a crash', async ({
  page,
  staffApi,
}) => {
  await setCorporateOrdering(staffApi, true);
  const kept = await addDish(staffApi, { name: 'Paneer Roll Box', price: 200 });
  const renamed = await addDish(staffApi, { name: 'Kathi Roll', price: 150 });
  const gone = await addDish(staffApi, { name: 'Old Special', price: 100 });
  await changeDish(staffApi, gone, { isActive: false });
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.addInitScript(
    ([keptId, renamedId, goneId]) => {
      // Seeded once: the reloads below must find what the test wrote, not this again.
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'cart',
        JSON.stringify([
          { item: { id: keptId, name: 'Paneer Roll Box', price: 150, imageUrl: '' }, quantity: 2 },
          { item: { id: renamedId, name: 'Roll', price: 150, imageUrl: '' }, quantity: 1 },
          { item: { id: goneId, name: 'Old Special', price: 100, imageUrl: '' }, quantity: 1 },
          { item: { id: 999999, name: 'Unknown Box', price: 100, imageUrl: '' }, quantity: 1 },
          { broken: true },
        ]),
      );
    },
    [kept.id, renamed.id, gone.id],
  );
  await page.goto('/corporate');
  const cart = cartPanel(page);
  for (const notice of [
    'Part of your saved cart could not be read and was removed.',
    'The price of Paneer Roll Box is now ₹200.00 (was ₹150.00).',
    'Roll is now called Kathi Roll.',
    'Old Special is no longer on the menu and was removed from your cart.',
    'Unknown Box is no longer on the menu and was removed from your cart.',
  ]) {
    await expect(cart.getByText(notice)).toBeVisible();
  }
  // 2 × 200 + 150 = 550 rupees + 5% = 577.50.
  await expect(cart.getByTestId('cart-total')).toHaveText('₹577.50');
  expect(await storedCart(page)).toEqual([
    { item: expect.objectContaining({ id: kept.id, price: 200 }), quantity: 2 },
    { item: expect.objectContaining({ id: renamed.id, name: 'Kathi Roll' }), quantity: 1 },
  ]);
  await cart.getByRole('button', { name: 'Dismiss cart notices' }).click();
  await expect(cart.getByText('Roll is now called Kathi Roll.')).toHaveCount(0);

  for (const raw of ['{not json', '{"item":1}', '[{"item":{"id":"x"},"quantity":-1}]']) {
    await page.evaluate((value) => localStorage.setItem('cart', value), raw);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
    await expect(cart).toContainText('Your cart is empty');
    await expect(
      cart.getByText('Part of your saved cart could not be read and was removed.'),
    ).toBeVisible();
    expect(await storedCart(page)).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test('a cart the menu no longer matches is refused at checkout, refreshed and repaired; then it pays', async ({
  page,
  staffApi,
}) => {
  await setCorporateOrdering(staffApi, true);
  const wrap = await addDish(staffApi, { name: 'Falafel Wrap Box', price: 220 });
  const salad = await addDish(staffApi, { name: 'Quinoa Salad Box', price: 260 });
  await page.goto('/corporate');
  await addToCart(page, wrap, 2);
  await addToCart(page, salad, 1);
  await fillDelivery(page, 'Stale Cart Ltd');

  // Staff change the menu while the buyer fills the form.
  await changeDish(staffApi, wrap, { price: 240 });
  await changeDish(staffApi, salad, { isActive: false });
  await checkoutButton(page).click();
  await expect(toast(page, 'Checkout Failed')).toBeVisible();
  await expect(toast(page, /no longer available/)).toBeVisible();
  const cart = cartPanel(page);
  await expect(
    cart.getByText(`${salad.name} is no longer on the menu and was removed from your cart.`),
  ).toBeVisible();
  await expect(
    cart.getByText(`The price of ${wrap.name} is now ₹240.00 (was ₹220.00).`),
  ).toBeVisible();
  await expect(dishCard(page, salad)).toHaveCount(0);
  // 2 × 240 = 480 + 5% = 504.
  await expect(cart.getByTestId('cart-total')).toHaveText('₹504.00');
  expect(await ordersOf(staffApi, 'Stale Cart Ltd')).toEqual([]);

  // A price changed alone: refused as prices_changed, repaired the same way.
  await changeDish(staffApi, wrap, { price: 250 });
  await checkoutButton(page).click();
  await expect(toast(page, /Some prices have changed/)).toBeVisible();
  await expect(
    cart.getByText(`The price of ${wrap.name} is now ₹250.00 (was ₹240.00).`),
  ).toBeVisible();
  await expect(cart.getByTestId('cart-total')).toHaveText('₹525.00');

  await checkoutButton(page).click();
  await sandboxDialog(page).getByRole('button', { name: 'Pay' }).click();
  await expect(toast(page, 'Order Confirmed!')).toBeVisible();
  await expect
    .poll(async () => (await ordersOf(staffApi, 'Stale Cart Ltd'))[0]?.paymentStatus)
    .toBe('completed');
  expect((await ordersOf(staffApi, 'Stale Cart Ltd'))[0]?.totalAmount).toBe(52500);
});

test('refusals: field messages go on the form, the server says why, ordering closed hides the menu, a missing SDK is reported', async ({
  page,
  staffApi,
}) => {
  await setCorporateOrdering(staffApi, true);
  const idli = await addDish(staffApi, { name: 'Idli Vada Box', price: 150 });
  await page.goto('/corporate');
  await addToCart(page, idli, 4);
  await fillDelivery(page, 'Refused Inc');

  // Answers the server may give that the form cannot cause: played by the test.
  const answers = [
    {
      status: 400,
      json: {
        message: 'Please check the highlighted fields',
        code: 'invalid_input',
        errors: [
          { path: 'deliveryDetails.contactNumber', message: 'This number cannot be reached' },
          { path: 'items.0.quantity', message: 'Quantity must be a whole number from 1 to 500' },
        ],
      },
    },
    {
      status: 429,
      json: { message: 'Too many orders from here. Please try again later.', code: 'rate_limited' },
    },
    {
      status: 503,
      json: {
        message: 'Card payments are not set up yet. Please call us to place your order.',
        code: 'payments_unavailable',
      },
    },
    { status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' },
  ];
  await page.route('**/api/corporate-orders/create', (route) => route.fulfill(answers.shift()!));

  await checkoutButton(page).click();
  await expect(toast(page, 'Please check the highlighted fields')).toBeVisible();
  const phone = deliveryForm(page).getByLabel('Contact number');
  await expect(deliveryForm(page).getByText('This number cannot be reached')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toBeFocused();
  await phone.fill('+91 98450 54321');

  for (const said of [
    'Too many orders from here. Please try again later.',
    'Card payments are not set up yet. Please call us to place your order.',
    'An error occurred during checkout.',
  ]) {
    await checkoutButton(page).click();
    await expect(toast(page, 'Checkout Failed')).toBeVisible();
    await expect(toast(page, said)).toBeVisible();
    await expect(checkoutButton(page)).toBeEnabled();
  }
  await page.unroute('**/api/corporate-orders/create');
  expect(await ordersOf(staffApi, 'Refused Inc')).toEqual([]);

  // Staff close ordering while the buyer is on the page.
  await setCorporateOrdering(staffApi, false);
  await checkoutButton(page).click();
  await expect(
    toast(page, 'Corporate ordering is closed at the moment. Please call us to order.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Corporate Menu' })).toHaveCount(0);
  // The buyer's cart is kept for when ordering opens again.
  expect(await storedCart(page)).toEqual([
    { item: expect.objectContaining({ id: idli.id }), quantity: 4 },
  ]);
  expect(await ordersOf(staffApi, 'Refused Inc')).toEqual([]);
});

test("when Razorpay's checkout script cannot load, checkout fails with 'Razorpay SDK not loaded'", async ({
  page,
  staffApi,
}) => {
  await setCorporateOrdering(staffApi, true);
  const upma = await addDish(staffApi, { name: 'Upma Box', price: 120 });
  // The site says Razorpay is its gateway, but the script cannot be fetched.
  await page.route('**/api/payments/config', (route) =>
    route.fulfill({ json: { provider: 'razorpay', keyId: 'rzp_test_e2e' } }),
  );
  await page.route('https://checkout.razorpay.com/**', (route) => route.abort());
  await page.goto('/corporate');
  await addToCart(page, upma, 1);
  await fillDelivery(page, 'No SDK Co');
  await checkoutButton(page).click();
  await expect(toast(page, 'Checkout Failed')).toBeVisible();
  await expect(toast(page, 'Razorpay SDK not loaded')).toBeVisible();
  await expect(sandboxDialog(page)).toHaveCount(0);
  await expect(checkoutButton(page)).toBeEnabled();
  // The order was placed before the dialog was to open; it stays unpaid.
  const [order] = await ordersOf(staffApi, 'No SDK Co');
  expect(order).toMatchObject({ paymentStatus: 'pending', totalAmount: 12600 });
});

test('a payment the server cannot verify is reported, and the cart is kept', async ({
  page,
  staffApi,
}) => {
  await setCorporateOrdering(staffApi, true);
  const dosa = await addDish(staffApi, { name: 'Masala Dosa Box', price: 160 });
  await page.goto('/corporate');
  await addToCart(page, dosa, 3);
  await fillDelivery(page, 'Unverified Co');
  // The sandbox really pays; the answer to verify-payment is played by the test.
  const answers = [
    { status: 400, json: { message: 'Payment verification failed', code: 'invalid_input' } },
    { status: 500, body: 'Internal Server Error', contentType: 'text/plain' },
  ];
  await page.route('**/api/corporate-orders/verify-payment', (route) =>
    route.fulfill(answers.shift()!),
  );
  for (const said of [
    'Payment verification failed',
    'Unable to verify payment. Please contact support.',
  ]) {
    await checkoutButton(page).click();
    await sandboxDialog(page).getByRole('button', { name: 'Pay' }).click();
    await expect(toast(page, 'Payment Verification Failed')).toBeVisible();
    await expect(toast(page, said)).toBeVisible();
    await expect(toast(page, 'Order Confirmed!')).toHaveCount(0);
    await expect(checkoutButton(page)).toBeEnabled();
    await expect(cartPanel(page).getByText(dosa.name)).toBeVisible();
  }
  expect(await storedCart(page)).toEqual([
    { item: expect.objectContaining({ id: dosa.id }), quantity: 3 },
  ]);
  const orders = await ordersOf(staffApi, 'Unverified Co');
  expect(orders.map((o) => o.paymentStatus)).toEqual(['pending', 'pending']);
});

test('a delivery date that has become past by the time the form is sent is refused', async ({
  page,
  staffApi,
}) => {
  await setCorporateOrdering(staffApi, true);
  const poha = await addDish(staffApi, { name: 'Poha Box', price: 110 });
  // One minute before midnight in the restaurant's time zone (India, UTC+5:30).
  await page.clock.install({ time: new Date('2026-12-14T23:59:00+05:30') });
  await page.goto('/corporate');
  await addToCart(page, poha, 1);
  await fillDelivery(page, 'Midnight Co', '2026-12-14');
  // Yesterday cannot be picked at all.
  await expect(page.getByRole('button', { name: /December 13th, 2026/ })).toBeDisabled();
  await page.clock.setSystemTime(new Date('2026-12-15T00:00:30+05:30'));
  await checkoutButton(page).click();
  await expect(
    deliveryForm(page).getByText('Please select a delivery date from today onwards'),
  ).toBeVisible();
  await expect(sandboxDialog(page)).toHaveCount(0);
  expect(await ordersOf(staffApi, 'Midnight Co')).toEqual([]);
});

test('the whole journey: staff add dishes and open ordering, a buyer on a phone pays, staff approve and complete', async ({
  page,
  loginByApi,
  browser,
  staffApi,
}) => {
  await setCorporateOrdering(staffApi, false);
  // Staff, through the staff screens.
  await loginByApi();
  await page.goto('/staff/menu');
  for (const [name, price] of [
    ['Journey Thali', '350'],
    ['Journey Kheer', '120'],
  ] as const) {
    await page.getByRole('button', { name: 'Add Menu Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Menu Item' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Price (in rupees)').fill(price);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('article', { name })).toBeVisible();
  }
  await page.goto('/staff');
  const ordering = page.getByRole('switch', { name: 'Corporate Ordering' });
  // Disabled until the saved setting has loaded; only then does its state mean anything.
  await expect(ordering).toBeEnabled();
  await expect(ordering).not.toBeChecked();
  await ordering.click();
  await expect(ordering).toBeChecked();

  // A buyer on a 390 px phone, in a browser of their own.
  const phone = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const buyer = await phone.newPage();
  await waitForPageReady(buyer, await buyer.goto('/corporate'));
  await buyer.getByRole('button', { name: 'Add Journey Thali to cart' }).click();
  await buyer.getByRole('button', { name: 'Add Journey Kheer to cart' }).click();
  // The cart bar, on screen while the menu is, reaches the cart without scrolling past the menu.
  const bar = buyer.getByTestId('cart-bar');
  await expect(bar).toContainText(/2 items · ₹493\.50/);
  await expect(bar).toBeInViewport();
  await bar.getByRole('button', { name: 'View cart' }).click();
  await expect(buyer.getByRole('heading', { name: 'Your Cart' })).toBeFocused();
  await expect(buyer.getByRole('heading', { name: 'Your Cart' })).toBeInViewport();
  await fillDelivery(buyer, 'Journey Corp');
  await checkoutButton(buyer).click();
  await sandboxDialog(buyer).getByRole('button', { name: 'Pay' }).click();
  await expect(toasts(buyer).getByText('Order Confirmed!')).toBeVisible();
  await buyer.waitForEvent('load');
  await expect(cartPanel(buyer)).toContainText('Your cart is empty');
  await phone.close();

  // Staff see it paid, approve it, then complete it.
  const [placed] = await ordersOf(staffApi, 'Journey Corp');
  expect(placed).toMatchObject({ paymentStatus: 'completed', totalAmount: 49350 });
  await page.goto('/staff/orders');
  const toggle = page.getByRole('button', { name: /^Order #\d+.*Journey Corp/ });
  await toggle.click();
  const row = page.getByRole('listitem').filter({ has: toggle });
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(toggle).toContainText('Approved');
  await row.getByRole('button', { name: 'Mark Completed' }).click();
  await expect(toggle).toContainText('Completed');
  // The toggle already read 'Completed' for the payment: the order's own status is asked for.
  await expect.poll(async () => (await readOrder(staffApi, placed!.id)).status).toBe('completed');
});

test(`/corporate with its menu, cart and payment dialog passes axe in the light and the dark theme, at 1280 and 390 px`, async ({
  page,
  staffApi,
}, testInfo) => {
  // Every view is scanned twice, once per theme.
  test.slow();
  await setCorporateOrdering(staffApi, true);
  const dish = await addDish(staffApi, {
    name: `Lemon Rice Box (axe)`,
    price: 250,
    description: 'Tempered with curry leaves and peanuts, with curd and pickle.',
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/corporate');
  await addToCart(page, dish, 2);
  await expect(page.getByTestId('cart-total')).toHaveText('₹525.00');
  await expect(page.getByTestId('cart-bar')).toBeHidden();
  await expectNoSeriousA11yViolationsInBothThemes(page);
  const shot = async (name: string, fullPage = false) =>
    testInfo.attach(name, {
      body: await page.screenshot({ fullPage, path: testInfo.outputPath(`${name}.png`) }),
      contentType: 'image/png',
    });
  await shot(`corporate-1280`, true);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('cart-bar')).toBeVisible();
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(`corporate-390-top`);
  await dishCard(page, dish).scrollIntoViewIfNeeded();
  await shot(`corporate-390-menu`);
  // Still pictures: no smooth scrolling under way when the screenshot is taken.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('button', { name: 'View cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeInViewport();
  await shot(`corporate-390-cart`);

  await fillDelivery(page, 'Axe');
  await checkoutButton(page).click();
  await expect(sandboxDialog(page)).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await testInfo.attach(`sandbox-dialog`, {
    body: await page.screenshot({ path: testInfo.outputPath(`sandbox-390.png`) }),
    contentType: 'image/png',
  });
  // Paid: the confirmation panel links to the buyer's order page, scanned too.
  await sandboxDialog(page).getByRole('button', { name: 'Pay' }).click();
  await page.waitForEvent('load');
  const panel = page.getByRole('region', { name: /^Order #\d+ placed$/ });
  await panel.getByRole('link', { name: 'View your order' }).click();
  await expect(page.getByTestId('order-state')).toHaveText('Paid, awaiting approval');
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await shot(`order-page-390`, true);
});
