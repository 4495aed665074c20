import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { showTheme } from './support/axe';
import { outboxOf } from './support/outbox';
import { startServer, type OwnServer } from './support/own-server';
import { signInApi } from './support/staff-api';
import { morningZone, restaurantToday } from './support/morning-server';
import { SEATING, uniqueDate, uniqueGuest, uniqueNetwork } from './support/test-data';

// A diner without JavaScript on a phone (390 px): the plain booking form carries every field of
// the full one and keeps them across 'Show seatings' (T3); a party owing a deposit goes to the
// payment page (the sandbox's stand-in for the gateway's), pays and lands on its booking page,
// then changes and cancels it there, all with plain forms (T2). With JavaScript, the booking
// page of a party the floor has welcomed thanks them and offers nothing to change (T11).
// Screenshots of each step in the light and the dark theme.

let server: OwnServer;
let staff: APIRequestContext;
const outbox = outboxOf(() => server.dataDir);

test.beforeAll(async ({ playwright }) => {
  // The restaurant's clock is in a zone where it is morning now, so T11 can book tonight's last
  // seating (nobody can book one that has started) whatever hour the suite runs at.
  server = await startServer({ env: { SSR: 'on', RESTAURANT_TIMEZONE: morningZone } });
  staff = await playwright.request.newContext({ baseURL: server.baseURL });
  await signInApi(staff);
  const contact = await staff.put('/api/site-settings/contact', {
    data: {
      phone: '+91 80 4000 1234',
      email: 'table@tasting-room.example',
      address: '12 Lavelle Road, Bengaluru',
      openingHours: 'Monday - Sunday: 7:00 PM - 10:00 PM',
    },
  });
  expect(contact.ok()).toBe(true);
  // Parties of three or more pay ₹500 a guest when booking; smaller ones pay at the restaurant.
  const policy = await staff.put('/api/site-settings/booking-payments', {
    data: {
      kind: 'deposit',
      depositPerGuestRupees: 500,
      weekdays: [],
      minGuests: 3,
      cancellationHours: 48,
      holdMinutes: 15,
    },
  });
  expect(policy.status()).toBe(200);
});

test.afterAll(async () => {
  await staff?.dispose();
  await server?.stop();
});

