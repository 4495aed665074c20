import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

// A page the server rendered is plain HTML with islands in it: only the islands (the booking
// form, the theme control, the phone menu, the cart) load code and hydrate, each when it wakes
// (on first use, or in view for a page's own content), never merely because the page is idle: a
// visit that only reads loads no React. What a visitor does before an island has loaded is never
// lost. (The fixture's page wakes every island after each page load; the tests of waking open
// pages of their own.)

/**
 * Opens `path` in a page of its own (the fixture's page waits for readiness, held back here)
 * while the browser's download of the scripts whose names match waits until `release` is
 * called: the island stays plain HTML meanwhile, as on a slow connection.
 */
async function openWithScriptsHeld(
  context: BrowserContext,
  path: string,
  name: RegExp,
): Promise<{ page: Page; release: () => Promise<void> }> {
  const page = await context.newPage();
  const held: Route[] = [];
  let releasing = false;
  await page.route(name, async (route) => {
    if (releasing) await route.continue();
    else held.push(route);
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const release = async () => {
    // Nothing held would mean the file was renamed and the test no longer holds anything back.
    expect(held.length, `no script matching ${name} was asked for`).toBeGreaterThan(0);
    releasing = true;
    await Promise.all(held.map((route) => route.continue()));
  };
  return { page, release };
}

const isHydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

test('only the islands of a public page are hydrated; the text around them is plain HTML', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.locator('html[data-page-ready]')).toBeAttached();
  expect(await isHydrated(page, 'h1')).toBe(false);
  expect(await isHydrated(page, 'footer')).toBe(false);
  expect(await isHydrated(page, 'nav a[href="/contact"]')).toBe(false);
  expect(await isHydrated(page, '[data-island="theme-control"] button')).toBe(true);
  expect(await isHydrated(page, '[data-island="phone-menu"] > *')).toBe(true);
  // The home page's hero and about follow what staff save, so they are islands of their own.
  await page.goto('/');
  await expect(page.locator('html[data-page-ready]')).toBeAttached();
  expect(await isHydrated(page, '[data-island="home-hero"] h1')).toBe(true);
  expect(await isHydrated(page, 'footer')).toBe(false);
});

test('what a diner typed into the booking form before its code arrived is kept, with the focus', async ({
  context,
}) => {
  const { page, release } = await openWithScriptsHeld(
    context,
    '/book',
    /\/assets\/booking-[\w-]+\.js$/,
  );
  // The plain form, before the island: its own 'Show seatings' button is there.
  await expect(page.getByRole('button', { name: 'Show seatings' })).toBeVisible();
  await page.getByLabel('Name').fill('Asha Rao');
  await page.getByLabel('Email').fill('asha@example.com');
  await page.getByLabel('Special requests (optional)').fill('A quiet table');
  // A guest's needs (two allergens: one field posted twice) and the occasion.
  await page.getByText("Add a guest's dietary needs").click();
  const plainGuest = page.getByRole('group', { name: 'Guest 1' });
  await plainGuest.getByLabel('peanuts').check();
  await plainGuest.getByLabel('sesame').check();
  await plainGuest.getByLabel('Note for the kitchen (optional)').fill('Carries an EpiPen');
  await page.getByLabel('Occasion (optional)', { exact: true }).selectOption('anniversary');
  await page.getByLabel('Phone').fill('98450 12345');
  await release();
  await expect(page.locator('html[data-islands-hydrated]')).toBeAttached();
  // The full form has taken the plain one's place, starting from what was typed.
  await expect(page.getByRole('button', { name: 'Show seatings' })).toHaveCount(0);
  await expect(page.getByLabel('Name')).toHaveValue('Asha Rao');
  await expect(page.getByLabel('Email')).toHaveValue('asha@example.com');
  await expect(page.getByLabel('Special requests (optional)')).toHaveValue('A quiet table');
  await expect(page.getByLabel('Phone')).toHaveValue('98450 12345');
  const guest = page.getByRole('group', { name: 'Guest 1' });
  await expect(guest.getByLabel('peanuts')).toBeChecked();
  await expect(guest.getByLabel('sesame')).toBeChecked();
  await expect(guest.getByLabel('Note for the kitchen (optional)')).toHaveValue(
    'Carries an EpiPen',
  );
  await expect(page.getByLabel('Occasion (optional)', { exact: true })).toHaveValue('anniversary');
  await expect(page.getByLabel('Phone')).toBeFocused();
});

