import { test as base, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';

export { expect };

async function signIn(page: Page, credentials = E2E_ADMIN): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/);
}

/** `login()` signs the page in as the seeded staff user and lands on /staff. */
export const test = base.extend<{ login: (credentials?: typeof E2E_ADMIN) => Promise<void> }>({
  login: async ({ page }, use) => {
    await use((credentials) => signIn(page, credentials));
  },
});

/** The toast region (Radix also mirrors toast text into a hidden live region). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}
