import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';

// The 404 pages keep the spec's card and text (shell.spec.ts checks them) and offer a way back:
// Home and Reservations on the site, the Dashboard in the staff portal.

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the 404 page links to Home and to Reservations, and both links work', async ({
      page,
    }) => {
      const response = await page.goto('/this/does/not/exist');
      expect(response?.status()).toBe(404);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await expect(main.getByText('Did you forget to add the page to the router?')).toBeVisible();
      const home = main.getByRole('link', { name: 'Home', exact: true });
      const reservations = main.getByRole('link', { name: 'Reservations', exact: true });
      await expect(home).toBeVisible();
      await expect(reservations).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await home.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);

      await page.goto('/missing-page');
      await page.getByRole('main').getByRole('link', { name: 'Reservations', exact: true }).click();
      await expect(page).toHaveURL(/\/book$/);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
    });

    test('the staff 404 page links back to the Dashboard', async ({ page, loginByApi }) => {
      await loginByApi();
      await page.goto('/staff/no-such-screen');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await expect(main.getByText('Did you forget to add the page to the router?')).toBeVisible();
      const dashboard = main.getByRole('link', { name: 'Dashboard', exact: true });
      await expect(dashboard).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await dashboard.click();
      await expect(page).toHaveURL(/\/staff$/);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
    });
  });
}