test('a theme chosen before the theme control has loaded is applied once it has', async ({
  context,
}) => {
  const { page, release } = await openWithScriptsHeld(
    context,
    '/contact',
    /\/assets\/islands-[\w-]+\.js$/,
  );
  const dark = page.getByRole('button', { name: 'Dark theme' }).first();
  await dark.click();
  await release();
  await expect(page.locator('html[data-islands-hydrated]')).toBeAttached();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(dark).toHaveAttribute('aria-pressed', 'true');
});

test('a reading visit to a public page takes at most 12 requests, and none loads toast code', async ({
  page,
}) => {
  for (const path of ['/', '/book', '/corporate', '/contact']) {
    const urls: string[] = [];
    const listen = (request: { url: () => string }) => urls.push(request.url());
    page.on('request', listen);
    await page.goto(path);
    await expect(page.locator('html[data-page-ready]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    page.off('request', listen);
    expect(urls.length, urls.join('\n')).toBeLessThanOrEqual(12);
    // Radix Toast comes with the first toast, not with the page.
    expect(urls.filter((url) => /\/assets\/toaster-/.test(url))).toEqual([]);
  }
});

/** The scripts a page of its own asks for while it is opened and read (scrolled, not touched). */
async function readingVisit(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), body: response.text() });
    }
  });
  await page.goto(path);
  await expect(page.locator('html[data-page-ready]')).toBeAttached();
  // Read to the end, by script: a pointer would pass over the navbar's islands.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState('networkidle');
  // Idle time after load: islands do not wake on it.
  await page.waitForTimeout(1_000);
  return { page, scripts };
}

test('a reading visit to /, /contact and /corporate downloads no React: no island wakes unused', async ({
  context,
}) => {
  for (const path of ['/', '/contact', '/corporate']) {
    const { page, scripts } = await readingVisit(context, path);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts) {
      // React DOM marks the nodes it owns with this key; no script the page loaded carries it.
      expect(await script.body, `${path}: ${script.url}`).not.toContain('__reactFiber$');
    }
    expect(
      scripts.map((s) => s.url).filter((url) => /\/assets\/(islands|hydrate-island)-/.test(url)),
      path,
    ).toEqual([]);
    await page.close();
  }
});

test('the booking form loads its code only once used; typing on through its arrival keeps every value and the focus', async ({
  context,
}) => {
  const { page, scripts } = await readingVisit(context, '/book');
  expect(scripts.filter((s) => /\/assets\/booking-/.test(s.url))).toEqual([]);
  // The plain form, with its own 'Show seatings' button, until the diner uses it.
  await expect(page.getByRole('button', { name: 'Show seatings' })).toBeVisible();
  const booking = page.waitForResponse(/\/assets\/booking-[\w-]+\.js$/);
  await page.getByLabel('Name').click();
  // Typed key by key while the form's code arrives and the full form takes over.
  await page.keyboard.type('Asha Rao', { delay: 30 });
  await page.keyboard.press('Tab');
  await page.keyboard.type('asha@example.com', { delay: 30 });
  await booking;
  await expect(page.locator('html[data-islands-hydrated]')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Show seatings' })).toHaveCount(0);
  await expect(page.getByLabel('Name')).toHaveValue('Asha Rao');
  await expect(page.getByLabel('Email')).toHaveValue('asha@example.com');
  await expect(page.getByLabel('Email')).toBeFocused();
});

test('a corporate buyer who kept a cart sees it at once: the page wakes without being touched', async ({
  context,
}) => {
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('cart', '[]'));
  await page.goto('/corporate');
  await expect(page.locator('[data-island="corporate"]')).toBeAttached();
  await expect(page.locator('html[data-islands-hydrated]')).toBeAttached();
  expect(
    await page
      .locator('[data-island="corporate"] h1')
      .first()
      .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))),
  ).toBe(true);
});
