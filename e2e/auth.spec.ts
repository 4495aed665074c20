import { expect, test, toasts } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';

test('a logged-out visitor sent to /staff lands on /login', async ({ page }) => {
  await page.goto('/staff/reservations');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Staff Login' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test(
  'staff sign in, reach the dashboard, and Logout returns them to /login',
  { tag: '@smoke' },
  async ({ page, login }) => {
    await login();
    await expect(toasts(page).getByText('Login successful')).toBeVisible();
    await expect(page.getByText('Logged in as admin')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Really signed out: the portal sends us back again.
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/login$/);
  },
);

test('a signed-in user opening /login is taken to /staff, and the navbar offers Dashboard and Logout', async ({
  page,
  loginByApi,
}) => {
  await loginByApi();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/staff$/);
  await page.goto('/contact');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff Login' })).toHaveCount(0);
});

test('a wrong password shows the Login failed toast and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toasts(page).getByText('Login failed')).toBeVisible();
  await expect(toasts(page).getByText('Invalid username or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an empty sign-in form shows both required messages without calling the server', async ({
  page,
}) => {
  let called = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/login')) called = true;
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  expect(called).toBe(false);
});
