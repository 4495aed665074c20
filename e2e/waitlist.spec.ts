import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, toasts } from './fixtures';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsInBothThemes,
} from './support/axe';
import { pickDate, readableDate } from './support/date-picker';
import { eveningToday, seatingUnderWay, test } from './support/evening-server';
import { createBooking, SEATING, uniqueDate, uniqueGuest, type Guest } from './support/test-data';

// A full night still books itself: a diner waits for a full seating and books the seats another
// party gives back, through the offer mailed to them; on the night, the floor marks who came and
// who did not, and the guest book remembers. The file's server keeps the restaurant at seven in
// the evening (support/evening-server.ts), so a seating is under way for the floor's test.

const seating = (page: Page, slot: string) => page.getByRole('radio', { name: slot, exact: true });

/** The row of a party on a staff list (bookings, the waitlist, the guest book). */
const rowOf = (scope: Page | Locator, name: string) =>
  ('goto' in scope ? scope.getByRole('main') : scope)
    .getByRole('listitem')
    .filter({ hasText: name });

/** A walk-in seated in the seating under way, as staff add one at the door. */
async function seatWalkIn(staffApi: APIRequestContext, guest: Guest) {
  const res = await staffApi.post('/api/reservations/staff', {
    data: {
      ...guest,
      source: 'walk_in',
      date: eveningToday(),
      timeSlot: seatingUnderWay(),
      guests: 2,
      vegCount: 1,
      nonVegCount: 1,
      specialRequests: '',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('a diner joins the waitlist of a full seating, another party cancels, and the diner books the seats through the offer e-mailed to them', async ({
  page,
  staffApi,
  outbox,
}, testInfo) => {
  const date = uniqueDate();
  await createBooking(staffApi, { date, timeSlot: SEATING.second, guests: 8 });
  const leaving = await createBooking(staffApi, { date, timeSlot: SEATING.second, guests: 2 });
  const diner = uniqueGuest('Nila');

  await page.goto('/book');
  await page.getByLabel('Guests').selectOption('2');
  await pickDate(page, date);
  await expect(seating(page, SEATING.second)).toBeDisabled();
  await expect(seating(page, SEATING.second)).toHaveAccessibleDescription('Fully booked');
  await page.getByLabel('Name').fill(diner.name);
  await page.getByLabel('Email').fill(diner.email);
  await page.getByLabel('Phone').fill(diner.phone);
  await page.getByRole('button', { name: `Join the waitlist for ${SEATING.second}` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You are on the waitlist' }),
  ).toContainText(
    `You are on the waitlist for ${SEATING.second} on ${readableDate(date)}: number 1.`,
  );
  await testInfo.attach('book-waitlist-joined-1280', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  const joined = await outbox.waitFor(diner.email, /^You are on the waitlist/);
  expect(joined.text).toContain('You are number 1.');

  // The other party cancels through their own link: the diner is offered the two seats.
  const cancelled = await staffApi.post(
    `/api/reservations/manage/${new URL(leaving.manageUrl).pathname.split('/').pop()}/cancel`,
  );
  expect(cancelled.status()).toBe(200);
  const offer = await outbox.waitFor(diner.email, /^A table for 2 is free/);
  const link = /https?:\/\/\S+\/waitlist\/[\w-]+/.exec(offer.text)![0];

  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Your place on the waitlist' })).toBeVisible();
  await expect(page.locator('dl').first()).toContainText('Seats offered');
  const claim = page.getByRole('form', { name: 'Book the seats held for you' });
  await expect(claim).toContainText('Seats are free for your party: we hold them for you until');
  await claim.getByRole('button', { name: 'One more on the vegetarian menu' }).click();
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await claim.getByRole('button', { name: 'Book these seats' }).click();
  await expect(toasts(page).getByText('Booking Confirmed!')).toBeVisible();
  const confirmation = page.getByRole('region', { name: 'Your table is booked' });
  await expect(confirmation).toContainText(readableDate(date));
  await expect(confirmation).toContainText('1 vegetarian · 1 non-vegetarian');
  await outbox.waitFor(diner.email, /^Your table at The Tasting Room/);

  // The seating is full again: the page says so to the next diner.
  await page.goto('/book');
  await pickDate(page, date);
  await expect(seating(page, SEATING.second)).toHaveAccessibleDescription('Fully booked');
});

test('staff mark an arrival and a no-show on Tonight with one tap (and an undo), and see both in the guest book', async ({
  page,
  staffApi,
  loginByApi,
}, testInfo) => {
  const came = uniqueGuest('Arjun');
  const missed = uniqueGuest('Bela');
  await seatWalkIn(staffApi, came);
  await seatWalkIn(staffApi, missed);
  await loginByApi();
  await page.goto('/staff/reservations?view=tonight');

  const under = page.getByRole('region', { name: seatingUnderWay() });
  await rowOf(under, came.name).getByRole('button', { name: 'Arrived' }).click();
  await expect(toasts(page).getByText('Marked arrived')).toBeVisible();
  await expect(rowOf(under, came.name).getByText('Arrived', { exact: true })).toBeVisible();
  // The undo beside the mark puts the buttons back; the tap again records it.
  await rowOf(under, came.name)
    .getByRole('button', { name: `Undo arrived for ${came.name}` })
    .click();
  await rowOf(under, came.name).getByRole('button', { name: 'Arrived' }).click();
  await expect(rowOf(under, came.name).getByText('Arrived', { exact: true })).toBeVisible();
  await rowOf(under, missed.name).getByRole('button', { name: 'No-show' }).click();
  await expect(rowOf(under, missed.name).getByText('No-show', { exact: true })).toBeVisible();
  await expect(rowOf(under, missed.name)).toContainText('1 no-show');
  await testInfo.attach('tonight-attendance-1280', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  // The booking's link opens its guest's record in the guest book.
  await rowOf(under, missed.name)
    .getByRole('link', { name: /Guest book/ })
    .click();
  await expect(page.getByRole('tab', { name: 'Guest book' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const record = page.getByRole('article');
  await expect(record.getByRole('heading', { name: missed.name })).toBeVisible();
  await expect(record).toContainText('0 visits · 1 no-show · 0 upcoming');
  await expect(record.getByRole('table')).toContainText('No-show');
  await record.getByLabel('Private note').fill('Called the next day: a family emergency.');
  await record.getByRole('button', { name: 'Save note' }).click();
  await expect(toasts(page).getByText('Note saved')).toBeVisible();

  await page.getByLabel('Search guests').fill(came.name);
  const found = page.getByRole('list', { name: 'Guests' });
  await expect(found.getByRole('button')).toHaveCount(1);
  await expect(found).toContainText('1 visit · 0 no-shows · 0 upcoming');
  await found.getByRole('button', { name: new RegExp(came.name) }).click();
  await expect(record.getByRole('table')).toContainText('Arrived');
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await testInfo.attach('guest-book-1280', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the staff waitlist, the guest book and the diner’s waitlist page fit 390 px and pass axe', async ({
    page,
    staffApi,
    loginByApi,
    outbox,
  }, testInfo) => {
    const date = uniqueDate();
    await createBooking(staffApi, { date, timeSlot: SEATING.third, guests: 10 });
    const diner = uniqueGuest('Omar');
    const joined = await staffApi.post('/api/waitlist', {
      data: { ...diner, date, timeSlot: SEATING.third, guests: 3 },
      headers: { 'X-Forwarded-For': '198.19.200.1' },
    });
    expect(joined.status(), await joined.text()).toBe(201);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth);

    const mail = await outbox.waitFor(diner.email, /^You are on the waitlist/);
    await page.goto(new URL(/https?:\/\/\S+\/waitlist\/[\w-]+/.exec(mail.text)![0]).pathname);
    await expect(page.locator('dl').first()).toContainText('Waiting: number 1');
    expect(await fits()).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
    await testInfo.attach('waitlist-page-390', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });

    await loginByApi();
    await page.goto('/staff/reservations?view=waitlist');
    await page.getByLabel('Night', { exact: true }).fill(date);
    const queue = page.getByRole('region', { name: `Waitlist for ${SEATING.third}` });
    await expect(rowOf(queue, diner.name)).toContainText('Waiting');
    await expect(
      rowOf(queue, diner.name).getByRole('button', { name: /Offer seats/ }),
    ).toBeVisible();
    expect(await fits()).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolationsInBothThemes(page);
    await testInfo.attach('staff-waitlist-390', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });

    await page.getByRole('tab', { name: 'Guest book' }).click();
    await expect(page.getByRole('list', { name: 'Guests' })).toBeVisible();
    expect(await fits()).toBeLessThanOrEqual(390);
  });
});
