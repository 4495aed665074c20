import { expect, test } from '@playwright/test';
import { COURSE_TOTAL_MESSAGE } from '@shared/contracts/reservation';
import { startServer, type OwnServer } from './support/own-server';
import { signInApi } from './support/staff-api';
import { SEATING, uniqueDate, uniqueGuest, uniqueNetwork } from './support/test-data';

// The public pages with JavaScript turned off: everything a diner needs is plain HTML, links and
// forms the server answers (the booking form posts to POST /book, the night is chosen with GET
// /book?date=…, the menu is a page of its own). Screenshots at both widths show it still looks
// like the site. Each diner books from a network of their own (the server trusts the proxy
// header from 127.0.0.1), so one test's attempts never use up another's.

let server: OwnServer;

test.use({ javaScriptEnabled: false });

test.beforeAll(async ({ playwright }) => {
  server = await startServer({ env: { SSR: 'on' } });
  const staff = await playwright.request.newContext({ baseURL: server.baseURL });
  await signInApi(staff);
  const saved = await staff.put('/api/site-settings/contact', {
    data: {
      phone: '+91 80 4000 1234',
      email: 'table@tasting-room.example',
      address: '12 Lavelle Road, Bengaluru',
      // Open every night, so no test's night falls on a closed day.
      openingHours: 'Monday - Sunday: 7:00 PM - 10:00 PM',
    },
  });
  expect(saved.ok()).toBe(true);
  await staff.dispose();
});

test.afterAll(async () => {
  await server?.stop();
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px a diner books a table without JavaScript: mistakes are shown beside the fields, then the booking`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueNetwork() });
    const guest = uniqueGuest('Plain');
    const date = uniqueDate();

    await page.goto(`${server.baseURL}/book`);
    await expect(page.getByText('Choose a date, then Show seatings.')).toBeVisible();
    await page.getByLabel('Date', { exact: true }).fill(date);
    await page.getByRole('button', { name: 'Show seatings' }).click();
    // Show seatings posts the whole form: the details never go into a URL.
    await expect(page).toHaveURL(/\/book$/);
    const second = page.getByRole('radio', { name: SEATING.second, exact: true });
    await expect(second).toHaveAccessibleDescription('10 seats left');
    await page.screenshot({
      path: testInfo.outputPath(`book-${viewport.width}.png`),
      fullPage: true,
    });

    // Three guests, but the menus still count two of them, and no name.
    await page.getByLabel('Guests').selectOption('3');
    await second.check();
    await page.getByLabel('Email').fill(guest.email);
    await page.getByLabel('Phone').fill(guest.phone);
    await page.getByRole('button', { name: 'Book Table' }).click();

    await expect(page.getByRole('alert')).toContainText('Please correct the fields marked below');
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText(COURSE_TOTAL_MESSAGE)).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveAccessibleDescription('Name is required');
    // What the diner gave is still there.
    await expect(page.getByLabel('Email')).toHaveValue(guest.email);
    await expect(page.getByLabel('Phone')).toHaveValue(guest.phone);
    await expect(page.getByLabel('Guests')).toHaveValue('3');
    await expect(page.getByRole('radio', { name: SEATING.second, exact: true })).toBeChecked();
    await page.screenshot({
      path: testInfo.outputPath(`book-errors-${viewport.width}.png`),
      fullPage: true,
    });

    await page.getByLabel('Name').fill(guest.name);
    await page.getByLabel('Vegetarian menu', { exact: true }).fill('1');
    await page.getByRole('button', { name: 'Book Table' }).click();

    await expect(page).toHaveURL(/\/reservation\/[A-Za-z0-9_-]+$/);
    await expect(page.getByRole('heading', { name: 'Your booking', level: 1 })).toBeVisible();
    const summary = page.locator('dl').first();
    await expect(summary).toContainText(guest.name);
    await expect(summary).toContainText(SEATING.second);
    await page.screenshot({
      path: testInfo.outputPath(`booked-${viewport.width}.png`),
      fullPage: true,
    });
  });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px a diner finds the contact page without JavaScript`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto(server.baseURL);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // On a phone the menu opens as the page's own anchor (#mobile-menu).
    if (viewport.width < 768) await nav.getByRole('link', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await expect(page.getByText('12 Lavelle Road, Bengaluru').first()).toBeVisible();
    await expect(page.getByText('+91 80 4000 1234').first()).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`contact-${viewport.width}.png`),
      fullPage: true,
    });
  });
}

