import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expect, test, toasts } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { pickDate, readableDate } from './support/date-picker';
import {
  blockSeating,
  createBooking,
  SEATING,
  uniqueDate,
  uniqueGuest,
  type Guest,
} from './support/test-data';
import { PAST_ROBOT_CHECK } from './support/robot-check';

// Each test books on a date of its own, as a guest of its own.

/** A seating in the form's choice of seatings. */
const seating = (page: Page, slot: string) => page.getByRole('radio', { name: slot, exact: true });

/** Fills the booking form for one guest on a date of its own and books. */
async function bookThroughForm(page: Page, guest: Guest, date: string, timeSlot: string) {
  await pickDate(page, date);
  await seating(page, timeSlot).click();
  await page.getByLabel('Name').fill(guest.name);
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('Phone').fill(guest.phone);
  await page.getByRole('button', { name: 'Book Table' }).click();
}

test('a diner books a table, staff find it by phone and complete it', async ({
  page,
  browser,
  baseURL,
}) => {
  const guest = uniqueGuest('Meera');
  const date = uniqueDate();
  await page.goto('/book');
  await expect(page.getByRole('heading', { name: 'Reserve Your Table' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const slot = page.getByRole('radiogroup', { name: 'Time slot' });
  await expect(slot).toBeDisabled();
  await page.getByLabel('Guests').selectOption('3');
  await expect(page.getByLabel('Non-vegetarian menu', { exact: true })).toHaveValue('3');
  await expect(page.getByLabel('Vegetarian menu', { exact: true })).toHaveValue('0');
  await pickDate(page, date);
  await expect(slot).toBeEnabled();
  await expect(seating(page, '8:00 PM - 9:00 PM')).toHaveAccessibleDescription('10 seats left');
  await seating(page, '8:00 PM - 9:00 PM').click();
  await page.getByLabel('Vegetarian menu', { exact: true }).fill('1');
  await expect(page.getByLabel('Non-vegetarian menu', { exact: true })).toHaveValue('2');
  await page.getByLabel('Name').fill(guest.name);
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('Phone').fill(guest.phone);
  await page.getByRole('button', { name: 'Book Table' }).click();

  await expect(toasts(page).getByText('Booking Confirmed!')).toBeVisible(PAST_ROBOT_CHECK);
  // The confirmation takes the form's place, with focus on its heading, on screen.
  const confirmation = page.getByRole('region', { name: 'Your table is booked' });
  const heading = confirmation.getByRole('heading', { name: 'Your table is booked' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(page.getByRole('form', { name: 'Booking form' })).toHaveCount(0);
  await expect(confirmation).toContainText(readableDate(date));
  await expect(confirmation).toContainText('8:00 PM - 9:00 PM');
  await expect(confirmation).toContainText('3 guests');
  await expect(confirmation).toContainText('1 vegetarian · 2 non-vegetarian');
  await expect(confirmation).toContainText('₹3,094.35'); // (949 + 2*999) * 1.05
  // A fresh install has no contact details: the Contact page's words, nothing dialable.
  await expect(confirmation).toContainText('Address not available');
  await expect(confirmation).toContainText('Phone not available');
  await expect(confirmation.locator('a[href^="tel:"]')).toHaveCount(0);
  await expect(
    confirmation.getByRole('link', { name: 'Manage or cancel your booking' }),
  ).toHaveAttribute('href', /\/reservation\//);
  const ics = confirmation.getByRole('link', { name: 'Download .ics' });
  await expect(ics).toHaveAttribute('download', /\.ics$/);
  await expect(ics).toHaveAttribute('href', /^data:text\/calendar/);
  await expect(confirmation.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\//,
  );
  await expectNoSeriousA11yViolations(page);
  // 'Make another booking' brings back an empty form, ready at its first field (the party).
  await confirmation.getByRole('button', { name: 'Make another booking' }).click();
  await expect(confirmation).toHaveCount(0);
  await expect(page.getByLabel('Guests')).toBeFocused();
  await expect(page.getByLabel('Guests')).toHaveValue('2');
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /selected/ })).toHaveCount(0);

  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await staff.goto('/login');
  await staff.getByLabel('Username').fill(E2E_ADMIN.username);
  await staff.getByLabel('Password').fill(E2E_ADMIN.password);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff).toHaveURL(/\/staff$/);
  await staff.goto('/staff/reservations');
  await staff.getByLabel('Search reservations').fill(guest.phone.slice(-5));
  const row = staff.getByRole('listitem').filter({ hasText: guest.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Not Recorded');
  // The date as people read it, and a filter to one night.
  const shown = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  await expect(row).toContainText(`${shown} · 8:00 PM - 9:00 PM`);
  await staff.getByLabel('Filter by date').fill(date);
  await expect(row).toHaveCount(1);
  await staff.getByLabel('Filter by date').fill('2099-12-31');
  await expect(row).toHaveCount(0);
  await staff.getByRole('button', { name: 'All dates' }).click();
  await expect(row).toHaveCount(1);
  await expectNoSeriousA11yViolations(staff);
  // The booking is for a later night: completing it asks first, and 'Not yet' changes nothing.
  await row.getByRole('button', { name: 'Complete' }).click();
  const ask = staff.getByRole('alertdialog', {
    name: 'Complete a booking whose seating has not started?',
  });
  await expect(ask).toContainText(guest.name);
  await ask.getByRole('button', { name: 'Not yet' }).click();
  await expect(ask).toBeHidden();
  await expect(row).toContainText('Confirmed');
  await row.getByRole('button', { name: 'Complete' }).click();
  await ask.getByRole('button', { name: 'Mark completed' }).click();
  await expect(toasts(staff).getByText('Status Updated')).toBeVisible();
  await expect(row).toContainText('Completed');
  await expect(row.getByRole('button', { name: 'Complete' })).toHaveCount(0);
  await staffContext.close();
});

test('an empty booking shows the required messages, and the course counts always add up', async ({
  page,
}) => {
  await page.goto('/book');
  await page.getByLabel('Guests').selectOption('2');
  await page.getByLabel('Non-vegetarian menu', { exact: true }).fill('0');
  await expect(page.getByLabel('Vegetarian menu', { exact: true })).toHaveValue('2');
  // More than the party on one menu: the other is never below zero, and the total is refused.
  await page.getByLabel('Vegetarian menu', { exact: true }).fill('3');
  await expect(page.getByLabel('Non-vegetarian menu', { exact: true })).toHaveValue('0');
  await expect(
    page.getByText(
      'Total of vegetarian and non-vegetarian courses must equal the number of guests',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'One fewer on the vegetarian menu' }).click();
  await expect(page.getByLabel('Vegetarian menu', { exact: true })).toHaveValue('2');
  await expect(
    page.getByText(
      'Total of vegetarian and non-vegetarian courses must equal the number of guests',
    ),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Book Table' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Valid email is required')).toBeVisible();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await expect(page.getByText('Please select a date')).toBeVisible();
  await expect(page.getByText('Please select a time slot')).toBeVisible();
  // Focus goes to the first field with a message, here a day of the calendar.
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-day]'))))
    .toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test('the seating choice waits for a date and for availability, and a night with nothing open says so', async ({
  page,
  staffApi,
}) => {
  const date = uniqueDate();
  // One guest in every seating: the night is not full, but no seating has room for ten.
  for (const timeSlot of Object.values(SEATING)) {
    await createBooking(staffApi, { date, timeSlot, guests: 1 });
  }
  // Hold the night's availability, so its loading state can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/availability?date=*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/book');
  const slot = page.getByRole('radiogroup', { name: 'Time slot' });
  await expect(slot).toBeDisabled();
  await page.getByLabel('Guests').selectOption('10');
  await pickDate(page, date);
  await expect(slot).toBeDisabled();
  await expect(page.getByText('Loading availability...')).toBeVisible();
  release();
  await expect(page.getByText('No available time slots')).toBeVisible();
  for (const timeSlot of Object.values(SEATING)) {
    await expect(seating(page, timeSlot)).toBeDisabled();
    await expect(seating(page, timeSlot)).toHaveAccessibleDescription(
      'Only 9 seats left, not enough for 10',
    );
  }
  await expectNoSeriousA11yViolations(page);
});

test('U8: the calendar marks full and closed nights, other nights come once in date order, and bookings open 90 days ahead (desktop and phone)', async ({
  page,
  staffApi,
}, testInfo) => {
  const full = uniqueDate();
  const closed = uniqueDate();
  const tight = uniqueDate();
  for (const timeSlot of Object.values(SEATING)) {
    const taken = await staffApi.post('/api/reservations/staff', {
      data: {
        ...uniqueGuest('Full'),
        date: full,
        timeSlot,
        guests: 10,
        vegCount: 0,
        nonVegCount: 10,
        source: 'phone',
        specialRequests: '',
      },
    });
    expect(taken.status()).toBe(201);
    await createBooking(staffApi, { date: tight, timeSlot, guests: 1 });
  }
  const night = await staffApi.post('/api/blocked-slots', {
    data: { date: closed, wholeNight: true, reason: 'Private event' },
  });
  expect(night.status()).toBe(201);

  const dayButton = (iso: string) => {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-US', {
      month: 'long',
      timeZone: 'UTC',
    });
    return page.getByRole('button', { name: new RegExp(`${month} ${d}(st|nd|rd|th), ${y}`) });
  };
  /**
   * Moves the calendar forward until the day shows, one month at a time: each click waits for
   * the next month to be drawn, so a day not yet drawn is never taken for one further on.
   */
  const showMonthOf = async (iso: string) => {
    const month = page.getByRole('grid').first();
    await expect(month).toBeVisible();
    for (let i = 0; i < 6 && !(await dayButton(iso).isVisible()); i++) {
      const shown = await month.getAttribute('aria-label');
      expect(shown).toBeTruthy();
      await page.getByRole('button', { name: /next month/i }).click();
      await expect(month).not.toHaveAttribute('aria-label', shown!);
    }
  };

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/book');
    await showMonthOf(full);
    // A full night stays choosable for its waitlist (T4); a closed one is refused.
    await expect(dayButton(full)).toHaveAccessibleName(/fully booked, waitlist open/);
    await expect(dayButton(full)).toBeEnabled();
    await showMonthOf(closed);
    await expect(dayButton(closed)).toHaveAccessibleName(/closed/);
    await expect(dayButton(closed)).toBeDisabled();
    await expect(page.getByText(/Struck-through nights are closed\./)).toBeVisible();
    await expect(page.getByText(/Bookings open until /)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await testInfo.attach(`calendar-${width}`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }

  // No seating has room for ten on the tight night: one list of other nights, each once, in
  // date order (never a full or closed one). A fresh page, so the calendar starts at this month:
  // the dates run round, and this night may come before the ones shown above.
  await page.goto('/book');
  await page.getByLabel('Guests').selectOption('10');
  await pickDate(page, tight);
  await expect(page.getByText('No available time slots')).toBeVisible();
  const others = page.getByText('Other nights with room for 10');
  await expect(others).toHaveCount(1);
  const nights = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /seats$/ }) });
  await expect(nights).toHaveCount(3);
  const labels = await nights.allTextContents();
  const dates = labels.map((l) => Date.parse(l.split(' · ')[0]!.replace(/^\w+, /, '')));
  expect([...dates].sort((a, b) => a - b)).toEqual(dates);
  expect(labels.join()).not.toContain(readableDate(full));
  expect(labels.join()).not.toContain(readableDate(closed));
  await nights.first().getByRole('button').click();
  // The night is chosen; focus lands on its first open seating for the keyboard.
  await expect(page.getByRole('radio').and(page.locator(':focus'))).toHaveCount(1);
});

