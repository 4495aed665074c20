import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolationsInBothThemes } from './support/axe';
import { pickDate, readableDate, showDate } from './support/date-picker';
import { savePaymentPolicy } from './support/payment-policy';
import { screenshotsInBothThemes } from './support/theme-screenshots';
import { createBooking, SEATING, uniqueDate, uniqueGuest } from './support/test-data';

// A fully booked night is not a closed one: the diner picks it in the calendar and joins a
// seating's waitlist from the form, where the other nights are offered too; a night the
// restaurant closed stays struck through and cannot be picked.

async function fillNight(staffApi: APIRequestContext, date: string) {
  for (const timeSlot of Object.values(SEATING)) {
    await createBooking(staffApi, { date, timeSlot, guests: 10 });
  }
}

async function closeNight(staffApi: APIRequestContext, date: string) {
  const res = await staffApi.post('/api/blocked-slots', { data: { date, wholeNight: true } });
  expect(res.status(), await res.text()).toBe(201);
}

/** The calendar and the seatings beside it (below it on a phone). */
const calendarAndSeatings = (page: Page) => page.locator('form .grid').first();

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`T4: at ${viewport.width} px a fully booked night is picked in the calendar and its waitlist joined there; a closed night stays struck through and cannot be picked`, async ({
    page,
    staffApi,
    outbox,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const full = uniqueDate();
    const closed = uniqueDate();
    await fillNight(staffApi, full);
    await closeNight(staffApi, closed);
    const diner = uniqueGuest('Tara');

    await page.goto('/book');
    await page.getByLabel('Guests').selectOption('2');
    const fullDay = await showDate(page, full);
    await expect(fullDay).toBeEnabled();
    await expect(fullDay).toHaveAccessibleName(/fully booked, waitlist open$/);
    await expect(page.getByText('Nights with a dot are fully booked')).toBeVisible();
    await pickDate(page, full);
    await expect(page.getByRole('radio', { name: SEATING.second, exact: true })).toBeDisabled();
    await expect(page.getByText('No available time slots')).toBeVisible();

    // The night's waitlist is offered among the alternatives to it.
    const others = page.getByRole('region', { name: 'Other nights with room for 2' });
    await expect(others.getByRole('button').first()).toBeVisible();
    const join = others.getByRole('button', { name: `Join the waitlist for ${SEATING.second}` });
    await expect(join).toBeVisible();
    await page.getByLabel('Name').fill(diner.name);
    await page.getByLabel('Email').fill(diner.email);
    await page.getByLabel('Phone').fill(diner.phone);
    await expectNoSeriousA11yViolationsInBothThemes(page);
    await screenshotsInBothThemes(
      page,
      testInfo,
      `t4-full-night-${viewport.width}`,
      calendarAndSeatings(page),
    );
    await join.click();
    await expect(others.getByRole('status')).toContainText(
      `You are on the waitlist for ${SEATING.second} on ${readableDate(full)}: number 1.`,
    );
    await outbox.waitFor(diner.email, /^You are on the waitlist/);

    await page.goto('/book');
    const closedDay = await showDate(page, closed);
    await expect(closedDay).toBeDisabled();
    await expect(closedDay).toHaveAccessibleName(/, closed$/);
    expect(await closedDay.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe(
      'line-through',
    );
    await screenshotsInBothThemes(
      page,
      testInfo,
      `t4-closed-night-${viewport.width}`,
      calendarAndSeatings(page),
    );
  });
}

test('T5: a waiting party of 4 offered seats under a ₹500-a-head deposit from 3 guests is told what is due, pays it in the dialog and is booked', async ({
  page,
  staffApi,
  outbox,
}, testInfo) => {
  const policy = (kind: 'none' | 'deposit') =>
    savePaymentPolicy(staffApi, { kind, depositPerGuestRupees: 500, minGuests: 3 });
  await policy('none');
  const date = uniqueDate();
  await createBooking(staffApi, { date, timeSlot: SEATING.first, guests: 6 });
  const leaving = await createBooking(staffApi, { date, timeSlot: SEATING.first, guests: 4 });
  await policy('deposit');
  const diner = uniqueGuest('Meher');
  const joined = await staffApi.post('/api/waitlist', {
    data: { ...diner, date, timeSlot: SEATING.first, guests: 4 },
    headers: { 'X-Forwarded-For': '198.19.201.4' },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const token = new URL(leaving.manageUrl).pathname.split('/').pop();
  expect((await staffApi.post(`/api/reservations/manage/${token}/cancel`)).status()).toBe(200);

  const offer = await outbox.waitFor(diner.email, /^A table for 4 is free/);
  expect(offer.text).toContain('A deposit of ₹2,000.00 (₹500.00 a guest) is due online');
  await page.goto(new URL(/https?:\/\/\S+\/waitlist\/[\w-]+/.exec(offer.text)![0]).pathname);
  const claim = page.getByRole('form', { name: 'Book the seats held for you' });
  await expect(claim.getByRole('region', { name: 'Estimate' })).toContainText(
    'A deposit of ₹2,000.00 is paid online when you book',
  );
  await expect(claim.getByTestId('deposit-notice')).toContainText('A deposit of ₹2,000.00');
  await screenshotsInBothThemes(page, testInfo, 't5-claim-deposit-1280', claim);
  await claim.getByRole('button', { name: 'Book these seats' }).click();

  const dialog = page.getByRole('dialog', { name: 'Test payment — sandbox, no money is taken' });
  await expect(dialog).toContainText('₹2,000.00');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  const booked = page.getByRole('region', { name: 'Your table is booked' });
  await expect(booked).toContainText('Deposit paid');
  await expect(booked).toContainText('₹2,000.00 paid');
  await outbox.waitFor(diner.email, /^Your table at/);
  await policy('none');
});
