import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test, waitForPageReady } from './fixtures';
import { expectNoSeriousA11yViolationsInBothThemes, showTheme } from './support/axe';
import { signInApi } from './support/staff-api';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A browser of its own (another device) signed in as the seeded staff user, on /staff. */
async function anotherDevice(browser: Browser, baseURL: string, viewport = DESKTOP) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await signInApi(page.request);
  await waitForPageReady(page, await page.goto('/staff'));
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return page;
}

/** The staff menu's own actions, as a phone shows them once the menu is open. */
async function openPhoneMenu(page: Page) {
  await page.getByRole('button', { name: /staff menu/i }).click();
  return page.locator('#staff-mobile-menu');
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await showTheme(page, theme);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${theme}.png`) });
  }
  await showTheme(page, 'light');
}

test('B5: signing out of one device leaves the account signed in on another, and "Sign out everywhere" ends both', async ({
  browser,
  baseURL,
}, testInfo) => {
  const tablet = await anotherDevice(browser, baseURL!);
  const laptop = await anotherDevice(browser, baseURL!);

  await tablet.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(tablet).toHaveURL(/\/login$/);
  await laptop.reload();
  await expect(laptop.getByText('Logged in as admin')).toBeVisible();
  await expect(laptop.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // The tablet signs in again; the laptop ends every session, its own too.
  await signInApi(tablet.request);
  await tablet.goto('/staff');
  await expect(tablet.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const everywhere = laptop
    .getByRole('banner')
    .getByRole('button', { name: 'Sign out everywhere' });
  await expect(everywhere).toBeVisible();
  await shoot(laptop, testInfo, 'staff-header-1280');
  await everywhere.click();
  await expect(laptop).toHaveURL(/\/login$/);
  await tablet.goto('/staff/reservations');
  await expect(tablet).toHaveURL(/\/login/);
  await laptop.goto('/staff');
  await expect(laptop).toHaveURL(/\/login/);
  await tablet.context().close();
  await laptop.context().close();
});

test('B5: on a phone, "Sign out everywhere" is in the open staff menu beside Logout, and it ends the other device too', async ({
  browser,
  baseURL,
}, testInfo) => {
  const phone = await anotherDevice(browser, baseURL!, PHONE);
  const laptop = await anotherDevice(browser, baseURL!);
  const menu = await openPhoneMenu(phone);
  await expect(menu.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
  const everywhere = menu.getByRole('button', { name: 'Sign out everywhere' });
  await expect(everywhere).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(phone);
  await shoot(phone, testInfo, 'staff-menu-390');

  await everywhere.click();
  await expect(phone).toHaveURL(/\/login$/);
  await laptop.reload();
  await expect(laptop).toHaveURL(/\/login/);
  await phone.context().close();
  await laptop.context().close();
});
