import type { Page } from '@playwright/test';
import { expect, test as base, toasts } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { pickDate } from './support/date-picker';
import { startOwnServer } from './support/own-server';
import { createBooking, SEATING, uniqueDate, uniqueGuest } from './support/test-data';
import { PAST_ROBOT_CHECK } from './support/robot-check';

const SLOT = SEATING.second;

/**
 * A server of each test's own, already in challenge mode for 127.0.0.1: two bookings from the
 * test's request context used the network's free attempts for the hour. No other test may see that
 * state, so the test's page (baseURL) uses this server instead of its file's.
 */
const test = base.extend<{ busyServer: string }>({
  busyServer: [
    async ({ playwright }, use) => {
      const server = await startOwnServer();
      const api = await playwright.request.newContext({ baseURL: server.baseURL });
      for (let i = 0; i < 2; i++)
        await createBooking(api, { timeSlot: SLOT }, { fromOwnAddress: true });
      await api.dispose();
      await use(server.baseURL);
      await server.stop();
    },
    { timeout: 60_000 },
  ],
  baseURL: async ({ busyServer }, use) => {
    await use(busyServer);
  },
});

async function fillBooking(page: Page, date: string) {
  const guest = uniqueGuest('Nandini');
  await page.goto('/book');
  await page.getByLabel('Name').fill(guest.name);
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('Phone').fill(guest.phone);
  await pickDate(page, date);
  await page.getByRole('radio', { name: SLOT, exact: true }).click();
}

/** The robot check's solutions the page sends, in order. */
function solutionsSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/reservations')) {
      const altcha = r.postDataJSON()?.altcha;
      if (altcha) sent.push(altcha);
    }
  });
  return sent;
}

test('when booking traffic from one address looks abnormal, then the diner’s browser passes a robot check by itself and the booking completes', async ({
  page,
  busyServer,
}, testInfo) => {
  const date = uniqueDate();
  const elsewhere: string[] = [];
  const widgetLoads: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(busyServer) && !/^(data|blob):/.test(url)) elsewhere.push(url);
    if (url.includes('robot-check-widget')) widgetLoads.push(url);
  });
  const cspViolations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
  });
  // Hold the booking that carries the solution, so the finished check can be looked at.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/reservations', async (route) => {
    const request = route.request();
    if (request.method() === 'POST' && request.postDataJSON()?.altcha) await held;
    await route.continue();
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await fillBooking(page, date);
  expect(widgetLoads, 'the widget loads only when asked for').toEqual([]);
  const started = Date.now();
  await page.getByRole('button', { name: 'Book Table' }).click();

  const check = page.getByRole('region', { name: 'A quick check before we book' });
  await expect(check).toBeVisible();
  await expect(check).toContainText('there is nothing to solve');
  const checkbox = check.getByRole('checkbox');
  await expect(checkbox).toBeChecked({ timeout: 20_000 });
  testInfo.annotations.push({ type: 'robot check', description: `${Date.now() - started} ms` });
  await expect(check.getByText('Verified')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Booking...' })).toBeDisabled();
  // Keyboard users reach it right after the last field (the occasion, below the spec's fields).
  await page.getByLabel('Occasion (optional)').focus();
  await page.keyboard.press('Tab');
  await expect(checkbox).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await check.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('robot-check-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await check.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('robot-check-390.png') });

  release();
  await expect(toasts(page).getByText('Booking Confirmed!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your table is booked' })).toBeVisible();
  await expect(check).toHaveCount(0);
  expect(widgetLoads.length).toBeGreaterThan(0);
  expect(cspViolations).toEqual([]);
  expect(elsewhere).toEqual([]);
});

test('when the server refuses a solution, then the form runs the check again and books without the diner doing anything', async ({
  page,
}) => {
  const date = uniqueDate();
  const sent = solutionsSent(page);
  // The first solution arrives spoilt, as a stale or replayed one would.
  let spoilt = false;
  await page.route('**/api/reservations', async (route) => {
    const request = route.request();
    const body = request.method() === 'POST' ? request.postDataJSON() : undefined;
    if (!body?.altcha || spoilt) return route.continue();
    spoilt = true;
    await route.continue({ postData: JSON.stringify({ ...body, altcha: `x${body.altcha}` }) });
  });

  await fillBooking(page, date);
  await page.getByRole('button', { name: 'Book Table' }).click();

  await expect(toasts(page).getByText('Booking Confirmed!')).toBeVisible(PAST_ROBOT_CHECK);
  await expect(page.getByRole('heading', { name: 'Your table is booked' })).toBeVisible();
  await expect(toasts(page).getByText('Booking Failed')).toHaveCount(0);
  expect(sent).toHaveLength(2);
  expect(sent[0]).not.toBe(sent[1]);
});

test('B1: when a guest grows their party from a network whose booking traffic looks abnormal, then the change form runs the booking’s robot check by itself and saves the change', async ({
  page,
  playwright,
  busyServer,
}, testInfo) => {
  // Booked from another network: the guest's own browser is the busy one.
  const api = await playwright.request.newContext({ baseURL: busyServer });
  const booking = await createBooking(api, { timeSlot: SLOT, guests: 2, vegCount: 0 });
  await api.dispose();
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && r.url().includes('/api/reservations/manage/')) {
      sent.push(r.postDataJSON()?.altcha ?? '');
    }
  });

  // Hold the change that carries the solution, so the finished check can be looked at.
  let release = () => {};
  await page.route('**/api/reservations/manage/*', async (route) => {
    const request = route.request();
    if (request.method() === 'PATCH' && request.postDataJSON()?.altcha) {
      await new Promise<void>((resolve) => (release = resolve));
    }
    await route.continue();
  });

  for (const [width, height, scheme] of [
    [1280, 900, 'light'],
    [390, 844, 'dark'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.addInitScript((t) => localStorage.setItem('theme', t), scheme);
    await page.goto(new URL(booking.manageUrl).pathname);
    const change = page.getByRole('form', { name: 'Change booking' });
    const guests = width === 1280 ? '4' : '5';
    await change.getByLabel('Guests', { exact: true }).selectOption(guests);
    await change.getByLabel('Non-vegetarian menu', { exact: true }).fill(guests);
    await change.getByRole('button', { name: 'Save changes' }).click();

    const check = change.getByRole('region', { name: 'A quick check before we book' });
    await expect(check).toBeVisible();
    await expect(check.getByRole('checkbox')).toBeChecked({ timeout: 20_000 });
    await expect(change.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await check.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: testInfo.outputPath(`change-robot-check-${width}-${scheme}.png`),
    });
    release();
    await expect(toasts(page).getByText('Booking updated')).toBeVisible();
    await expect(page.locator('dl').first()).toContainText(`${guests} guests`);
    await expect(check).toHaveCount(0);
  }
  // Each growth went first without a solution (428), then once with a fresh one.
  expect(sent.map((s) => s !== '')).toEqual([false, true, false, true]);
  expect(new Set(sent.filter(Boolean)).size).toBe(2);
});
