import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { startServer, type OwnServer } from './support/own-server';
import { signInApi } from './support/staff-api';
import {
  LAST_YEAR_GUEST,
  SEEDED_BOOKINGS,
  SEEDED_GUESTS,
  TONIGHT_GUESTS,
  lastYearNight,
  restaurantDate,
  seedHistory,
} from './support/history-data';
import {
  CATERING,
  LAST_YEAR_ORDER,
  LAST_YEAR_QUOTE,
  OLD_PHOTO,
  SEEDED_FILES,
  SEEDED_ORDERS,
  SEEDED_QUOTES,
  seedCateringHistory,
} from './support/catering-history';
import { screenshotsInBothThemes } from './support/theme-screenshots';

// The staff screens on a restaurant's second year of bookings: each asks the server for what it
// shows (tonight's night, a page of the list, a page of the guest book) and the server searches,
// so an old booking is still found without the browser ever holding the whole history. The
// corporate orders, quote requests and media library page and search on the server the same way.

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({
    seed: async (query) => {
      await seedHistory(query);
      await seedCateringHistory(query);
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** A signed-in page on the seeded server that records every call to the reservations list. */
async function staffPage(browser: Browser, width = 1280) {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width, height: 900 },
  });
  await signInApi(context.request);
  const page = await context.newPage();
  const listCalls: URL[] = [];
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/reservations' && req.method() === 'GET') listCalls.push(url);
  });
  return { page, listCalls, close: () => context.close() };
}

/** Every call to the list named a night or a page size: none asked for the whole history. */
function expectNoWholeHistory(listCalls: URL[]) {
  expect(listCalls.length).toBeGreaterThan(0);
  for (const url of listCalls) {
    const params = url.searchParams;
    expect(params.has('date') || params.has('limit'), url.toString()).toBe(true);
    const limit = Number(params.get('limit'));
    expect(limit).toBeGreaterThan(0);
    expect(limit).toBeLessThanOrEqual(200);
  }
}

/** A booking's row in the list (toasts are list items too, but never name a guest here). */
const rowOf = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

test('Tonight shows tonight’s parties on a long history, asking the server only for the night', async ({
  browser,
}) => {
  const { page, listCalls, close } = await staffPage(browser);
  await page.goto('/staff/reservations?view=tonight');
  const sheet = page.getByRole('article', { name: /Service sheet for/ });
  for (const guest of TONIGHT_GUESTS) {
    await expect(sheet.getByRole('listitem').filter({ hasText: guest.name })).toBeVisible();
  }
  await expect(sheet.getByText('4 guests · 2 vegetarian · 2 non-vegetarian menus')).toBeVisible();
  await expect(sheet.getByText(LAST_YEAR_GUEST.name)).toHaveCount(0);
  await expect(sheet.getByText(/^Diner \d+/)).toHaveCount(0);
  expectNoWholeHistory(listCalls);
  expect(listCalls.every((url) => url.searchParams.get('date') === restaurantDate())).toBe(true);
  await close();
});

