import type { Page, TestInfo } from '@playwright/test';
import { expect, test, toasts } from './fixtures';
import { expectNoSeriousA11yViolationsInBothThemes, showTheme } from './support/axe';
import { addMenuItem, menuCard, staffMenu } from './support/menu-data';

// This file's server is its own (e2e/fixtures.ts): a fresh site, with the seeded tasting menus,
// no contact details, no hero text and no corporate dishes until a test adds them.

const WIDTHS = [1280, 390] as const;

async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  for (const theme of ['light', 'dark'] as const) {
    await showTheme(page, theme);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${theme}.png`), fullPage });
  }
  await showTheme(page, 'light');
}

test.beforeEach(async ({ loginByApi }) => {
  await loginByApi();
});

test('T14: the setup checklist says what guests see: the hero is the default words (optional), not "to do" (1280 and 390 px)', async ({
  page,
}, testInfo) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/staff');
    const steps = page.getByRole('list', { name: 'Setup steps' });
    const hero = steps.getByRole('listitem').filter({ hasText: 'Home page hero' });
    await expect(hero).toContainText(
      'optional: guests see the site’s default words (‘Experience Culinary Excellence’)',
    );
    await expect(hero).toContainText('(optional)');
    await expect(hero).not.toContainText('(to do)');
    // The seeded tasting menus are what guests read; only the printed copies are missing.
    await expect(
      steps.getByRole('listitem').filter({ hasText: 'Vegetarian menu' }).first(),
    ).toContainText('guests see the 10 courses from Menu, without a printed menu');
    await expect(steps.getByRole('listitem').filter({ hasText: 'Address' })).toContainText(
      'guests see ‘Address not available’',
    );
    // Address, phone, e-mail and the legal details are what is left to do.
    await expect(page.getByText('4 of 7 still to do.')).toBeVisible();
    // What guests see is the same default the checklist names.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await expectNoSeriousA11yViolationsInBothThemes(page);
    await shoot(page, testInfo, `checklist-${width}`);
  }
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Experience Culinary Excellence' }),
  ).toBeVisible();
});

test('T14: /staff/menu opens on the tasting menus, not the empty corporate menu; a catering dish’s course number is explained as its place on the corporate menu (1280 and 390 px)', async ({
  page,
  staffApi,
}, testInfo) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/staff/menu');
    await expect(page.getByRole('heading', { level: 2, name: 'Tasting menus' })).toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'Name' }).first()).not.toHaveValue('');
    // The empty corporate menu waits below, a link away.
    await expect(page.getByText('No menu items found.')).not.toBeInViewport();
    await page.getByRole('link', { name: 'Corporate menu' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Corporate menu' })).toBeInViewport();
    await shoot(page, testInfo, `menu-${width}`, false);
  }

  // The spec's course number field stays; for a catering dish it says what it does.
  const placeHint = /Where this dish is listed on the corporate menu: 1 comes first/;
  const old = await addMenuItem(staffApi, { name: 'Lunch Thali', courseNumber: 4, price: 300 });
  await page.goto('/staff/menu');
  await page.getByRole('button', { name: 'Edit Lunch Thali' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Menu Item' });
  await expect(edit.getByLabel('Course Number (1 to 10)')).toHaveValue('4');
  await expect(edit.getByLabel('Course Number (1 to 10)')).toHaveAccessibleDescription(placeHint);
  await edit.getByLabel('Price (in rupees)').fill('320');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(toasts(page).getByText('Menu Item Updated')).toBeVisible();
  await expect(menuCard(page, 'Lunch Thali')).not.toContainText('Course');

  await page.getByRole('button', { name: 'Add Menu Item' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Menu Item' });
  await expect(add.getByLabel('Course Number (1 to 10)')).toHaveValue('1');
  await expect(add.getByLabel('Course Number (1 to 10)')).toHaveAccessibleDescription(placeHint);
  await add.getByLabel('Name').fill('Sandwich Box');
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(toasts(page).getByText('Menu Item Created')).toBeVisible();
  const items = await staffMenu(staffApi);
  expect(items.find((i) => i.id === old.id)).toMatchObject({ courseNumber: 4, price: 320 });
  expect(items.find((i) => i.name === 'Sandwich Box')).toMatchObject({ courseNumber: 1 });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Edit Sandwich Box' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Menu Item' })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await shoot(page, testInfo, 'dialog-390', false);
});
