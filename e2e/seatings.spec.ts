import { expect, test, toasts } from './fixtures';
import { readableDate, showDate } from './support/date-picker';
import { signInApi } from './support/staff-api';
import { screenshotsInBothThemes } from './support/theme-screenshots';
import { createBooking, SEATING, uniqueGuest } from './support/test-data';

// An owner shapes the nights in the portal (this file's server is its own): the 7 PM seating
// raised to 12, the 9 PM one retired with its party moved to 8 PM, and a New Year's Eve night
// with its own menu, price and prepayment; a diner then books that night.

/** The first Saturday at least `days` ahead, yyyy-MM-dd. */
function saturdayAhead(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7));
  return d.toISOString().slice(0, 10);
}

/** 31 December ahead of today, within the booking window, or the Saturday in 40 days. */
function newYearsEve(): string {
  const year = new Date().getUTCFullYear();
  const eve = `${year}-12-31`;
  const days = (Date.parse(eve) - Date.now()) / 86_400_000;
  return days > 2 && days < 85 ? eve : saturdayAhead(40);
}

test('an owner raises 7 PM to 12, retires 9 PM moving its party, adds New Year’s Eve with its own menu and prepayment; a diner books it', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInApi(page.request);
  const saturday = saturdayAhead(20);
  const party = await createBooking(page.request, { date: saturday, timeSlot: SEATING.third });

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/staff/seatings');
    await expect(page.getByRole('heading', { name: 'Seatings', level: 1 })).toBeVisible();
    await screenshotsInBothThemes(page, testInfo, `seatings-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  const seven = page.getByRole('listitem', { name: SEATING.first });
  await seven.getByLabel('Seats').fill('12');
  await seven.getByRole('button', { name: `Save ${SEATING.first}` }).click();
  await expect(toasts(page).getByText(`${SEATING.first} saved`)).toBeVisible();
  const seats = async (date: string, slot: string) => {
    const res = await page.request.get(`/api/availability?date=${date}`);
    return ((await res.json()) as { slot: string; availableSeats: number }[]).find(
      (e) => e.slot === slot,
    )?.availableSeats;
  };
  expect(await seats(saturday, SEATING.first)).toBe(12);

  const nine = page.getByRole('listitem', { name: SEATING.third });
  await nine.getByRole('button', { name: `Retire ${SEATING.third}` }).click();
  const ask = page.getByRole('alertdialog', { name: '1 booking would lose its seats' });
  await expect(ask).toContainText(party.name);
  await screenshotsInBothThemes(page, testInfo, 'seatings-affected', ask);
  await ask.getByLabel('Move them to').selectOption(SEATING.second);
  await ask.getByRole('button', { name: `Move to ${SEATING.second}` }).click();
  await expect(toasts(page).getByText('1 moved, 0 cancelled.')).toBeVisible();
  await expect(page.getByRole('listitem', { name: SEATING.third })).toContainText('Retired');
  expect(await seats(saturday, SEATING.second)).toBe(8);

  const eve = newYearsEve();
  await page.goto('/staff/special-nights');
  await page.getByRole('button', { name: 'Add a special night' }).click();
  const form = page.getByRole('form', { name: 'Add a special night' });
  await form.getByLabel('Name', { exact: true }).fill('New Year’s Eve');
  await form.getByLabel('Night', { exact: true }).fill(eve);
  await form.getByLabel(`${SEATING.first} seats`).fill('14');
  await form.getByLabel('Price per guest, ₹ before GST (blank: usual)').fill('5000');
  await form.getByLabel('Payment').selectOption('prepay');
  await form.getByLabel('Menu name').fill('Midnight tasting');
  for (const [i, course] of ['Oyster and caviar', 'Truffle risotto'].entries()) {
    await form.getByRole('button', { name: 'Add a course' }).click();
    await form.getByLabel(`Course ${i + 1}`, { exact: true }).fill(course);
  }
  await screenshotsInBothThemes(page, testInfo, 'special-night-form');
  await form.getByRole('button', { name: 'Save special night' }).click();
  await expect(toasts(page).getByText('New Year’s Eve saved')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Special nights' })).toContainText(
    'Midnight tasting (2 courses) · ₹5,000.00 + GST per guest · prepaid in full when booking',
  );
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshotsInBothThemes(page, testInfo, `special-nights-${width}`);
  }

  // The diner, signed out.
  await page.context().clearCookies();
  const guest = uniqueGuest('Anaya');
  await page.goto('/book');
  await page.getByLabel('Guests').selectOption('2');
  // The calendar marks the night with a star and says its name, to the eye and to a screen reader.
  const eveDay = await showDate(page, eve);
  await expect(eveDay).toHaveAccessibleName(/, New Year’s Eve/);
  await expect(page.locator('#date-special-nights')).toContainText(
    `New Year’s Eve: ${readableDate(eve)}`,
  );
  // The calendar with the legend and the list of special nights under it.
  const calendar = page.locator('.date-picker').locator('..');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshotsInBothThemes(page, testInfo, `special-night-calendar-${width}`, calendar);
  }
  await eveDay.click();
  await screenshotsInBothThemes(page, testInfo, 'special-night-calendar-chosen', calendar);
  const seating = page.getByRole('radio', { name: SEATING.first, exact: true });
  await expect(seating).toBeEnabled();
  await seating.click();
  await page.getByLabel('Name').fill(guest.name);
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('Phone').fill(guest.phone);
  const night = page.getByTestId('special-night');
  await expect(night).toContainText('New Year’s Eve');
  await expect(night).toContainText('Midnight tasting');
  await expect(night).toContainText('Oyster and caviar');
  await expect(night).toContainText('₹5,000.00 + 5% GST per guest');
  await expect(night).toContainText('Prepaid in full when you book.');
  await expect(page.getByTestId('deposit-notice')).toHaveText(
    /^The estimated bill of ₹10,500\.00 is paid when you book\./,
  );
  await screenshotsInBothThemes(page, testInfo, 'special-night-book', night);
  await page.getByRole('button', { name: 'Book Table' }).click();
  const dialog = page.getByRole('dialog', { name: 'Test payment — sandbox, no money is taken' });
  await expect(dialog).toContainText('₹10,500.00');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(toasts(page).getByText('Booking Confirmed!')).toBeVisible();
});