for (const width of [1280, 390]) {
  test(`at ${width} px the list pages through the server with its count, and its search finds a booking from last year`, async ({
    browser,
  }, testInfo) => {
    const { page, listCalls, close } = await staffPage(browser, width);
    await page.goto('/staff/reservations');
    await expect(
      page.getByText(`Showing 50 of ${SEEDED_BOOKINGS} reservations`, { exact: true }),
    ).toBeVisible();
    // Newest night first: tonight's parties lead the list.
    await expect(rowOf(page, TONIGHT_GUESTS[0].name)).toBeVisible();
    await expect(page.getByText(LAST_YEAR_GUEST.name)).toHaveCount(0);
    if (width === 1280) await screenshotsInBothThemes(page, testInfo, `list-${width}`);

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(
      page.getByText(`Showing 100 of ${SEEDED_BOOKINGS} reservations`, { exact: true }),
    ).toBeVisible();

    // The server searches every night, not the pages in the browser.
    await page.getByLabel('Search reservations').fill('vashishtha');
    await expect(page.getByText('Showing 1 of 1 reservation', { exact: true })).toBeVisible();
    await expect(rowOf(page, LAST_YEAR_GUEST.name)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    expect(listCalls.some((url) => url.searchParams.get('q') === 'vashishtha')).toBe(true);
    await screenshotsInBothThemes(page, testInfo, `list-search-${width}`);

    // Its night and status run on the server too; the export asks for the same filters.
    await page.getByLabel('Filter by date').fill(lastYearNight());
    await page.getByRole('button', { name: 'Completed', exact: true }).click();
    await expect(page.getByText('Showing 1 of 1 reservation', { exact: true })).toBeVisible();
    const last = listCalls[listCalls.length - 1]!;
    expect(last.searchParams.get('date')).toBe(lastYearNight());
    expect(last.searchParams.get('status')).toBe('completed');
    const csv = page.getByRole('link', { name: 'Export CSV' });
    await expect(csv).toHaveAttribute(
      'href',
      `/api/reservations/export.csv?date=${lastYearNight()}&status=completed&q=vashishtha`,
    );
    const download = await page.request.get((await csv.getAttribute('href'))!);
    expect(download.headers()['content-type']).toContain('text/csv');
    const lines = (await download.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(LAST_YEAR_GUEST.name);

    await page.getByRole('button', { name: 'Cancelled', exact: true }).click();
    await expect(page.getByText('No reservations found.')).toBeVisible();
    expectNoWholeHistory(listCalls);
    await close();
  });
}

test('the guest book pages and searches on the server, and a guest’s history comes when opened', async ({
  browser,
}, testInfo) => {
  const { page, listCalls, close } = await staffPage(browser);
  const guestCalls: URL[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/guests')) guestCalls.push(url);
  });
  await page.goto('/staff/reservations?view=guests');
  await expect(
    page.getByText(`Showing 30 of ${SEEDED_GUESTS} guests`, { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Load more guests' }).click();
  await expect(
    page.getByText(`Showing 60 of ${SEEDED_GUESTS} guests`, { exact: true }),
  ).toBeVisible();
  // No guest's record is read until one is opened.
  expect(guestCalls.every((url) => url.pathname === '/api/guests')).toBe(true);

  await page.getByLabel('Search guests').fill('Ottoline');
  const guests = page.getByRole('list', { name: 'Guests' });
  await expect(guests.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Showing 1 of 1 guest', { exact: true })).toBeVisible();
  expect(guestCalls.some((url) => url.searchParams.get('q') === 'Ottoline')).toBe(true);
  await guests.getByRole('button', { name: new RegExp(LAST_YEAR_GUEST.name) }).click();
  const record = page.getByRole('article', { name: LAST_YEAR_GUEST.name });
  await expect(record.getByRole('row')).toHaveCount(2);
  await expect(record.getByText('1 visit · 0 no-shows · 0 upcoming')).toBeVisible();
  expect(guestCalls.some((url) => /^\/api\/guests\/\d+$/.test(url.pathname))).toBe(true);
  await screenshotsInBothThemes(page, testInfo, 'guest-book-1280');
  // The guest book never reads the reservations list.
  expect(listCalls).toHaveLength(0);
  await close();
});

/** Every read of a staff list at `path` named a page size: none asked for the whole list. */
function recordListCalls(page: Page, path: string) {
  const calls: URL[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === path && req.method() === 'GET') calls.push(url);
  });
  return {
    calls,
    expectPagedOnly() {
      expect(calls.length).toBeGreaterThan(0);
      for (const url of calls)
        expect(url.searchParams.get('limit'), url.toString()).toMatch(/^\d+$/);
    },
  };
}

for (const width of [1280, 390]) {
  test(`at ${width} px the corporate orders page through the server, its search finds last year's order and its filter the unpaid ones`, async ({
    browser,
  }, testInfo) => {
    const { page, close } = await staffPage(browser, width);
    const list = recordListCalls(page, '/api/corporate-orders');
    await page.goto('/staff/orders');
    await expect(
      page.getByText(`Showing 25 of ${SEEDED_ORDERS} orders`, { exact: true }),
    ).toBeVisible();
    // Newest first: the orders waiting for payment were placed today.
    await expect(
      page.getByRole('region', { name: /^Awaiting payment/ }).getByRole('listitem'),
    ).toHaveCount(CATERING.awaitingOrders);
    await expect(page.getByText(LAST_YEAR_ORDER.company)).toHaveCount(0);
    await screenshotsInBothThemes(page, testInfo, `orders-${width}`);
    await page.getByRole('button', { name: 'Load more orders' }).click();
    await expect(
      page.getByText(`Showing 50 of ${SEEDED_ORDERS} orders`, { exact: true }),
    ).toBeVisible();

    await page.getByLabel('Search orders').fill('MARIGOLD');
    await expect(page.getByText('Showing 1 of 1 order', { exact: true })).toBeVisible();
    const found = page.getByRole('button', { name: /^Order #\d+/ });
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(LAST_YEAR_ORDER.company);
    await expect(page.getByRole('button', { name: 'Load more orders' })).toHaveCount(0);
    expect(list.calls.some((url) => url.searchParams.get('q') === 'MARIGOLD')).toBe(true);
    await screenshotsInBothThemes(page, testInfo, `orders-search-${width}`);

    await page.getByLabel('Search orders').fill('');
    const show = page.getByRole('group', { name: 'Show' });
    await show.getByRole('button', { name: 'Awaiting payment' }).click();
    await expect(show.getByRole('button', { name: 'Awaiting payment' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      page.getByText(`Showing ${CATERING.awaitingOrders} of ${CATERING.awaitingOrders} orders`, {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: /^Orders/ })).toHaveCount(0);
    await show.getByRole('button', { name: 'Cancelled' }).click();
    await expect(
      page.getByText(
        `Showing ${CATERING.settledOrders / 10} of ${CATERING.settledOrders / 10} orders`,
        {
          exact: true,
        },
      ),
    ).toBeVisible();
    await page.getByLabel('Search orders').fill('no such company');
    await expect(page.getByText('No corporate orders match')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    list.expectPagedOnly();
    await close();
  });
}

test('the quote requests page, filter and search on the server at 1280 and 390 px', async ({
  browser,
}, testInfo) => {
  for (const width of [1280, 390]) {
    const { page, close } = await staffPage(browser, width);
    const list = recordListCalls(page, '/api/quote-requests');
    await page.goto('/staff/quotes');
    await expect(
      page.getByText(`Showing 25 of ${SEEDED_QUOTES} requests`, { exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Load more requests' }).click();
    await expect(
      page.getByText(`Showing ${SEEDED_QUOTES} of ${SEEDED_QUOTES} requests`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more requests' })).toHaveCount(0);

    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'New' }).click();
    await expect(
      page.getByText(`Showing ${CATERING.newQuotes} of ${CATERING.newQuotes} requests`, {
        exact: true,
      }),
    ).toBeVisible();
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'All' }).click();
    // A request from last year, found by its company with the keyboard.
    await page.getByLabel('Search quote requests').focus();
    await page.keyboard.type('harbour');
    await expect(page.getByText('Showing 1 of 1 request', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: `${LAST_YEAR_QUOTE.company} · ${LAST_YEAR_QUOTE.name}`,
      }),
    ).toBeVisible();
    expect(list.calls.some((url) => url.searchParams.get('q') === 'harbour')).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await screenshotsInBothThemes(page, testInfo, `quotes-search-${width}`);
    list.expectPagedOnly();
    await close();
  }
});

test('the media library pages, searches file names and shows one purpose, on the server, at 1280 and 390 px', async ({
  browser,
}, testInfo) => {
  for (const width of [1280, 390]) {
    const { page, close } = await staffPage(browser, width);
    const list = recordListCalls(page, '/api/media');
    await page.goto('/staff/content#media');
    await expect(
      page.getByText(`Showing 24 of ${SEEDED_FILES} files`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('listitem', { name: OLD_PHOTO })).toHaveCount(0);
    await page.getByRole('button', { name: 'Load more files' }).click();
    await expect(
      page.getByText(`Showing ${SEEDED_FILES} of ${SEEDED_FILES} files`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('listitem', { name: OLD_PHOTO })).toBeVisible();

    await page.getByLabel('Search by file name').fill('SUNSET');
    await expect(page.getByText('Showing 1 of 1 file', { exact: true })).toBeVisible();
    await expect(page.getByRole('listitem', { name: OLD_PHOTO })).toContainText(
      'Restaurant Ambiance',
    );
    await screenshotsInBothThemes(page, testInfo, `media-search-${width}`);

    await page.getByLabel('Search by file name').fill('');
    await page.getByLabel('Show', { exact: true }).selectOption('gallery');
    await expect(
      page.getByText(`Showing 24 of ${CATERING.photos} files`, { exact: true }),
    ).toBeVisible();
    expect(list.calls.some((url) => url.searchParams.get('purpose') === 'gallery')).toBe(true);
    await page.getByLabel('Show', { exact: true }).selectOption('logo');
    await expect(page.getByText('No media files match')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    list.expectPagedOnly();
    await close();
  }
});
