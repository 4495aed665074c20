import type { APIRequestContext, Page, Request } from '@playwright/test';
import type { DashboardDto, OverviewDto } from '@shared/contracts/analytics';
import { formatPaiseWhole } from '@shared/money';
import { expect } from './fixtures';
import { expectNoSeriousA11yViolationsInBothThemes } from './support/axe';
import {
  createDish,
  payOrder,
  placeTwoDishOrder,
  setCorporateOrdering,
} from './support/order-data';
import { restaurantToday, test } from './support/morning-server';
import { createBooking, SEATING } from './support/test-data';

// Page-view tracking and the staff dashboard (/staff). Tonight's panel needs bookings for
// tonight, and a seating that has started takes none: this file's server keeps the restaurant in
// a time zone where it is about ten in the morning now (support/morning-server.ts).

type SentView = { path: string; sessionId: string; referrer?: string; status: number };

/**
 * Every page view the page has sent and the server has answered, in the order they were sent.
 * Two views sent a moment apart may be answered in either order on a busy machine; the order
 * of sending is the one the visitor made.
 */
function recordPageViews(page: Page): () => SentView[] {
  const views: { view: Omit<SentView, 'status'>; status?: number }[] = [];
  const byRequest = new Map<Request, (typeof views)[number]>();
  page.on('request', (req) => {
    if (req.method() !== 'POST' || !req.url().endsWith('/api/analytics/pageview')) return;
    const entry = { view: req.postDataJSON() as Omit<SentView, 'status'> };
    views.push(entry);
    byRequest.set(req, entry);
  });
  page.on('response', (res) => {
    const entry = byRequest.get(res.request());
    if (entry) entry.status = res.status();
  });
  return () =>
    views.flatMap(({ view, status }) => (status === undefined ? [] : [{ ...view, status }]));
}

async function readDashboard(api: APIRequestContext): Promise<DashboardDto> {
  const res = await api.get('/api/analytics/dashboard');
  expect(res.status()).toBe(200);
  return (await res.json()) as DashboardDto;
}

async function readOverview(api: APIRequestContext): Promise<OverviewDto> {
  const res = await api.get('/api/analytics/overview');
  expect(res.status()).toBe(200);
  return (await res.json()) as OverviewDto;
}

const mainNavLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