/** The page as it looks now, in the light and in the dark theme, at its width. */
async function shots(page: Page, testInfo: TestInfo, name: string) {
  const width = page.viewportSize()!.width;
  for (const theme of ['dark', 'light'] as const) {
    await showTheme(page, theme);
    await page.screenshot({
      path: testInfo.outputPath(`${name}-${width}-${theme}.png`),
      fullPage: true,
    });
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [390, 1280]) {
    test(`T3: at ${width} px the plain form carries needs and the occasion, keeps every value across Show seatings, and the booking page shows them`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 844 });
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueNetwork() });
      const guest = uniqueGuest('Nalini');
      const date = uniqueDate();

      await page.goto(`${server.baseURL}/book`);
      await page.getByLabel('Guests').selectOption('2');
      await page.getByLabel('Vegetarian menu', { exact: true }).fill('1');
      await page.getByLabel('Non-vegetarian menu', { exact: true }).fill('1');
      await page.getByLabel('Name').fill(guest.name);
      await page.getByLabel('Email').fill(guest.email);
      await page.getByLabel('Phone').fill(guest.phone);
      await page.getByLabel('Special requests (optional)').fill('A quiet table, please');
      await page.getByText("Add a guest's dietary needs").click();
      const first = page.getByRole('group', { name: 'Guest 1' });
      await first.getByLabel('Menu this guest is having').selectOption('veg');
      await first.getByLabel('peanuts').check();
      await first.getByLabel('Note for the kitchen (optional)').fill('Severe, carries an EpiPen');
      await page.getByLabel('Occasion (optional)', { exact: true }).selectOption('anniversary');
      await page.getByLabel('About the occasion (optional)').fill('Our 10th');
      await page.getByLabel('Date', { exact: true }).fill(date);
      await page.getByRole('button', { name: 'Show seatings' }).click();

      // Every value is still there, with the night's seatings now listed.
      await expect(page.getByLabel('Guests')).toHaveValue('2');
      await expect(page.getByLabel('Vegetarian menu', { exact: true })).toHaveValue('1');
      await expect(page.getByLabel('Name')).toHaveValue(guest.name);
      await expect(page.getByLabel('Email')).toHaveValue(guest.email);
      await expect(page.getByLabel('Phone')).toHaveValue(guest.phone);
      await expect(page.getByLabel('Special requests (optional)')).toHaveValue(
        'A quiet table, please',
      );
      await expect(first.getByLabel('Menu this guest is having')).toHaveValue('veg');
      await expect(first.getByLabel('peanuts')).toBeChecked();
      await expect(first.getByLabel('Note for the kitchen (optional)')).toHaveValue(
        'Severe, carries an EpiPen',
      );
      await expect(page.getByLabel('Occasion (optional)', { exact: true })).toHaveValue(
        'anniversary',
      );
      await expect(page.getByLabel('About the occasion (optional)')).toHaveValue('Our 10th');
      await expect(page.getByLabel('Date', { exact: true })).toHaveValue(date);
      const second = page.getByRole('radio', { name: SEATING.second, exact: true });
      await expect(second).toBeEnabled();
      await shots(page, testInfo, 't3-book');

      await second.check();
      await page.getByRole('button', { name: 'Book Table' }).click();

      await expect(page).toHaveURL(/\/reservation\/[A-Za-z0-9_-]+$/);
      const summary = page.locator('dl').first();
      await expect(summary).toContainText(
        'Vegetarian menu: no peanuts (Severe, carries an EpiPen)',
      );
      await expect(summary).toContainText('Anniversary: Our 10th');
      await shots(page, testInfo, 't3-booked');
    });
  }

  test('T2: at 390 px a party owing a deposit pays on the payment page, sees it paid, then changes and cancels its booking without JavaScript', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueNetwork() });
    const guest = uniqueGuest('Kavya');
    const date = uniqueDate();

    await page.goto(`${server.baseURL}/book?date=${date}`);
    await page.getByLabel('Guests').selectOption('4');
    await page.getByLabel('Vegetarian menu', { exact: true }).fill('2');
    await page.getByLabel('Non-vegetarian menu', { exact: true }).fill('2');
    await page.getByRole('radio', { name: SEATING.first, exact: true }).check();
    await page.getByLabel('Name').fill(guest.name);
    await page.getByLabel('Email').fill(guest.email);
    await page.getByLabel('Phone').fill(guest.phone);
    await page.getByRole('button', { name: 'Book Table' }).click();

    // The payment page: the amount, and until when the seats are held.
    await expect(page).toHaveURL(/\/pay\/plink_[A-Za-z0-9]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Test payment — sandbox, no money is taken',
    );
    await expect(page.getByText('₹2,000.00')).toBeVisible();
    await expect(page.getByText(/seats held until .+ at \d{1,2}:\d{2} (AM|PM)/)).toBeVisible();
    await expect(page.getByText(/^Payable until /)).toBeVisible();
    await shots(page, testInfo, 't2-pay');
    const mail = await outbox.waitFor(guest.email, /^Pay your deposit to confirm your table/);
    expect(mail.text).toMatch(/Pay ₹2,000\.00: http:\/\/\S+\/pay\/plink_/);

    // A declined card says so and can pay again.
    await page.getByRole('button', { name: 'Fail' }).click();
    await expect(page.getByRole('status')).toContainText('The test card was declined');
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/reservation\/[A-Za-z0-9_-]+$/);
    await expect(page.getByText('Deposit paid', { exact: true })).toBeVisible();
    await expect(page.locator('dl').first()).toContainText('₹2,000.00 paid');
    await shots(page, testInfo, 't2-paid');
    await outbox.waitFor(guest.email, /^Your table at /);

    // Change: the seating, with the plain form.
    const change = page.getByRole('form', { name: 'Change booking' });
    await change.getByLabel('Seating').selectOption(SEATING.third);
    await change.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('dl').first()).toContainText(SEATING.third);

    // Cancel: asked first, on a page of its own, with what happens to the deposit.
    await page.getByRole('link', { name: 'Cancel booking' }).click();
    await expect(page).toHaveURL(/\?cancel=ask$/);
    const question = page.getByRole('form', { name: 'Cancel this booking?' });
    await expect(question).toContainText('Your deposit of ₹2,000.00 will be refunded in full.');
    await shots(page, testInfo, 't2-cancel');
    await question.getByRole('button', { name: 'Cancel booking' }).click();

    await expect(page).toHaveURL(/\/reservation\/[A-Za-z0-9_-]+$/);
    await expect(page.locator('dl').first()).toContainText('Cancelled');
    await expect(page.getByText('This booking is cancelled.')).toBeVisible();
    await shots(page, testInfo, 't2-cancelled');
  });
});

test('T11: once the floor has welcomed the party, its booking page thanks them and offers nothing to change', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const guest = uniqueGuest('Arrived');
  const made = await staff.post('/api/reservations/staff', {
    data: {
      ...guest,
      date: restaurantToday(),
      timeSlot: SEATING.third,
      guests: 2,
      vegCount: 1,
      nonVegCount: 1,
      source: 'phone',
      specialRequests: '',
    },
  });
  expect(made.status()).toBe(201);
  const booking = (await made.json()) as { id: number; manageUrl: string };
  const marked = await staff.put(`/api/reservations/${booking.id}/attendance`, {
    data: { attendance: 'arrived' },
  });
  expect(marked.status()).toBe(200);

  await page.goto(`${server.baseURL}${new URL(booking.manageUrl).pathname}`);
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true');
  await expect(page.getByText('Welcome, and thank you for dining with us tonight.')).toBeVisible();
  for (const offer of ["I'm coming", 'Cancel booking', 'Save changes']) {
    await expect(page.getByRole('button', { name: offer })).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: 'Cancel booking' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Change booking' })).toHaveCount(0);
  await shots(page, testInfo, 't11-arrived');
});
