import { expect, test, type Page } from '@playwright/test';
import { startServer, type OwnServer } from './support/own-server';
import type { MenuItemDto } from '@shared/contracts/menu';
import { E2E_ADMIN } from '../playwright.config';
import { addMenuItem } from './support/menu-data';
import { signInApi } from './support/staff-api';
import { createBooking, SEATING, uniqueDate, uniqueGuest } from './support/test-data';

// Server rendering (SSR=on, the default; this file's own server states it so the file keeps its
// meaning if the default ever changes). Each public page must arrive rendered in its first HTML and hydrate without a
// single console error or hydration warning, in either theme; with JavaScript off, the text is
// there all the same.

const HYDRATED_PAGES = ['/', '/book', '/corporate', '/contact', '/missing-page'];
const HYDRATION_WORDS = /hydrat|did not match|server rendered|#418|#423|#425/i;

let server: OwnServer;
let dish: MenuItemDto;
/** A guest's booking, made by staff: its private manage page is rendered on the server too. */
let booking: { path: string; name: string };

test.beforeAll(async ({ playwright }) => {
  server = await startServer({ env: { SSR: 'on' } });
  const staff = await playwright.request.newContext({ baseURL: server.baseURL });
  await signInApi(staff);
  // The corporate page's menu and cart are rendered too when ordering is open.
  const saved = await staff.put('/api/site-settings/corporate-ordering', {
    data: { value: 'true' },
  });
  expect(saved.ok()).toBe(true);
  const hero = await staff.patch('/api/content/hero', {
    data: { title: 'Rendered before the script', content: 'The hero, in the first HTML.' },
  });
  expect(hero.ok()).toBe(true);
  dish = await addMenuItem(staff, { name: 'Rendered Thali', price: 450 });
  const booked = await createBooking(staff, uniqueGuest('Meera'));
  booking = { path: new URL(booked.manageUrl).pathname, name: booked.name };
  await staff.dispose();
});

test.afterAll(async () => {
  await server?.stop();
});

/**
 * Every console error, every hydration warning and every uncaught error while the page is open;
 * the browser's note that the page itself answered 404 (the 404 page) is expected.
 */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    const ownStatus =
      text.includes('status of 404') && message.location().url.endsWith('/missing-page');
    if ((message.type() === 'error' && !ownStatus) || HYDRATION_WORDS.test(text)) {
      problems.push(`${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

for (const theme of ['light', 'dark'] as const) {
  for (const path of HYDRATED_PAGES) {
    test(`${path} arrives rendered and hydrates without a warning (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const problems = problemsOf(page);

      const response = await page.goto(`${server.baseURL}${path}`);
      const firstHtml = (await response?.text()) ?? '';
      expect(firstHtml).toContain('id="ssr-state"');
      expect(firstHtml).not.toContain('<div id="root"></div>');

      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await page.waitForLoadState('networkidle');
      // Hydrated: React's handlers answer (the theme toggle works).
      const other = theme === 'light' ? 'dark' : 'light';
      await page
        .getByRole('button', { name: `${other === 'dark' ? 'Dark' : 'Light'} theme` })
        .first()
        .click();
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${other}\\b`));
      expect(problems).toEqual([]);
    });
  }
}

for (const theme of ['light', 'dark'] as const) {
  test(`the guest's manage page arrives with their booking and hydrates without a warning (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const problems = problemsOf(page);

    const response = await page.goto(`${server.baseURL}${booking.path}`);
    const firstHtml = (await response?.text()) ?? '';
    expect(firstHtml).toContain('id="ssr-state"');
    expect(firstHtml).toContain(booking.name);
    expect(response?.headers()['cache-control']).toBe('private, no-store');

    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await expect(page.locator('dl').first()).toContainText(booking.name);
    // Hydrated: the change form, offered once the page has read the restaurant's clock.
    await expect(page.getByRole('heading', { name: 'Change booking' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test('the hero saved by staff is in the first HTML of /, and the page keeps it once hydrated', async ({
  page,
}) => {
  const problems = problemsOf(page);
  const response = await page.goto(server.baseURL);
  expect(await response?.text()).toContain('Rendered before the script');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rendered before the script');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('a cart kept in localStorage shows after hydration on /corporate, without a mismatch', async ({
  page,
}) => {
  const line = {
    item: { id: dish.id, name: dish.name, price: dish.price, imageUrl: dish.imageUrl },
    quantity: 2,
  };
  await page.addInitScript((l) => localStorage.setItem('cart', JSON.stringify([l])), line);
  const problems = problemsOf(page);
  await page.goto(`${server.baseURL}/corporate`);
  const cart = page.getByRole('complementary', { name: 'Your Cart' });
  await expect(cart.getByText(dish.name)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('a signed-in staff member sees their links after hydration, without a mismatch', async ({
  page,
}) => {
  await page.goto(`${server.baseURL}/contact`);
  const signedIn = await page.request.post(`${server.baseURL}/api/auth/login`, {
    data: E2E_ADMIN,
  });
  expect(signedIn.ok()).toBe(true);
  const problems = problemsOf(page);
  await page.goto(`${server.baseURL}/`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('/, /contact, /corporate and /book show their text', async ({ page }) => {
    await page.goto(server.baseURL);
    await expect(page.getByRole('heading', { name: 'Rendered before the script' })).toBeVisible();
    await expect(page.getByText('The hero, in the first HTML.')).toBeVisible();

    await page.goto(`${server.baseURL}/contact`);
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Opening Hours' }).first()).toBeVisible();

    await page.goto(`${server.baseURL}/corporate`);
    await expect(page.getByRole('heading', { name: 'Corporate Orders', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What we offer' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();

    await page.goto(`${server.baseURL}/book`);
    await expect(page.getByRole('heading', { name: 'Seatings' })).toBeVisible();
    await expect(page.getByText('7:00 PM - 8:00 PM').first()).toBeVisible();
    await expect(page.getByLabel('Name')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByText('Vegetarian 10-course: ₹949 + 5% GST per guest')).toBeVisible();
    // The plain form books without the app (e2e/no-javascript.spec.ts takes a booking with it).
    await expect(page.getByLabel('Guests')).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Book Table' })).toBeEnabled();
  });
});

test('the booking form is usable once hydrated, and the page marks itself ready', async ({
  page,
}) => {
  await page.goto(`${server.baseURL}/book`);
  await expect(page.locator('html[data-page-ready]')).toBeAttached();
  await expect(page.getByLabel('Guests')).toBeEnabled();
  await page.getByLabel('Guests').selectOption('4');
  await expect(page.getByLabel('Guests')).toHaveValue('4');
});

test('a night shown before the app took over (/book?date=…) stays chosen once it has', async ({
  page,
}) => {
  await page.goto(`${server.baseURL}/book?date=${uniqueDate()}`);
  await expect(page.locator('html[data-page-ready]')).toBeAttached();
  const seating = page.getByRole('radio', { name: SEATING.second, exact: true });
  await expect(seating).toBeEnabled();
  await expect(seating).toHaveAccessibleDescription('10 seats left');
});
