import type { Page } from '@playwright/test';
import { bookingReference } from '@shared/booking-reference';
import { expect, test, toasts } from './fixtures';
import { expectNoSeriousA11yViolationsInBothThemes } from './support/axe';
import { pickDate } from './support/date-picker';
import { createBooking, SEATING, uniqueDate, uniqueGuest } from './support/test-data';

// The guest's private page (/reservation/:token): a change under the booking rules, the
// server's refusals shown where the guest is looking, the cancel question, and accessibility.
// The bookings are made through staffApi (the link works whoever booked), so the file's server
// never asks these tests for the robot check.

const seating = (page: Page, slot: string) => page.getByRole('radio', { name: slot, exact: true });

/** The manage page's path from a booking's absolute manage link. */
const managePath = (manageUrl: string) => new URL(manageUrl).pathname;

test('a guest whose party fills their seating can still change the menus there: their own seats count as free', async ({
  page,
  staffApi,
}) => {
  const booking = await createBooking(staffApi, {
    ...uniqueGuest('Tara'),
    timeSlot: SEATING.first,
    guests: 10,
  });
  await page.goto(managePath(booking.manageUrl));
  const change = page.getByRole('form', { name: 'Change booking' });
  await expect(seating(page, SEATING.first)).toBeChecked();
  await expect(seating(page, SEATING.first)).toBeEnabled();
  await expect(seating(page, SEATING.first)).toHaveAccessibleDescription('10 seats left');
  await change.getByLabel('Vegetarian menu', { exact: true }).fill('4');
  await expect(change.getByLabel('Non-vegetarian menu', { exact: true })).toHaveValue('6');
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page).getByText('Booking updated')).toBeVisible();
  await expect(page.locator('dl').first()).toContainText('4 vegetarian · 6 non-vegetarian');
});

test('U6: a guest who grows their party keeps their menus and is asked where the added guests go', async ({
  page,
  staffApi,
}) => {
  const booking = await createBooking(staffApi, {
    ...uniqueGuest('Isha'),
    guests: 4,
    vegCount: 2,
    nonVegCount: 2,
  });
  const change = page.getByRole('form', { name: 'Change booking' });
  const veg = change.getByLabel('Vegetarian menu', { exact: true });
  const nonVeg = change.getByLabel('Non-vegetarian menu', { exact: true });
  const question = change.getByRole('group', { name: /not on a menu yet/ });

  // A phone first: a party of 6 keeps 2 + 2 and asks about the other two.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(managePath(booking.manageUrl));
  await expect(page.locator('dl').first()).toContainText(bookingReference(booking.id));
  await change.getByLabel('Guests', { exact: true }).selectOption('6');
  await expect(veg).toHaveValue('2');
  await expect(nonVeg).toHaveValue('2');
  await expect(question).toContainText('2 guests not on a menu yet');
  // A smaller party again: both menus shrink in proportion, nothing is asked.
  await change.getByLabel('Guests', { exact: true }).selectOption('3');
  await expect(veg).toHaveValue('2');
  await expect(nonVeg).toHaveValue('1');
  await expect(question).toHaveCount(0);

  // On a desktop, the answer places them and focus follows it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await change.getByLabel('Guests', { exact: true }).selectOption('6');
  await expect(veg).toHaveValue('2');
  await expect(nonVeg).toHaveValue('1');
  await question.getByRole('button', { name: 'Vegetarian', exact: true }).click();
  await expect(veg).toHaveValue('5');
  await expect(nonVeg).toHaveValue('1');
  await expect(veg).toBeFocused();
  await expect(question).toHaveCount(0);
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page).getByText('Booking updated')).toBeVisible();
  await expect(page.locator('dl').first()).toContainText('5 vegetarian · 1 non-vegetarian');
});

