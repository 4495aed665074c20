import type { Locator, Page } from '@playwright/test';
import { expect, toasts } from './fixtures';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsInBothThemes,
  showTheme,
} from './support/axe';
import { restaurantToday, test } from './support/morning-server';
import { staffDate } from '@shared/date-display';
import { createBooking, SEATING, uniqueDate, uniqueGuest } from './support/test-data';

// Staff running the floor on /staff/reservations: the Tonight tab, adding and editing bookings,
// Complete and Cancel with their questions and Undo. Tonight's bookings need seatings that have
// not started (nobody can book one that has), so this file's server keeps the restaurant in a
// time zone where it is about ten in the morning now (support/morning-server.ts).

/** The row of a booking in the list (or in a seating on Tonight); toasts are list items too. */
const rowOf = (scope: Page | Locator, name: string) =>
  ('goto' in scope ? scope.getByRole('main') : scope)
    .getByRole('listitem')
    .filter({ hasText: name });

async function openList(page: Page, search: string) {
  await page.goto('/staff/reservations');
  await page.getByLabel('Search reservations').fill(search);
}

async function openTonight(page: Page, night?: string) {
  await page.goto('/staff/reservations');
  await page.getByRole('tab', { name: 'Tonight' }).click();
  if (night) await page.getByLabel('Night', { exact: true }).fill(night);
}

/** Fills the Add booking / Edit dialog; fields not given are left as they are. */
async function fillBooking(
  dialog: Locator,
  input: {
    source?: 'Phone' | 'Walk-in';
    name?: string;
    phone?: string;
    email?: string;
    date?: string;
    guests?: number;
    vegCount?: number;
    timeSlot?: string;
    specialRequests?: string;
  },
) {
  if (input.source) await dialog.getByRole('radio', { name: input.source }).check();
  if (input.name !== undefined) await dialog.getByLabel('Name').fill(input.name);
  if (input.phone !== undefined)
    await dialog.getByRole('textbox', { name: 'Phone' }).fill(input.phone);
  if (input.email !== undefined)
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(input.email);
  if (input.date !== undefined) await dialog.getByLabel('Date').fill(input.date);
  if (input.guests !== undefined)
    await dialog.getByLabel('Guests', { exact: true }).selectOption(String(input.guests));
  if (input.vegCount !== undefined)
    await dialog.getByLabel('Vegetarian menu', { exact: true }).fill(String(input.vegCount));
  if (input.timeSlot !== undefined) await dialog.getByLabel('Seating').selectOption(input.timeSlot);
  if (input.specialRequests !== undefined)
    await dialog.getByLabel('Special requests').fill(input.specialRequests);
}