// First in the file: on a new server nothing has been recorded yet (the sign-in page and the
// staff's own views are never visitor figures).
test('with nothing recorded yet, the dashboard says so instead of drawing empty charts', async ({
  page,
  login,
}) => {
  await login();
  await expect(
    page.getByText('No visits recorded in this range yet.', { exact: false }),
  ).toBeVisible();
  await expect(page.locator('dl[aria-label="Visitor figures"] dd').first()).toHaveText('0');
  await expect(page.locator('.recharts-surface')).toHaveCount(0);
  await expect(page.getByText('No guests booked yet.')).toBeVisible();
  // A new site: the admin sees what is left to enter.
  await expect(page.getByRole('heading', { name: 'Finish setting up the site' })).toBeVisible();
  const steps = page.getByRole('list', { name: 'Setup steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(7);
  await expect(steps.last()).toContainText('Legal details for tax invoices');
  // The hero's default words and the menus' written courses are what guests see meanwhile:
  // those steps are optional, the other four are to do.
  await expect(page.getByText('4 of 7 still to do.', { exact: false })).toBeVisible();
  await expect(steps.filter({ hasText: 'Home page hero' })).toContainText('(optional)');
});

// Next, so the stored visitor figures are this visit's alone.
test('a fresh visitor’s pages are each counted once, in one anonymous session', async ({
  page,
  staffApi,
}) => {
  const sent = recordPageViews(page);
  const paths = () => sent().map((v) => v.path);

  await page.goto('/');
  await expect.poll(paths).toEqual(['/']);
  await mainNavLink(page, 'Reservations').click();
  await expect(page).toHaveURL(/\/book$/);
  await mainNavLink(page, 'Contact').click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(paths).toEqual(['/', '/book', '/contact']);

  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  expect(sessionId).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  expect(new Set(sent().map((v) => v.sessionId))).toEqual(new Set([sessionId]));
  expect(sent().every((v) => v.status === 204)).toBe(true);
  // Within the site, the page before is the referrer.
  expect(sent()[2]!.referrer).toBe(new URL('/book', page.url()).toString());

  // Back, then forward: one view each.
  await page.goBack();
  await expect(page).toHaveURL(/\/book$/);
  await expect.poll(paths).toEqual(['/', '/book', '/contact', '/book']);
  await page.goForward();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(paths).toEqual(['/', '/book', '/contact', '/book', '/contact']);

  // A link to the page already shown is not a new view: the next one recorded is '/'.
  await mainNavLink(page, 'Contact').click();
  await mainNavLink(page, 'Home').click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(paths).toHaveLength(6);
  expect(paths()[5]).toBe('/');

  const stored = await readDashboard(staffApi);
  expect(stored).toMatchObject({ totalVisitors: 1, totalPageViews: 6, newCustomers: 1 });
  expect(stored.topPages).toEqual([
    { path: '/', views: 2 },
    { path: '/book', views: 2 },
    { path: '/contact', views: 2 },
  ]);
});

/** A visitor's page views, as their browser would send them. */
async function visit(api: APIRequestContext, sessionId: string, paths: string[]) {
  for (const path of paths) {
    const res = await api.post('/api/analytics/pageview', {
      data: {
        path,
        sessionId,
        deviceInfo: {
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
          language: 'en-IN',
          screenSize: '1280x800',
        },
        referrer: '',
      },
    });
    expect(res.status()).toBe(204);
  }
}

async function funnelEvent(
  api: APIRequestContext,
  eventType: string,
  sessionId: string,
  metadata?: object,
) {
  const res = await api.post('/api/analytics/conversion', {
    data: { eventType, sessionId, ...(metadata ? { metadata } : {}) },
  });
  expect(res.status()).toBe(204);
}

test('the dashboard shows the cards, tonight’s covers, the visitor figures, the charts and the funnel', async ({
  page,
  login,
  staffApi,
  request,
}) => {
  const before = await readDashboard(staffApi);
  const today = restaurantToday();

  // Tonight: 4 guests in the first seating, the second one full.
  await createBooking(staffApi, { date: today, timeSlot: SEATING.first, guests: 4, vegCount: 3 });
  const full = await createBooking(staffApi, {
    date: today,
    timeSlot: SEATING.second,
    guests: 10,
    vegCount: 4,
  });
  // Two new visitors, one of them ordering, and a funnel of 3 started, 2 filled, 1 completed.
  await visit(request, 'dash-visitor-one', ['/corporate', '/corporate', '/corporate', '/']);
  await visit(request, 'dash-visitor-two', [
    '/corporate',
    '/corporate',
    '/corporate',
    '/corporate',
  ]);
  for (const s of ['dash-funnel-1', 'dash-funnel-2', 'dash-funnel-3']) {
    await funnelEvent(request, 'reservation_start', s);
  }
  await funnelEvent(request, 'reservation_form_filled', 'dash-funnel-1');
  await funnelEvent(request, 'reservation_form_filled', 'dash-funnel-2');
  await funnelEvent(request, 'reservation_complete', 'dash-funnel-1', { reservationId: full.id });
  const order = await placeTwoDishOrder(staffApi, request);
  await payOrder(request, order);

  const after = await readDashboard(staffApi);
  expect(after.totalVisitors).toBe(before.totalVisitors + 2);
  expect(after.totalPageViews).toBe(before.totalPageViews + 8);
  expect(after.newCustomers).toBe(before.newCustomers + 2);
  expect(after.reservationFunnel).toEqual({
    started: before.reservationFunnel.started + 3,
    formFilled: before.reservationFunnel.formFilled + 2,
    completed: before.reservationFunnel.completed + 1,
  });
  const overview = await readOverview(staffApi);
  expect(overview).toMatchObject({ pendingOrders: 1, totalRevenuePaise: order.totalPaise });

  await login();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The four cards.
  const card = (title: string) =>
    page.locator('section[aria-labelledby="overview-heading"] > div > div').filter({
      has: page.getByRole('heading', { name: title }),
    });
  await expect(card('Active Reservations')).toContainText(String(overview.activeReservations));
  await expect(card('Completed Bookings')).toContainText(String(overview.completedBookings));
  await expect(card('Pending Orders')).toContainText('1');
  await expect(card('Total Revenue')).toContainText(formatPaiseWhole(order.totalPaise));
  await expect(card('Active Reservations').getByRole('link')).toHaveAttribute(
    'href',
    '/staff/reservations',
  );
  await expect(card('Pending Orders').getByRole('link')).toHaveAttribute('href', '/staff/orders');

  // Tonight's covers, the menu split and seats left per seating.
  const seatings = page.getByRole('list', { name: "Tonight's seatings" }).getByRole('listitem');
  await expect(page.getByText('14 guests booked across the seatings.')).toBeVisible();
  await expect(seatings.filter({ hasText: SEATING.first })).toContainText('4 covers');
  await expect(seatings.filter({ hasText: SEATING.first })).toContainText('3 veg · 1 non-veg');
  await expect(seatings.filter({ hasText: SEATING.first })).toContainText('6 of 10 seats left');
  await expect(seatings.filter({ hasText: SEATING.second })).toContainText('10 covers');
  await expect(seatings.filter({ hasText: SEATING.second })).toContainText('Full');
  await expect(seatings.filter({ hasText: SEATING.third })).toContainText('0 covers');

  // The visitor figures, as the API reports them.
  const figures = page.getByRole('definition');
  const figure = (label: string) =>
    page.locator('dl[aria-label="Visitor figures"] div').filter({ hasText: label }).locator('dd');
  await expect(figures).toHaveCount(4);
  await expect(figure('Total Visitors')).toHaveText(String(after.totalVisitors));
  await expect(figure('Total Page Views')).toHaveText(String(after.totalPageViews));
  await expect(figure('New Customers')).toHaveText(String(after.newCustomers));
  await expect(figure('Returning Customers')).toHaveText(String(after.returningCustomers));

  // The charts, each with its figures in words.
  await expect(page.getByRole('heading', { name: 'Page views over time' })).toBeVisible();
  await expect(page.locator('.recharts-surface')).toHaveCount(3);
  await expect(
    page.getByRole('table', { name: 'Page views per day' }).getByRole('row'),
  ).toHaveCount(31);
  const corporateViews = after.topPages.find((p) => p.path === '/corporate')!.views;
  await expect(
    page.getByText(`Most viewed: /corporate with ${corporateViews} views.`),
  ).toBeVisible();
  const rate = Math.round(
    (after.reservationFunnel.completed / after.reservationFunnel.started) * 100,
  );
  await expect(page.getByText(/^Conversion rate/)).toContainText(`${rate}%`);
  await expect(page.getByRole('table', { name: 'Reservation funnel' })).toContainText(
    `Started${after.reservationFunnel.started}`,
  );

  // A shorter range asks the server again.
  const week = page.waitForResponse((r) => r.url().includes('/api/analytics/dashboard?'));
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const weekly = (await (await week).json()) as DashboardDto;
  expect(weekly.pageViewsOverTime).toHaveLength(7);
  await expect(
    page.getByRole('table', { name: 'Page views per day' }).getByRole('row'),
  ).toHaveCount(8);

  // The service sheet is one click away.
  await page.getByRole('link', { name: 'Open the service sheet' }).click();
  await expect(page).toHaveURL(/\/staff\/reservations\?view=tonight$/);
  await expect(page.getByRole('tab', { name: 'Tonight' })).toHaveAttribute('aria-selected', 'true');
});

test('the Corporate Ordering switch turns the menu on /corporate on and off', async ({
  page,
  login,
  staffApi,
  browser,
  baseURL,
}) => {
  await setCorporateOrdering(staffApi, false);
  const dish = await createDish(staffApi, { name: 'Switch Test Biryani', price: 300 });
  const guest = await (await browser.newContext({ baseURL })).newPage();
  const addButton = guest.getByRole('button', { name: `Add ${dish.name} to cart` });

  await login();
  const toggle = page.getByRole('switch', { name: 'Corporate Ordering' });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  await guest.goto('/corporate');
  await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(addButton).toHaveCount(0);

  await toggle.click();
  await expect(toggle).toBeChecked();
  await guest.reload();
  await expect(addButton).toBeVisible();

  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await guest.reload();
  await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(addButton).toHaveCount(0);
  await guest.context().close();
});

test(`/staff passes axe in the light and the dark theme, with figures and charts shown`, async ({
  page,
  login,
  staffApi,
  request,
}, testInfo) => {
  // Every view is scanned twice, once per theme.
  test.slow();
  // Figures of its own, so the charts and tonight's list are there to check.
  await visit(request, `axe-visitor`, ['/', '/book', '/contact']);
  await createBooking(staffApi, { date: restaurantToday(), timeSlot: SEATING.third, guests: 1 });
  await login();
  await expect(page.locator('.recharts-surface')).toHaveCount(3);
  await expect(page.getByRole('list', { name: "Tonight's seatings" })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await testInfo.attach(`dashboard`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});
