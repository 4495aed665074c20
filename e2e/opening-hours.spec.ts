import type { Page, TestInfo } from '@playwright/test';
import { expect, test, toasts } from './fixtures';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsInBothThemes,
  showTheme,
} from './support/axe';
import { daysFromNow } from './support/date-picker';

// This file's server is its own (e2e/fixtures.ts): the week saved here is seen by no other file.

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const WIDTHS = [1280, 390] as const;

/** The first Monday at least two days ahead (clear of today in any zone). */
function nextMonday(): string {
  for (let i = 2; ; i++) {
    const date = daysFromNow(i);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 1) return date;
  }
}

/** The calendar's button for a day, whatever it says after the date (closed, fully booked). */
function dayButton(page: Page, iso: string) {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
  return page.getByRole('button', { name: new RegExp(`${month} ${d}(st|nd|rd|th), ${y}`) });
}

/** Screenshots of the view in both themes, kept with the test's results to be looked at. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await showTheme(page, theme);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${theme}.png`), fullPage: true });
  }
  await showTheme(page, 'light');
}

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

const hoursText = (page: Page) => page.getByLabel('Opening Hours');
const openSwitch = (page: Page, day: string) => page.getByRole('switch', { name: `${day} open` });

test.beforeEach(async ({ loginByApi }) => {
  await loginByApi();
});

test('T1: the owner closes Monday in the week editor; it stays closed after a reload and the footer, Contact page and /book calendar follow (1280 and 390 px, light and dark)', async ({
  page,
}, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  // The Blocked Slots screen sends owners to this tab for weekly closing days.
  await page.goto('/staff/content#contact');
  await expect(page.getByRole('tab', { name: 'Contact Information' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByLabel('Phone').fill('+91 80 4000 5678');
  await page.getByLabel('Email').fill('table@tastingroom.example');
  await page.getByLabel('Address').fill('14 Lavelle Road, Bengaluru');

  // Until staff save hours, the editor shows the week guests see: every day 11 AM - 11 PM.
  await expect(hoursText(page)).toHaveValue('Monday - Sunday: 11 AM - 11 PM');
  for (const day of DAYS) await expect(openSwitch(page, day)).toBeChecked();

  // Text it cannot read is refused on the field, naming the part.
  await hoursText(page).fill('Monday: Closed, Tues-Sun 7-11');
  await page.getByRole('button', { name: 'Update Contact Information' }).click();
  await expect(
    page.getByText(
      'Could not read "Tues-Sun 7-11": write the hours as 7pm-11pm, 19:00-23:00 or Closed',
    ),
  ).toBeVisible();

  // The owner's words from the issue: the days follow the text as it is typed.
  await hoursText(page).fill('Monday: Closed, Tuesday-Sunday: 7pm-11pm');
  await expect(openSwitch(page, 'Monday')).not.toBeChecked();
  await expect(page.getByLabel('Tuesday opens at')).toHaveValue('19:00');
  await expect(page.getByLabel('Sunday closes at')).toHaveValue('23:00');
  // ...and the text follows the days: Sunday closed with its switch.
  await openSwitch(page, 'Sunday').click();
  await expect(hoursText(page)).toHaveValue(
    'Monday: Closed, Tuesday - Saturday: 7 PM - 11 PM, Sunday: Closed',
  );
  await openSwitch(page, 'Sunday').click();
  await expect(page.getByLabel('Sunday opens at')).toHaveValue('19:00');
  await page.getByLabel('Sunday closes at').fill('22:30');
  await expect(hoursText(page)).toHaveValue(
    'Monday: Closed, Tuesday - Saturday: 7 PM - 11 PM, Sunday: 7 PM - 10:30 PM',
  );
  await page.getByLabel('Sunday closes at').fill('23:00');
  await expect(hoursText(page)).toHaveValue('Monday: Closed, Tuesday - Sunday: 7 PM - 11 PM');
  await expectNoSeriousA11yViolationsInBothThemes(page);

  const put = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().endsWith('/api/site-settings/contact'),
  );
  await page.getByRole('button', { name: 'Update Contact Information' }).click();
  expect((await put).postDataJSON()).toMatchObject({
    openingHours: 'Monday: Closed, Tuesday - Sunday: 7 PM - 11 PM',
  });
  await expect(toasts(page).getByText('Contact Details Updated')).toBeVisible();

  const monday = nextMonday();
  // Away first, so the editor below is a page loaded afresh, not the one that saved.
  await page.goto('/staff');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // After a reload the editor shows what was saved, not the default week.
    await page.goto('/staff/content#contact');
    await expect(hoursText(page)).toHaveValue('Monday: Closed, Tuesday - Sunday: 7 PM - 11 PM');
    await expect(openSwitch(page, 'Monday')).not.toBeChecked();
    await expect(page.getByLabel('Monday opens at')).toHaveCount(0);
    await expect(page.getByLabel('Friday closes at')).toHaveValue('23:00');
    await noSidewaysScroll(page, width);
    await shoot(page, testInfo, `editor-${width}`);

    // The footer section's hours lines are the week's, read-only, with the way to change it.
    await page.getByRole('tab', { name: 'Website Content' }).click();
    await page.getByRole('button', { name: 'Footer Section' }).click();
    await expect(page.getByLabel('Weekday hours')).toHaveValue('Tuesday - Sunday: 7 PM - 11 PM');
    await expect(page.getByLabel('Monday hours')).toHaveValue('Monday: Closed');
    await expect(page.getByLabel('Monday hours')).not.toBeEditable();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Contact Information' }).click();
    await expect(page.getByRole('tab', { name: 'Contact Information' })).toBeFocused();
    await expect(hoursText(page)).toBeVisible();

    await page.goto('/contact');
    const hours = page.getByRole('main');
    await expect(hours.getByText('Closed')).toBeVisible();
    await expect(hours.getByText('7 PM - 11 PM')).toHaveCount(6);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('definition')).toHaveText([
      'Closed',
      ...Array(6).fill('7 PM - 11 PM'),
    ]);
    await expect(footer.getByText('11 AM - 11 PM')).toHaveCount(0);
    await noSidewaysScroll(page, width);
    await expectNoSeriousA11yViolationsInBothThemes(page);
    await shoot(page, testInfo, `contact-${width}`);

    await page.goto('/book');
    await expect(page.getByRole('grid').first()).toBeVisible();
    for (let i = 0; i < 3 && !(await dayButton(page, monday).isVisible()); i++) {
      await page.getByRole('button', { name: /next month/i }).click();
    }
    await expect(dayButton(page, monday)).toHaveAccessibleName(/closed/);
    await expect(dayButton(page, monday)).toBeDisabled();
    await noSidewaysScroll(page, width);
    await shoot(page, testInfo, `book-${width}`);
  }
});