// First in the file: tonight's seatings hold only what this test books.
test('the Tonight tab groups tonight’s bookings by seating, with covers, menus and seats left', async ({
  page,
  loginByApi,
  staffApi,
}) => {
  const today = restaurantToday();
  const early = await createBooking(staffApi, {
    ...uniqueGuest('Anaya'),
    date: today,
    timeSlot: SEATING.first,
    guests: 3,
    vegCount: 1,
    nonVegCount: 2,
  });
  const late = await createBooking(staffApi, {
    ...uniqueGuest('Vikram'),
    date: today,
    timeSlot: SEATING.third,
    guests: 4,
    vegCount: 4,
    nonVegCount: 0,
  });
  await loginByApi();
  await openTonight(page);
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\?view=tonight$/);

  const first = page.getByRole('region', { name: SEATING.first });
  await expect(first.getByRole('heading')).toHaveText(
    `${SEATING.first} — 3 guests (1 veg, 2 non-veg)`,
  );
  await expect(first.getByText('3 of 10 seats taken · 7 left')).toBeVisible();
  await expect(rowOf(first, early.name)).toBeVisible();
  await expect(rowOf(first, early.name).getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: SEATING.second }).getByText('No bookings.'),
  ).toBeVisible();
  const third = page.getByRole('region', { name: SEATING.third });
  await expect(third.getByRole('heading')).toHaveText(
    `${SEATING.third} — 4 guests (4 veg, 0 non-veg)`,
  );
  await expect(rowOf(third, late.name)).toBeVisible();
  await expect(rowOf(third, early.name)).toHaveCount(0);
  // Seatings in service order.
  await expect(page.getByRole('region', { name: /PM - / })).toHaveText([
    new RegExp(SEATING.first),
    new RegExp(SEATING.second),
    new RegExp(SEATING.third),
  ]);

  // A reload stays on Tonight; Tomorrow is another night.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Tonight' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Tomorrow' }).click();
  await expect(page.getByRole('button', { name: 'Tomorrow' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(rowOf(page, early.name)).toHaveCount(0);
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(rowOf(page, early.name)).toBeVisible();
});

test('Complete on a future booking asks first, and its toast can undo it', async ({
  page,
  loginByApi,
  staffApi,
}) => {
  const booking = await createBooking(staffApi, uniqueGuest('Meher'));
  await loginByApi();
  await openList(page, booking.email);
  const row = rowOf(page, booking.name);
  await row.getByRole('button', { name: 'Complete' }).click();
  const ask = page.getByRole('alertdialog', {
    name: 'Complete a booking whose seating has not started?',
  });
  await expect(ask).toContainText(booking.name);
  await ask.getByRole('button', { name: 'Mark completed' }).click();
  await expect(toasts(page).getByText('Status Updated')).toBeVisible();
  await expect(row).toContainText('Completed');

  await toasts(page).getByRole('button', { name: 'Undo' }).click();
  await expect(row).toContainText('Confirmed');
  await expect(row.getByRole('button', { name: 'Complete' })).toBeVisible();
});

test('cancelling with a reason e-mails the guest the reason, and Undo restores the booking', async ({
  page,
  loginByApi,
  staffApi,
  outbox,
}) => {
  const booking = await createBooking(staffApi, uniqueGuest('Tara'));
  await loginByApi();
  await openList(page, booking.email);
  const row = rowOf(page, booking.name);
  await row.getByRole('button', { name: 'Cancel' }).click();
  const ask = page.getByRole('alertdialog', { name: `Cancel ${booking.name}'s booking?` });
  await ask.getByLabel('Reason for the guest (optional)').fill('The kitchen is closed for repairs');
  await ask.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(toasts(page).getByText('Status Updated')).toBeVisible();
  await expect(row).toContainText('Cancelled');

  const mail = await outbox.waitFor(booking.email, /cancelled/i);
  expect(mail.text).toContain('The kitchen is closed for repairs');

  await toasts(page).getByRole('button', { name: 'Undo' }).click();
  await expect(row).toContainText('Confirmed');
  const stored = await staffApi.get('/api/reservations');
  const mine = ((await stored.json()) as { id: number; status: string }[]).find(
    (r) => r.id === booking.id,
  );
  expect(mine?.status).toBe('confirmed');
});

test('staff add a phone booking and a walk-in through the dialog, and both are listed', async ({
  page,
  loginByApi,
}) => {
  const caller = uniqueGuest('Farah');
  const date = uniqueDate();
  await loginByApi();
  await page.goto('/staff/reservations');
  await page.getByRole('button', { name: 'Add booking' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add booking' });
  await expect(dialog.getByRole('radio', { name: 'Phone' })).toBeChecked();
  // A phone booking needs an e-mail: the guest gets the confirmation and the manage link.
  await fillBooking(dialog, { name: caller.name, phone: caller.phone, date, guests: 3 });
  await expect(dialog.getByLabel('Non-vegetarian menu')).toHaveValue('3');
  await fillBooking(dialog, { vegCount: 1, timeSlot: SEATING.second });
  await expect(dialog.getByLabel('Non-vegetarian menu')).toHaveValue('2');
  await dialog.getByRole('button', { name: 'Add booking' }).click();
  await expect(dialog.getByText('Valid email is required')).toBeVisible();
  await fillBooking(dialog, { email: caller.email, specialRequests: 'Window table' });
  await dialog.getByRole('button', { name: 'Add booking' }).click();

  const added = page.getByRole('dialog', { name: 'Booking added' });
  await expect(added.getByLabel(/manage link/)).toHaveValue(/\/reservation\//);
  await expect(added.getByLabel(/manage link/)).toBeFocused();
  await added.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Add booking' })).toBeFocused();

  await page.getByLabel('Search reservations').fill(caller.email);
  const phoned = rowOf(page, caller.name);
  await expect(phoned).toContainText('3 guests (1 veg, 2 non-veg)');
  await expect(phoned.getByText('Phone', { exact: true })).toBeVisible();

  // A walk-in: no e-mail needed, tonight.
  const walkIn = uniqueGuest('Dev');
  await page.getByRole('button', { name: 'Add booking' }).click();
  dialog = page.getByRole('dialog', { name: 'Add booking' });
  await fillBooking(dialog, { source: 'Walk-in', name: walkIn.name, phone: walkIn.phone });
  await expect(dialog.getByLabel('Date')).toHaveValue(restaurantToday());
  await expect(dialog.getByText('Optional for a walk-in', { exact: false })).toBeVisible();
  await fillBooking(dialog, { guests: 2, timeSlot: SEATING.third });
  await dialog.getByRole('button', { name: 'Add booking' }).click();
  await page
    .getByRole('dialog', { name: 'Booking added' })
    .getByRole('button', { name: 'Done' })
    .click();
  await page.getByLabel('Search reservations').fill(walkIn.phone);
  const walked = rowOf(page, walkIn.name);
  await expect(walked.getByText('Walk-in', { exact: true })).toBeVisible();
  await expect(walked).toContainText(SEATING.third);
});

test('U5: blocking a seating that holds a party asks first, cancels it with a message e-mailed to the guest, shows the reason, and closes a run of nights in one step (desktop and phone)', async ({
  page,
  loginByApi,
  staffApi,
  outbox,
}) => {
  const date = uniqueDate();
  const booking = await createBooking(staffApi, {
    ...uniqueGuest('Kiran'),
    date,
    timeSlot: SEATING.third,
    guests: 4,
  });
  await loginByApi();
  await page.goto('/staff/reservations');
  await page.getByRole('tab', { name: 'Blocked Slots' }).click();
  const form = page.getByRole('form', { name: 'Block a seating' });
  await form.getByLabel('Date').fill(date);
  await form.getByLabel('Time slot').selectOption(SEATING.third);
  await form.getByLabel('Reason (optional)').fill('Private event');
  await form.getByRole('button', { name: 'Block Time Slot' }).click();

  const ask = page.getByRole('alertdialog', { name: '1 booking holds seats there' });
  await expect(ask.getByRole('list', { name: 'Bookings affected' })).toContainText(booking.name);
  await expect(ask).toContainText('4 guests');
  // T12: staff read the night as 'Dec 05, 2026', never as the stored 2026-12-05.
  await expect(ask).toContainText(staffDate(date));
  await expect(ask).not.toContainText(date);
  await ask
    .getByLabel('Message to the guests if cancelled (optional)')
    .fill('We are hosting a private event that night. We are sorry.');
  await ask.getByRole('button', { name: 'Cancel bookings and e-mail guests' }).click();
  await expect(toasts(page).getByText(/Time slot has been blocked successfully/)).toBeVisible();
  await expect(form.getByLabel('Date')).toBeFocused();
  const list = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: staffDate(date) });
  await expect(list).toContainText('Reason: Private event');
  await expect(list).not.toContainText(date);
  const mail = await outbox.waitFor(booking.email, /cancelled/i);
  expect(mail.text).toContain('We are hosting a private event that night.');

  // Holidays: a whole run of nights, every seating, in one step (nobody booked: no question).
  const first = uniqueDate();
  const last = new Date(Date.parse(`${first}T00:00:00Z`) + 2 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await form.getByLabel('Date').fill(first);
  await form.getByLabel('Until (optional)').fill(last);
  await form.getByLabel('Time slot').selectOption({ label: 'Whole night (every seating)' });
  await form.getByRole('button', { name: 'Block Time Slot' }).click();
  await expect(toasts(page).getByText('Time slot has been blocked successfully')).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('listitem').filter({ hasText: 'Blocked by staff' }),
  ).toHaveCount(9);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(form.getByRole('button', { name: 'Block Time Slot' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Weekly closing days are not blocks: the note takes staff to the opening hours.
  await page.getByRole('link', { name: /Change the opening hours/ }).click();
  await expect(page.getByRole('tab', { name: 'Contact Information' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('Edit corrects a confirmed booking; a seating that filled meanwhile is refused and the input kept', async ({
  page,
  loginByApi,
  staffApi,
}) => {
  const date = uniqueDate();
  const booking = await createBooking(staffApi, { ...uniqueGuest('Ira'), date, guests: 2 });
  await loginByApi();
  await openList(page, booking.email);
  const row = rowOf(page, booking.name);
  await row.getByRole('button', { name: `Edit ${booking.name}'s booking` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit booking' });
  await expect(dialog.getByLabel('Name')).toHaveValue(booking.name);
  await fillBooking(dialog, { guests: 4, specialRequests: 'High chair' });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page).getByText('Booking Updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('4 guests (0 veg, 4 non-veg)');
  await expect(row).toContainText('High chair');

  // Another party takes the whole second seating while the dialog is open.
  await row.getByRole('button', { name: `Edit ${booking.name}'s booking` }).click();
  await fillBooking(dialog, { timeSlot: SEATING.second });
  await createBooking(staffApi, { date, timeSlot: SEATING.second, guests: 10 });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert')).toContainText('fully booked');
  await expect(dialog.getByLabel('Seating')).toHaveValue(SEATING.second);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(row).toContainText(SEATING.first);
});

test('the service sheet keeps a completed party, marked, and the night’s count stays', async ({
  page,
  loginByApi,
  staffApi,
}) => {
  const date = uniqueDate();
  const booking = await createBooking(staffApi, {
    ...uniqueGuest('Neel'),
    date,
    timeSlot: SEATING.second,
    guests: 4,
    vegCount: 2,
    nonVegCount: 2,
  });
  await loginByApi();
  await openTonight(page, date);
  const seating = page.getByRole('region', { name: SEATING.second });
  const heading = `${SEATING.second} — 4 guests (2 veg, 2 non-veg)`;
  await expect(seating.getByRole('heading')).toHaveText(heading);
  const row = rowOf(seating, booking.name);
  await row.getByRole('button', { name: 'Complete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark completed' }).click();
  await expect(toasts(page).getByText('Status Updated')).toBeVisible();
  await expect(row).toContainText('Completed');
  await expect(seating.getByRole('heading')).toHaveText(heading);
  await expect(seating.getByText('4 of 10 seats taken · 6 left')).toBeVisible();
});

test(`the staff reservations page, Tonight and the Add booking dialog pass axe in the light and the dark theme`, async ({
  page,
  loginByApi,
  staffApi,
}, testInfo) => {
  // Every view is scanned twice, once per theme.
  test.slow();
  const date = uniqueDate();
  const phoned = await createBooking(staffApi, { ...uniqueGuest('Axe'), date });
  await staffApi.post('/api/reservations/staff', {
    data: {
      source: 'walk_in',
      name: 'Walk-in Axe',
      email: '',
      phone: '+91 90000 00000',
      date,
      timeSlot: SEATING.third,
      guests: 2,
      vegCount: 1,
      nonVegCount: 1,
      specialRequests: '',
    },
  });
  await loginByApi();
  await openList(page, '');
  await page.getByLabel('Filter by date').fill(date);
  await expect(rowOf(page, phoned.name)).toBeVisible();
  // The walk-in's own row, with its source badge (the list may still show the unfiltered page's
  // rows while the night's page loads).
  await expect(rowOf(page, 'Walk-in Axe').getByText('Walk-in', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page);

  await page.getByRole('tab', { name: 'Tonight' }).click();
  await page.getByLabel('Night', { exact: true }).fill(date);
  await expect(rowOf(page, phoned.name)).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await testInfo.attach(`tonight-1280`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  await page.getByRole('button', { name: 'Add booking' }).click();
  await expect(page.getByRole('dialog', { name: 'Add booking' })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Tonight and the Add booking dialog fit 390 px without sideways scrolling', async ({
    page,
    loginByApi,
    staffApi,
  }, testInfo) => {
    const date = uniqueDate();
    const booking = await createBooking(staffApi, {
      ...uniqueGuest('Sana'),
      date,
      specialRequests: 'Celebrating a long-awaited anniversary with the whole family',
    });
    await loginByApi();
    await openTonight(page, date);
    const complete = rowOf(page, booking.name).getByRole('button', { name: 'Complete' });
    await complete.scrollIntoViewIfNeeded();
    await expect(complete).toBeInViewport({ ratio: 1 });
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await fits()).toBeLessThanOrEqual(390);
    await testInfo.attach('tonight-390', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    await page.getByRole('button', { name: 'Add booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add booking' });
    await expect(dialog.getByRole('button', { name: 'Add booking' })).toBeInViewport();
    expect(await fits()).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
  });
});

/** Staff's private note on a booking's guest, through the guest book's API. */
async function noteGuestOf(
  staffApi: Parameters<typeof createBooking>[0],
  bookingId: number,
  note: string,
) {
  const list = await staffApi.get('/api/reservations');
  const mine = ((await list.json()) as { id: number; guest: { id: number } | null }[]).find(
    (r) => r.id === bookingId,
  );
  const saved = await staffApi.patch(`/api/guests/${mine!.guest!.id}`, { data: { note } });
  expect(saved.status()).toBe(200);
}

test('T10: the guest-book note shows on the Tonight row and in the printed service sheet', async ({
  page,
  loginByApi,
  staffApi,
}, testInfo) => {
  const booking = await createBooking(staffApi, {
    ...uniqueGuest('Asha'),
    timeSlot: SEATING.second,
  });
  await noteGuestOf(staffApi, booking.id, 'Prefers the corner table; sparkling water.');
  await loginByApi();
  await openTonight(page, booking.date);
  const seating = page.getByRole('region', { name: SEATING.second });
  await expect(rowOf(seating, booking.name)).toContainText(
    'Guest book note: Prefers the corner table; sparkling water.',
  );
  await page.emulateMedia({ media: 'print' });
  const printed = seating.getByRole('table');
  await expect(printed).toBeVisible();
  await expect(printed.getByRole('row', { name: new RegExp(booking.name) })).toContainText(
    'Guest book note: Prefers the corner table; sparkling water.',
  );
  await page.screenshot({ path: testInfo.outputPath('service-sheet-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});

test('T14: before its seating starts, No-show is disabled with the reason shown beside it, not in a tooltip', async ({
  page,
  loginByApi,
  staffApi,
}, testInfo) => {
  const booking = await createBooking(staffApi, {
    ...uniqueGuest('Dev'),
    date: restaurantToday(),
    timeSlot: SEATING.third,
  });
  await loginByApi();
  await openTonight(page);
  const row = rowOf(page.getByRole('region', { name: SEATING.third }), booking.name);
  const noShow = row.getByRole('button', { name: 'No-show' });
  await expect(noShow).toBeDisabled();
  await expect(noShow).not.toHaveAttribute('title');
  await expect(row.getByText('No-show can be marked once the seating has started.')).toBeVisible();
  await expect(noShow).toHaveAccessibleDescription(
    'No-show can be marked once the seating has started.',
  );
  for (const theme of ['light', 'dark'] as const) {
    await showTheme(page, theme);
    await row.screenshot({ path: testInfo.outputPath(`tonight-no-show-wait-${theme}.png`) });
  }
});

test('T14: every tab of the staff reservations screen passes axe with no violation of any impact, light and dark', async ({
  page,
  loginByApi,
  staffApi,
}) => {
  test.slow();
  const date = uniqueDate();
  const booking = await createBooking(staffApi, { ...uniqueGuest('Mira'), date });
  await noteGuestOf(staffApi, booking.id, 'Allergic to fuss.');
  await loginByApi();
  await openList(page, booking.email);
  await expect(rowOf(page, booking.name)).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, { anyImpact: true });

  await page.getByRole('tab', { name: 'Tonight' }).click();
  await page.getByLabel('Night', { exact: true }).fill(date);
  await expect(rowOf(page, booking.name)).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, { anyImpact: true });

  await page.getByRole('tab', { name: 'Waitlist' }).click();
  await expect(page.getByRole('heading', { name: /^Waitlist/ })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, { anyImpact: true });

  await page.getByRole('tab', { name: 'Guest book' }).click();
  await page.getByLabel('Search guests').fill(booking.email);
  await page
    .getByRole('list', { name: 'Guests' })
    .getByRole('button', { name: new RegExp(booking.name) })
    .click();
  await expect(page.getByRole('heading', { name: booking.name, level: 2 })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, { anyImpact: true });

  await page.getByRole('tab', { name: 'Blocked Slots' }).click();
  await expect(page.getByRole('heading', { name: 'Blocked seatings' })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, { anyImpact: true });
});
