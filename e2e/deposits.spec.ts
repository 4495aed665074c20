import type { Page } from '@playwright/test';
import { expect, test, toasts } from './fixtures';
import { pickDate } from './support/date-picker';
import { depositPolicy } from './support/deposit-data';
import { SEATING, uniqueDate, uniqueGuest, type Guest } from './support/test-data';
import { PAST_ROBOT_CHECK } from './support/robot-check';

// A deposit night in the payment sandbox: the booking page states the policy, the diner pays in
// the sandbox's dialog and sees the deposit paid on the confirmation and the manage page, then
// cancels in time and sees the refund; closing the dialog unpaid keeps the seats held and says
// until when.

const sandboxDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Test payment — sandbox, no money is taken' });

/** Fills the booking form for two guests on the first seating of `date`. */
async function fillBooking(page: Page, date: string, guest: Guest) {
  await page.getByLabel('Guests').selectOption('2');
  await pickDate(page, date);
  const first = page.getByRole('radio', { name: SEATING.first, exact: true });
  await expect(first).toBeEnabled();
  await first.click();
  await page.getByLabel('Name').fill(guest.name);
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('Phone').fill(guest.phone);
}

async function seatsLeft(page: Page, date: string): Promise<number> {
  const res = await page.request.get(`/api/availability?date=${date}`);
  const seatings = (await res.json()) as { slot: string; availableSeats: number }[];
  return seatings.find((s) => s.slot === SEATING.first)!.availableSeats;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px a diner pays the deposit, sees it paid, cancels in time and sees the refund`, async ({
    page,
    staffApi,
    outbox,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await depositPolicy(staffApi);
    const guest = uniqueGuest('Devika');
    const date = uniqueDate();

    await page.goto('/book');
    const policy = page.getByRole('note');
    await expect(policy).toContainText(
      'Every night, every party pays a deposit of ₹500 per guest when booking',
    );
    await expect(policy).toContainText('Cancel at least 48 hours before your seating');
    // The prices stay as they were; where the bill is paid follows the policy (T9).
    await expect(
      page.getByText(
        'A deposit of ₹500 a guest is paid online when booking and taken off the bill; the rest is paid at the restaurant.',
      ),
    ).toBeVisible();
    await fillBooking(page, date, guest);
    await expect(page.getByTestId('deposit-notice')).toHaveText(
      /^A deposit of ₹1,000\.00 \(₹500\.00 per guest\) is paid when you book\./,
    );
    await page.screenshot({
      path: testInfo.outputPath(`deposit-book-${viewport.width}.png`),
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Book Table' }).click();

    const dialog = sandboxDialog(page);
    await expect(dialog).toContainText('₹1,000.00');
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await expect(toasts(page).getByText('Booking Confirmed!')).toBeVisible();
    const confirmation = page.getByRole('region', { name: 'Your table is booked' });
    await expect(confirmation).toContainText('Deposit paid');
    await expect(confirmation).toContainText('₹1,000.00 paid');
    // Two non-vegetarian menus, ₹2,097.90: the deposit is off what is paid at the restaurant.
    await expect(confirmation).toContainText(
      '₹2,097.90 incl. 5% GST; ₹1,097.90 left to pay at the restaurant',
    );
    await expect(confirmation).not.toContainText('paid at the restaurant');
    await outbox.waitFor(guest.email, /Your table at/);

    await confirmation.getByRole('link', { name: 'Manage or cancel your booking' }).click();
    await expect(page.getByRole('heading', { name: 'Your booking', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Deposit paid' })).toBeVisible();
    const summary = page.locator('dl').first();
    await expect(summary).toContainText(
      '₹2,097.90 incl. 5% GST; ₹1,097.90 left to pay at the restaurant',
    );
    await expect(summary).not.toContainText('paid at the restaurant');
    await page.screenshot({
      path: testInfo.outputPath(`deposit-manage-${viewport.width}.png`),
      fullPage: true,
    });

    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(ask).toContainText('Your deposit of ₹1,000.00 will be refunded in full.');
    await ask.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(toasts(page).getByText('Booking Cancelled')).toBeVisible();
    // The sandbox refunds at once; the refund job records it moments later.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: 'Deposit refunded' })).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 15_000 });
    await expect(summary).toContainText('₹1,000.00 paid · ₹1,000.00 refunded');
    await expect(summary).toContainText('nothing to pay, the booking is cancelled');
    // One cancellation, one mail: it says the booking is cancelled and what is refunded.
    const cancelled = await outbox.waitFor(guest.email, /is cancelled$/);
    expect(cancelled.text).toContain('We are refunding ₹1,000.00');
    expect((await outbox.read()).filter((m) => m.to.includes(guest.email))).toHaveLength(2);
    await page.screenshot({
      path: testInfo.outputPath(`deposit-refunded-${viewport.width}.png`),
      fullPage: true,
    });
  });
}

test('a diner who closes the payment dialog is told the seats stay held until the hold ends', async ({
  page,
  staffApi,
}) => {
  await depositPolicy(staffApi);
  const guest = uniqueGuest('Rohan');
  const date = uniqueDate();
  await page.goto('/book');
  await fillBooking(page, date, guest);
  await page.getByRole('button', { name: 'Book Table' }).click();
  const dialog = sandboxDialog(page);
  await expect(dialog).toBeVisible(PAST_ROBOT_CHECK);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  const held = page.getByRole('region', { name: 'Your seats are held' });
  await expect(held).toContainText('Deposit not paid yet: the payment window was closed.');
  await expect(held).toContainText(/Your seats are held until \d{1,2}:\d{2} (AM|PM)/);
  expect(await seatsLeft(page, date)).toBe(8);

  // Paying later from the same panel confirms it.
  await held.getByRole('button', { name: 'Pay ₹1,000.00' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('region', { name: 'Your table is booked' })).toContainText(
    'Deposit paid',
  );
});

test("an admin sets the deposit policy in Content, sees a paid booking's deposit on its row and refunds part of it", async ({
  page,
  staffApi,
  loginByApi,
}, testInfo) => {
  await loginByApi();
  await page.goto('/staff/content');
  await page.getByRole('tab', { name: 'Deposits' }).click();
  const form = page.getByRole('form', { name: 'Deposit policy' });
  await form.getByLabel('When booking, diners pay').selectOption('deposit');
  await form.getByLabel('Deposit per guest (₹)').fill('800');
  await expect(form).toContainText(
    'Every night, every party pays a deposit of ₹800 per guest when booking',
  );
  await page.screenshot({ path: testInfo.outputPath('deposit-policy-form.png'), fullPage: true });
  await form.getByRole('button', { name: 'Update Deposit Policy' }).click();
  await expect(toasts(page).getByText('Deposit Policy Updated')).toBeVisible();

  // A diner books and pays (through the API, as the page would).
  const guest = uniqueGuest('Kabir');
  const booked = await staffApi.post('/api/reservations', {
    data: {
      ...guest,
      date: uniqueDate(),
      timeSlot: SEATING.first,
      guests: 2,
      vegCount: 0,
      nonVegCount: 2,
    },
  });
  expect(booked.status()).toBe(201);
  const checkout = (await booked.json()) as { id: number; razorpayOrderId: string };
  const paid = await staffApi.post('/api/payments/sandbox/pay', {
    data: { razorpayOrderId: checkout.razorpayOrderId, outcome: 'pay' },
  });
  const verified = await staffApi.post('/api/reservations/verify-payment', {
    data: { reservationId: checkout.id, ...(await paid.json()) },
  });
  expect(verified.status()).toBe(200);

  await page.goto('/staff/reservations');
  await page.getByLabel('Search reservations').fill(guest.name);
  const row = page.getByRole('main').getByRole('listitem').filter({ hasText: guest.name });
  await expect(row).toContainText('Deposit ₹1,600.00 paid');
  await row.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund ${guest.name}` });
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('1600');
  await dialog.getByLabel('Amount (₹)').fill('1000');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(toasts(page).getByText('Refund Requested')).toBeVisible();
  await expect(async () => {
    await page.reload();
    await page.getByLabel('Search reservations').fill(guest.name);
    await expect(row).toContainText('Deposit ₹1,600.00 paid, ₹1,000.00 refunded', {
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
  await page.screenshot({ path: testInfo.outputPath('deposit-staff-row.png'), fullPage: true });
});

test('a diner with a paid deposit grows the party on the manage page, pays the difference in the sandbox and sees the new deposit total', async ({
  page,
  staffApi,
  outbox,
}, testInfo) => {
  await depositPolicy(staffApi);
  const guest = uniqueGuest('Anjali');
  const date = uniqueDate();
  // Two non-vegetarian menus, ₹1,000 deposit paid (through the API, as the booking page would;
  // staff's session skips the robot check that repeated bookings from one address meet).
  const booked = await staffApi.post('/api/reservations', {
    data: { ...guest, date, timeSlot: SEATING.first, guests: 2, vegCount: 0, nonVegCount: 2 },
  });
  expect(booked.status()).toBe(201);
  const checkout = (await booked.json()) as {
    id: number;
    razorpayOrderId: string;
    manageUrl: string;
  };
  const paid = await staffApi.post('/api/payments/sandbox/pay', {
    data: { razorpayOrderId: checkout.razorpayOrderId, outcome: 'pay' },
  });
  const verified = await staffApi.post('/api/reservations/verify-payment', {
    data: { reservationId: checkout.id, ...(await paid.json()) },
  });
  expect(verified.status()).toBe(200);

  const before = await seatsLeft(page, date);
  await page.goto(new URL(checkout.manageUrl).pathname);
  const summary = page.locator('dl').first();
  await expect(summary).toContainText('₹1,000.00 paid');
  const change = page.getByRole('form', { name: 'Change booking' });
  // Under the change form's estimate: what was paid counts, not 'Paid at the restaurant.'.
  await expect(change).toContainText('Your deposit of ₹1,000.00 paid online is taken off it');
  await expect(change).not.toContainText('Paid at the restaurant.');
  await change.getByLabel('Guests', { exact: true }).selectOption('4');
  await change
    .getByRole('group', { name: /not on a menu yet/ })
    .getByRole('button', { name: 'Vegetarian', exact: true })
    .click();
  await change.getByRole('button', { name: 'Save changes' }).click();

  // The server's order for the difference (4 × ₹500 less the ₹1,000 paid) opens at once.
  const dialog = sandboxDialog(page);
  await expect(dialog).toContainText('₹1,000.00', PAST_ROBOT_CHECK);
  await page.screenshot({
    path: testInfo.outputPath('deposit-top-up-dialog.png'),
    fullPage: true,
  });
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(toasts(page).getByText('Payment received')).toBeVisible();
  await expect(summary).toContainText('4 guests');
  await expect(summary).toContainText('₹2,000.00 paid');
  await expect(page.getByRole('status').filter({ hasText: 'Deposit paid' })).toBeVisible();
  await expect(page.getByText('Your change waits for a payment')).toHaveCount(0);
  const receipt = await outbox.waitFor(guest.email, /Payment received for your larger party/);
  expect(receipt.text).toContain('In all you have paid ₹2,000.00 online');
  // The two added guests hold two more seats (other tests may book this night too).
  expect(await seatsLeft(page, date)).toBe(before - 2);
  await page.screenshot({
    path: testInfo.outputPath('deposit-top-up-paid.png'),
    fullPage: true,
  });
});