test('a change into a seating that filled meanwhile is refused: the message shows inline and as a toast, and nothing changes', async ({
  page,
  staffApi,
}) => {
  const booking = await createBooking(staffApi, { ...uniqueGuest('Dev'), guests: 2 });
  const elsewhere = uniqueDate();
  await page.goto(managePath(booking.manageUrl));
  const change = page.getByRole('form', { name: 'Change booking' });
  await pickDate(page, elsewhere);
  await seating(page, SEATING.third).click();
  // Someone else takes the whole seating before the guest saves.
  await createBooking(staffApi, { date: elsewhere, timeSlot: SEATING.third, guests: 10 });
  let patches = 0;
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && r.url().includes('/api/reservations/manage/')) patches += 1;
  });
  await change.getByRole('button', { name: 'Save changes' }).click();

  const refusal = change.getByRole('alert');
  await expect(refusal).toBeVisible();
  await expect(toasts(page).getByText('Change Failed')).toBeVisible();
  expect(patches).toBe(1);
  const summary = page.locator('dl').first();
  await expect(summary).toContainText(SEATING.first);
  await expect(summary).toContainText('2 guests');
  const stored = await page.request.get(
    `/api${managePath(booking.manageUrl).replace('/reservation/', '/reservations/manage/')}`,
  );
  expect(await stored.json()).toMatchObject({ date: booking.date, timeSlot: SEATING.first });

  // A split that does not seat the party (more on one menu than guests; the other cannot go
  // below zero) is stopped in the form, before any request.
  await change.getByLabel('Guests', { exact: true }).selectOption('3');
  await change.getByLabel('Vegetarian menu', { exact: true }).fill('5');
  await expect(change.getByLabel('Non-vegetarian menu', { exact: true })).toHaveValue('0');
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    change.getByText(
      'Total of vegetarian and non-vegetarian courses must equal the number of guests',
    ),
  ).toBeVisible();
  await expect(change.getByLabel('Vegetarian menu', { exact: true })).toBeFocused();
  expect(patches).toBe(1);
});

test('a cancelled booking offers no change or cancel, only a way to book again', async ({
  page,
  staffApi,
}) => {
  const booking = await createBooking(staffApi, uniqueGuest('Rhea'));
  const token = managePath(booking.manageUrl).split('/').pop()!;
  const cancelled = await page.request.post(`/api/reservations/manage/${token}/cancel`);
  expect(cancelled.status()).toBe(200);
  await page.goto(managePath(booking.manageUrl));
  await expect(page.locator('dl').first()).toContainText('Cancelled');
  await expect(page.getByRole('form', { name: 'Change booking' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Book again' }).click();
  await expect(page).toHaveURL(/\/book$/);
  await expect(page.getByRole('heading', { name: 'Reserve Your Table' })).toBeVisible();
});

test('once the seating has started, the page offers no change or cancel, and the booking form shows that seating as started', async ({
  page,
  staffApi,
}) => {
  const booking = await createBooking(staffApi, {
    ...uniqueGuest('Kiran'),
    timeSlot: SEATING.first,
  });
  // The browser's clock at 7:30 PM in the restaurant (Asia/Kolkata, UTC+5:30) that night; the
  // page reads it after mounting.
  await page.clock.setFixedTime(new Date(`${booking.date}T14:00:00Z`));
  await page.goto(managePath(booking.manageUrl));
  await expect(page.getByText('Your seating has started')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Change booking' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

  await page.goto('/book');
  await pickDate(page, booking.date);
  await expect(seating(page, SEATING.first)).toBeDisabled();
  await expect(seating(page, SEATING.first)).toHaveAccessibleDescription('Already started');
  await expect(seating(page, SEATING.second)).toBeEnabled();
});

test(`the booking page and the manage page pass axe in the light and the dark theme, at 1280 and 390 px`, async ({
  page,
  staffApi,
}, testInfo) => {
  // Every view is scanned twice, once per theme.
  test.slow();
  const booking = await createBooking(staffApi, uniqueGuest('Mira'));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/book');
    await pickDate(page, uniqueDate());
    await expect(seating(page, SEATING.first)).toBeEnabled();
    await seating(page, SEATING.first).click();
    await expectNoSeriousA11yViolationsInBothThemes(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({
      path: testInfo.outputPath(`book-${width}.png`),
      fullPage: true,
    });

    await page.goto(managePath(booking.manageUrl));
    await expect(page.getByRole('form', { name: 'Change booking' })).toBeVisible();
    await expect(seating(page, SEATING.first)).toBeEnabled();
    await expectNoSeriousA11yViolationsInBothThemes(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({
      path: testInfo.outputPath(`manage-${width}.png`),
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(ask).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);
    await ask.getByRole('button', { name: 'Keep booking' }).click();
    await expect(ask).toBeHidden();
  }
});