test('when booking traffic from a network looks abnormal, the form without JavaScript is refused and says how to book', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueNetwork() });
  const book = async (guest: ReturnType<typeof uniqueGuest>, date: string) => {
    await page.goto(`${server.baseURL}/book?date=${date}`);
    await page.getByRole('radio', { name: SEATING.first, exact: true }).check();
    await page.getByLabel('Name').fill(guest.name);
    await page.getByLabel('Email').fill(guest.email);
    await page.getByLabel('Phone').fill(guest.phone);
    await page.getByRole('button', { name: 'Book Table' }).click();
  };
  // A diner books once or twice an hour; the third booking from one network needs the robot
  // check, which cannot run here: nothing is booked, and the diner is told what to do.
  for (let i = 0; i < 2; i++) {
    await book(uniqueGuest('Often'), uniqueDate());
    await expect(page).toHaveURL(/\/reservation\//);
  }
  const booked = page.url();
  const third = uniqueGuest('Often');
  await book(third, uniqueDate());
  await expect(page).toHaveURL(/\/book$/);
  await expect(page.getByRole('alert')).toContainText('runs only with JavaScript');
  await expect(page.getByLabel('Name')).toHaveValue(third.name);

  // Adding seats through a booking's own page meets the same check: refused, saying how.
  await page.goto(booked);
  const change = page.getByRole('form', { name: 'Change booking' });
  await change.getByLabel('Guests').selectOption('6');
  await change.getByLabel('Vegetarian menu', { exact: true }).fill('0');
  await change.getByLabel('Non-vegetarian menu').fill('6');
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert')).toContainText('adding seats now needs a quick robot check');
  await expect(page.locator('dl').first()).not.toContainText('6 guests');
});

test('a diner reads the tasting menu without JavaScript', async ({ page }, testInfo) => {
  await page.goto(`${server.baseURL}/book`);
  await page.getByRole('link', { name: 'View Menu' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('heading', { name: 'Our Tasting Menu', level: 1 })).toBeVisible();
  const veg = page.getByRole('list', { name: 'Vegetarian menu', exact: true });
  await expect(
    veg.getByRole('heading', { name: /Course 1\. Amuse-bouche: pani puri/ }),
  ).toBeVisible();
  await expect(veg).toContainText('Contains');
  await expect(page.getByRole('list', { name: 'Non-vegetarian menu' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('menu.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('menu-390.png'), fullPage: true });
});

test.describe('when the app arrives after the diner has posted', () => {
  test.use({ javaScriptEnabled: true });

  test('the answer hydrates without a warning, and the full form keeps the values and the messages', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      // The answer itself is a 400 (the API's status for invalid input), which Chromium notes.
      if (/status of 400 \(Bad Request\)/.test(m.text()) && m.location().url.endsWith('/book')) {
        return;
      }
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    // The app's scripts are held back until the diner has posted the plain form.
    let holding = true;
    const held: (() => void)[] = [];
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      if (holding) await new Promise<void>((release) => held.push(release));
      await route.continue().catch(() => {});
    });
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueNetwork() });
    const guest = uniqueGuest('Early');

    await page.goto(`${server.baseURL}/book?date=${uniqueDate()}`, { waitUntil: 'commit' });
    await page.getByRole('radio', { name: SEATING.first, exact: true }).check();
    await page.getByLabel('Email').fill(guest.email);
    await page.getByRole('button', { name: 'Book Table' }).click();
    await expect(page.getByRole('alert')).toContainText('Please correct the fields marked below');

    holding = false;
    for (const release of held.splice(0)) release();
    await expect(page.locator('html[data-page-ready]')).toBeAttached();
    await expect(page.getByLabel('Email')).toHaveValue(guest.email);
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByRole('radio', { name: SEATING.first, exact: true })).toBeChecked();
    expect(problems).toEqual([]);
  });
});
