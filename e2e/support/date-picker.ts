import type { Page } from '@playwright/test';

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

/** Picks a day in the booking calendar, moving forward month by month until it shows. */
export async function pickDate(page: Page, iso: string): Promise<void> {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const day = page.getByRole('button', {
    name: new RegExp(`${MONTHS[m - 1]} ${d}(st|nd|rd|th), ${y}`),
  });
  for (let i = 0; i < 24 && !(await day.isVisible()); i++) {
    await page.getByRole('button', { name: /next month/i }).click();
  }
  await day.click();
}
