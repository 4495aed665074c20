import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, toasts } from './fixtures';
import { pickDate } from './support/date-picker';
import { savePaymentPolicy } from './support/payment-policy';
import { screenshotsInBothThemes } from './support/theme-screenshots';
import { SEATING, uniqueDate, uniqueGuest } from './support/test-data';

// What /book says about paying follows the deposit policy: in general in the sidebar, and for
// the night and party chosen under the estimate; the spec's words stay where nothing is taken
// online. After paying, keyboard and screen-reader users land on the confirmation's heading.

const sandboxDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Test payment — sandbox, no money is taken' });

const depositFrom = (staffApi: APIRequestContext, minGuests: number) =>
  savePaymentPolicy(staffApi, { kind: 'deposit', depositPerGuestRupees: 500, minGuests });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`T9: at ${viewport.width} px with a deposit from 3 guests, the sidebar states the policy and the estimate says what the party chosen pays online`, async ({
    page,
    staffApi,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await depositFrom(staffApi, 3);
    await page.goto('/book');
    const details = page.getByRole('complementary', { name: 'Seatings' });
    await expect(details).toContainText(
      'Payment is made at the restaurant; for parties of 3 or more, a deposit of ₹500 a guest is paid online when booking and taken off the bill.',
    );
    await expect(
      details.getByText('Payment is made at the restaurant.', { exact: true }),
    ).toHaveCount(0);

    const estimate = page.getByRole('region', { name: 'Estimate' });
    await page.getByLabel('Guests').selectOption('4');
    await pickDate(page, uniqueDate());
    await expect(estimate).toContainText(
      'A deposit of ₹2,000.00 is paid online when you book; the rest at the restaurant.',
    );
    await expect(estimate).not.toContainText('Paid at the restaurant.');
    await expect(page.getByTestId('deposit-notice')).toContainText('A deposit of ₹2,000.00');
    await screenshotsInBothThemes(page, testInfo, `t9-deposit-${viewport.width}`);

    // A party of two is below the policy: the estimate keeps the spec's words.
    await page.getByLabel('Guests').selectOption('2');
    await expect(estimate).toContainText('Paid at the restaurant.');
    await expect(estimate).not.toContainText('deposit');
    await expect(page.getByTestId('deposit-notice')).toHaveCount(0);
  });
}

test('T9: with no policy set, the sidebar and the estimate keep the spec’s words', async ({
  page,
  staffApi,
}) => {
  await savePaymentPolicy(staffApi, { kind: 'none' });
  await page.goto('/book');
  await expect(
    page
      .getByRole('complementary', { name: 'Seatings' })
      .getByText('Payment is made at the restaurant.', { exact: true }),
  ).toBeVisible();
  await page.getByLabel('Guests').selectOption('4');
  await pickDate(page, uniqueDate());
  await expect(page.getByRole('region', { name: 'Estimate' })).toContainText(
    'Paid at the restaurant.',
  );
});

test('T14: after paying a deposit from the held booking with the keyboard, focus lands on the confirmation heading', async ({
  page,
  staffApi,
}, testInfo) => {
  await depositFrom(staffApi, 1);
  const guest = uniqueGuest('Irfan');
  await page.goto('/book');
  await page.getByLabel('Guests').selectOption('2');
  await pickDate(page, uniqueDate());
  await page.getByRole('radio', { name: SEATING.first, exact: true }).click();
  await page.getByLabel('Name').fill(guest.name);
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('Phone').fill(guest.phone);
  await page.getByRole('button', { name: 'Book Table' }).click();

  // The dialog is closed unpaid, then opened again from the held booking's Pay button.
  await sandboxDialog(page).getByRole('button', { name: 'Close' }).click();
  const held = page.getByRole('region', { name: 'Your seats are held' });
  const pay = held.getByRole('button', { name: 'Pay ₹1,000.00' });
  await pay.focus();
  await page.keyboard.press('Enter');
  const dialog = sandboxDialog(page);
  await expect(dialog.getByRole('button', { name: 'Pay' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText('Booking Confirmed!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const heading = page.getByRole('heading', { name: 'Your table is booked' });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('region', { name: 'Your table is booked' })).toContainText(
    'Deposit paid',
  );
  await page.screenshot({ path: testInfo.outputPath('t14-paid-focus.png') });
});
