import type { Page } from '@playwright/test';
import { COURSE_TOTAL_MESSAGE } from '@shared/contracts/reservation';
import { expect, test, toasts } from './fixtures';
import { pickDate, readableDate } from './support/date-picker';
import { createBooking, SEATING, uniqueDate, uniqueGuest } from './support/test-data';
import { PAST_ROBOT_CHECK } from './support/robot-check';

// The diner's journey through the one-page booking form (party → night → seating → menus →
// contact → Book Table), the confirmation that replaces it, and the private manage page.

/** The seating choices of the form on the page (the booking form or the change form). */
const seating = (page: Page, slot: string) => page.getByRole('radio', { name: slot, exact: true });

/** Seats left for a seating on a night, as the booking page shows them to a new diner. */
async function expectSeatsShown(page: Page, date: string, slot: string, note: string) {
  await page.goto('/book');
  await pickDate(page, date);
  await expect(seating(page, slot)).toHaveAccessibleDescription(note);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(
    `at ${viewport.width} px a diner books, changes the booking through the manage link (seats move, an e-mail says so), and cancels`,
    // The smoke subset (CI's second engine) takes the booking and manage-link journey once.
    { tag: viewport.width > 600 ? ['@smoke'] : [] },
    async ({ page, outbox }, testInfo) => {
      await page.setViewportSize(viewport);
      const guest = uniqueGuest('Anaya');
      const date = uniqueDate();
      const newDate = uniqueDate();

      await page.goto('/book');
      const timeSlots = page.getByRole('radiogroup', { name: 'Time slot' });
      // The seating choice waits for a night.
      await expect(timeSlots).toBeDisabled();
      await expect(seating(page, SEATING.second)).toBeDisabled();
      await page.getByLabel('Guests').selectOption('3');
      await expect(page.getByLabel('Vegetarian menu', { exact: true })).toHaveValue('0');
      await expect(page.getByLabel('Non-vegetarian menu', { exact: true })).toHaveValue('3');
      await pickDate(page, date);
      await expect(seating(page, SEATING.second)).toBeEnabled();
      await expect(seating(page, SEATING.second)).toHaveAccessibleDescription('10 seats left');
      await seating(page, SEATING.second).click();
      await expect(seating(page, SEATING.second)).toBeChecked();
      // One more on the vegetarian menu leaves two on the other; the estimate follows.
      await page.getByRole('button', { name: 'One more on the vegetarian menu' }).click();
      await expect(page.getByLabel('Vegetarian menu', { exact: true })).toHaveValue('1');
      await expect(page.getByLabel('Non-vegetarian menu', { exact: true })).toHaveValue('2');
      await expect(page.getByText(COURSE_TOTAL_MESSAGE)).toHaveCount(0);
      const estimate = page.getByRole('region', { name: 'Estimate' });
      await expect(estimate).toContainText('₹949.00');
      await expect(estimate).toContainText('₹1,998.00');
      await expect(estimate).toContainText('₹147.35');
      await expect(estimate).toContainText('₹3,094.35');
      await page.getByLabel('Name').fill(guest.name);
      await page.getByLabel('Email').fill(guest.email);
      await page.getByLabel('Phone').fill(guest.phone);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.screenshot({
        path: testInfo.outputPath(`book-${viewport.width}.png`),
        fullPage: true,
      });
      await page.getByRole('button', { name: 'Book Table' }).click();

      await expect(toasts(page).getByText('Booking Confirmed!')).toBeVisible(PAST_ROBOT_CHECK);
      const confirmation = page.getByRole('region', { name: 'Your table is booked' });
      const heading = confirmation.getByRole('heading', { name: 'Your table is booked' });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      await expect(confirmation).toContainText(readableDate(date));
      await expect(confirmation).toContainText('1 vegetarian · 2 non-vegetarian');

      // The manage link: the booking as stored, and a change to another night and seating.
      await confirmation.getByRole('link', { name: 'Manage or cancel your booking' }).click();
      await expect(page.getByRole('heading', { name: 'Your booking', level: 1 })).toBeVisible();
      const summary = page.locator('dl').first();
      await expect(summary).toContainText(readableDate(date));
      await expect(summary).toContainText(SEATING.second);
      await expect(summary).toContainText('3 guests');
      await expect(summary).toContainText('Confirmed');
      const change = page.getByRole('form', { name: 'Change booking' });
      // Their own seating counts their own three seats as free.
      await expect(seating(change.page(), SEATING.second)).toHaveAccessibleDescription(
        '10 seats left',
      );
      // A bigger party keeps the menus chosen (1 + 2); the newcomer is left to place.
      await change.getByLabel('Guests', { exact: true }).selectOption('4');
      await expect(change.getByLabel('Vegetarian menu', { exact: true })).toHaveValue('1');
      await expect(change.getByLabel('Non-vegetarian menu', { exact: true })).toHaveValue('2');
      await pickDate(page, newDate);
      await expect(seating(page, SEATING.third)).toBeEnabled();
      await seating(page, SEATING.third).click();
      await change.getByLabel('Vegetarian menu', { exact: true }).fill('2');
      await expect(change.getByLabel('Non-vegetarian menu', { exact: true })).toHaveValue('2');
      await page.screenshot({
        path: testInfo.outputPath(`manage-${viewport.width}.png`),
        fullPage: true,
      });
      await change.getByRole('button', { name: 'Save changes' }).click();
      await expect(toasts(page).getByText('Booking updated')).toBeVisible(PAST_ROBOT_CHECK);
      await expect(summary).toContainText(readableDate(newDate));
      await expect(summary).toContainText(SEATING.third);
      await expect(summary).toContainText('4 guests');
      await expect(summary).toContainText('2 vegetarian · 2 non-vegetarian');
      const mail = await outbox.waitFor(guest.email, /changed/i);
      expect(mail.subject).toContain('The Tasting Room');
      const manageUrl = page.url();

      // The seats moved: the old seating is free again, the new one holds four.
      await expectSeatsShown(page, date, SEATING.second, '10 seats left');
      await expectSeatsShown(page, newDate, SEATING.third, '6 seats left');

      // Cancelling asks first; keeping the booking changes nothing.
      await page.goto(manageUrl);
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      const ask = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
      await ask.getByRole('button', { name: 'Keep booking' }).click();
      await expect(ask).toBeHidden();
      await expect(summary).toContainText('Confirmed');
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      await ask.getByRole('button', { name: 'Cancel booking' }).click();
      await expect(toasts(page).getByText('Booking Cancelled')).toBeVisible();
      await expect(summary).toContainText('Cancelled');
      await expect(page.getByRole('form', { name: 'Change booking' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Book again' })).toHaveAttribute('href', '/book');
      await expectSeatsShown(page, newDate, SEATING.third, '10 seats left');
    },
  );
}

test('a diner books with the keyboard alone, from the first Tab to the confirmation', async ({
  page,
}) => {
  const guest = uniqueGuest('Vihaan');
  const date = uniqueDate();
  await page.goto('/book');
  await expect(page.getByRole('heading', { name: 'Reserve Your Table' })).toBeVisible();
  const focusedLabel = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el?.id || el?.getAttribute('aria-label') || el?.textContent || '';
    });

  // Tab from the top of the page to the form's first field.
  for (let i = 0; i < 40 && (await focusedLabel()) !== 'guests'; i++) {
    await page.keyboard.press('Tab');
  }
  await expect(page.getByLabel('Guests')).toBeFocused();
  await page.keyboard.press('2'); // the option that starts with 2: '2 guests'
  await expect(page.getByLabel('Guests')).toHaveValue('2');

  // Into the calendar's days (past its month buttons), then across to the night.
  const focusedDay = () =>
    page.evaluate(() => document.activeElement?.closest('[data-day]')?.getAttribute('data-day'));
  for (let i = 0; i < 5 && !(await focusedDay()); i++) await page.keyboard.press('Tab');
  const from = await focusedDay();
  expect(from).toBeTruthy();
  const days = Math.round((Date.parse(date) - Date.parse(from!)) / 86_400_000);
  for (let i = 0; i < days; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(focusedDay).toBe(date);
  await page.keyboard.press('Enter');

  // The seatings open once the night's availability is in; arrows choose among them.
  await expect(seating(page, SEATING.first)).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(seating(page, SEATING.first)).toBeFocused();
  // Held down until the next seating has focus, as a finger does: Radix moves focus a moment
  // after the key goes down and checks the item only if the arrow is still down then, so an
  // instant press and release can race it on a busy machine.
  await page.keyboard.down('ArrowDown');
  await expect(seating(page, SEATING.second)).toBeFocused();
  await page.keyboard.up('ArrowDown');
  await expect(seating(page, SEATING.second)).toBeChecked();

  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Vegetarian menu', { exact: true })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByLabel('Non-vegetarian menu', { exact: true })).toHaveValue('1');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Non-vegetarian menu', { exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Name')).toBeFocused();
  await page.keyboard.type(guest.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(guest.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(guest.phone);
  await page.keyboard.press('Tab');
  // Beside the phone: updates on WhatsApp / SMS, unticked unless the diner ticks it.
  await expect(page.getByLabel('Send updates on WhatsApp / SMS to this number')).toBeFocused();
  await expect(page.getByLabel('Send updates on WhatsApp / SMS to this number')).not.toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Special requests (optional)')).toBeFocused();
  await page.keyboard.type('A window table, please');
  // Past the optional parts below the spec's fields: each guest's needs, and the occasion.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: "Add a guest's dietary needs" })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Occasion (optional)')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Book Table' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(toasts(page).getByText('Booking Confirmed!')).toBeVisible(PAST_ROBOT_CHECK);
  const heading = page.getByRole('heading', { name: 'Your table is booked' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Your table is booked' })).toContainText(
    '1 vegetarian · 1 non-vegetarian',
  );
});

test('when the chosen seating cannot seat the party, the nearest nights with room are offered and pick that night', async ({
  page,
  staffApi,
}) => {
  const date = uniqueDate();
  // Nine of ten seats at the first seating go to someone else.
  await createBooking(staffApi, { date, timeSlot: SEATING.first, guests: 9 });

  await page.goto('/book');
  await page.getByLabel('Guests').selectOption('1');
  await pickDate(page, date);
  await expect(seating(page, SEATING.first)).toHaveAccessibleDescription('1 seat left');
  await seating(page, SEATING.first).click();
  await page.getByLabel('Guests').selectOption('2');
  await expect(seating(page, SEATING.first)).toBeDisabled();
  await expect(seating(page, SEATING.first)).toHaveAccessibleDescription(
    'Only 1 seat left, not enough for 2',
  );
  const nights = page.getByRole('button', { name: /\d{4} · \d+ seats?/ });
  await expect(nights.first()).toBeVisible();
  expect(await nights.count()).toBeLessThanOrEqual(3);
  const offered = (await nights.first().textContent()) ?? '';
  await nights.first().click();

  // That night, that seating, chosen and focused; the offer is gone.
  await expect(seating(page, SEATING.first)).toBeChecked();
  await expect(seating(page, SEATING.first)).toBeEnabled();
  await expect(seating(page, SEATING.first)).toBeFocused();
  await expect(nights).toHaveCount(0);
  const day = offered.split(' · ')[0]!;
  const [, d, mon, y] = /\w+, (\d+) (\w+) (\d+)/.exec(day)!;
  await expect(
    page.getByRole('button', { name: new RegExp(`${mon}\\w* ${d}(st|nd|rd|th), ${y}.*selected`) }),
  ).toBeVisible();
});