test('a diner cancels through the manage link and the seats return', async ({ page }) => {
  const guest = uniqueGuest('Kabir');
  const date = uniqueDate();
  await page.goto('/book');
  await page.getByLabel('Guests').selectOption('4');
  await bookThroughForm(page, guest, date, '9:00 PM - 10:00 PM');
  await expect(toasts(page).getByText('Booking Confirmed!')).toBeVisible(PAST_ROBOT_CHECK);

  await page.getByRole('link', { name: 'Manage or cancel your booking' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  await expect(page.getByText(guest.name)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await expect(ask).toContainText('Your seats will be released');
  await ask.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(toasts(page).getByText('Booking Cancelled')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book again' })).toBeVisible();

  await page.goto('/book');
  await pickDate(page, date);
  await expect(seating(page, '9:00 PM - 10:00 PM')).toHaveAccessibleDescription('10 seats left');
});

test('staff print a service sheet for a night with each party, its menus and requests', async ({
  page,
  loginByApi,
  staffApi,
}) => {
  const booking = await createBooking(staffApi, {
    ...uniqueGuest('Rohan'),
    timeSlot: SEATING.first,
    guests: 3,
    vegCount: 2,
    nonVegCount: 1,
    specialRequests: 'Nut allergy',
  });
  await loginByApi();
  await page.goto('/staff/reservations');
  await page.getByRole('tab', { name: 'Tonight' }).click();
  await page.getByLabel('Night', { exact: true }).fill(booking.date);
  const seating = page.getByRole('region', { name: '7:00 PM - 8:00 PM' });
  await expect(seating.getByRole('heading')).toHaveText(
    '7:00 PM - 8:00 PM — 3 guests (2 veg, 1 non-veg)',
  );
  const row = seating.getByRole('listitem').filter({ hasText: booking.name });
  await expect(row).toContainText(booking.phone);
  await expect(row).toContainText('Nut allergy');
  await expect(
    page.getByRole('region', { name: '8:00 PM - 9:00 PM' }).getByText('No bookings.'),
  ).toBeVisible();
  await expect(seating.getByText('3 of 10 seats taken · 7 left')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Served and marked completed, the party stays on the sheet; a blocked seating says so.
  await blockSeating(staffApi, { date: booking.date, timeSlot: SEATING.second });
  const done = await staffApi.patch(`/api/reservations/${booking.id}/status`, {
    data: { status: 'completed' },
  });
  expect(done.status()).toBe(200);
  await page.reload();
  await page.getByRole('tab', { name: 'Tonight' }).click();
  await page.getByLabel('Night', { exact: true }).fill(booking.date);
  await expect(row).toContainText('Completed');
  await expect(seating.getByRole('heading')).toHaveText(
    '7:00 PM - 8:00 PM — 3 guests (2 veg, 1 non-veg)',
  );
  await expect(
    page
      .getByRole('region', { name: '8:00 PM - 9:00 PM' })
      .getByText('Blocked — no online bookings'),
  ).toBeVisible();
});

test('staff cancelling a booking are asked first (keeping it changes nothing) and may give the guest a reason', async ({
  page,
  loginByApi,
  staffApi,
}) => {
  const booking = await createBooking(staffApi, { ...uniqueGuest('Kavya'), guests: 2 });
  await loginByApi();
  await page.goto('/staff/reservations');
  await page.getByLabel('Search reservations').fill(booking.email);
  const row = page.getByRole('listitem').filter({ hasText: booking.name });
  await row.getByRole('button', { name: 'Cancel' }).click();
  const ask = page.getByRole('alertdialog', { name: `Cancel ${booking.name}'s booking?` });
  await expect(ask).toContainText('The seats go back on sale at once.');
  await expectNoSeriousA11yViolations(page);
  await ask.getByRole('button', { name: 'Keep booking' }).click();
  await expect(ask).toBeHidden();
  await expect(row).toContainText('Confirmed');

  await row.getByRole('button', { name: 'Cancel' }).click();
  await ask.getByLabel('Reason for the guest (optional)').fill('A private event that evening');
  await ask.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(toasts(page).getByText('Status Updated')).toBeVisible();
  await expect(row).toContainText('Cancelled');
  const stored = await staffApi.get('/api/reservations');
  const mine = ((await stored.json()) as { id: number; status: string }[]).find(
    (r) => r.id === booking.id,
  );
  expect(mine?.status).toBe('cancelled');
  // The reason went with it (the guest's e-mail carries it; the audit trail records it).
  const trail = await staffApi.get('/api/audit?area=reservations');
  const entry = (
    (await trail.json()) as { entries: { entityId: string; after: object }[] }
  ).entries.find((e) => e.entityId === String(booking.id));
  expect(entry?.after).toEqual({ status: 'cancelled', reason: 'A private event that evening' });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('after booking, the confirmation heading is on screen with focus, and the view passes axe in light and dark', async ({
    page,
  }, testInfo) => {
    const date = uniqueDate();
    await page.goto('/book');
    await bookThroughForm(page, uniqueGuest('Ishaan'), date, SEATING.first);
    await expect(toasts(page).getByText('Booking Confirmed!')).toBeVisible(PAST_ROBOT_CHECK);

    const confirmation = page.getByRole('region', { name: 'Your table is booked' });
    const heading = confirmation.getByRole('heading', { name: 'Your table is booked' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    // Not behind the fixed navigation bar either.
    const navBottom = (await page.getByRole('banner').boundingBox())!;
    await expect
      .poll(async () => (await heading.boundingBox())!.y)
      .toBeGreaterThanOrEqual(navBottom.y + navBottom.height);
    await expect(confirmation).toContainText(readableDate(date));
    await expect(page.getByRole('form', { name: 'Booking form' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('confirmation-390-light.png') });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(confirmation).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await heading.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('confirmation-390-dark.png') });
  });
});
