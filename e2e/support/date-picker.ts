import { expect, type Locator, type Page } from '@playwright/test';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A yyyy-MM-dd date `days` from now. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** 'Wed, 25 Nov 2026': a booking's date as the confirmation and the manage page show it. */
export function readableDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
}

/**
 * Shows a day in a calendar, moving forward month by month until it shows, and answers its
 * button. Waits for the calendar first: the booking page mounts it only after it has read the
 * clock.
 */
export async function showDate(page: Page, iso: string): Promise<Locator> {
  await expect(page.getByRole('grid').first()).toBeVisible();
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const day = page.getByRole('button', {
    name: new RegExp(`${MONTHS[m - 1]} ${d}(st|nd|rd|th), ${y}`),
  });
  for (let i = 0; i < 24 && !(await day.isVisible()); i++) {
    await page.getByRole('button', { name: /next month/i }).click();
  }
  return day;
}

/** Picks a day in a calendar (see showDate). */
export async function pickDate(page: Page, iso: string): Promise<void> {
  await (await showDate(page, iso)).click();
}
