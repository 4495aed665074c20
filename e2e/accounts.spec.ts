import { expect, test, toasts } from './fixtures';
import { E2E_ADMIN } from '../playwright.config';
import {
  accountNamed,
  accountRow,
  addAccount,
  finishFirstSignIn,
  secondBrowser,
  signInPage,
  staffNav,
  uniquePassword,
  uniqueUsername,
} from './support/accounts-data';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsInBothThemes,
} from './support/axe';
import { setCorporateOrdering } from './support/order-data';
import { blockSeating } from './support/test-data';

// Staff accounts (/staff/users), roles in the navigation, the forced password change, the
// session that ends when an account is disabled, and the audit trail (/staff/audit). The file's
// server starts with the seeded admin alone; the test of the last admin runs first, before any
// other admin exists. Each other test makes the accounts it needs.

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

test('the only admin cannot remove their own admin role: the row says why', async ({
  page,
  loginByApi,
}) => {
  await loginByApi();
  await page.goto('/staff/users');
  const me = accountRow(page, E2E_ADMIN.username);
  await expect(me.getByRole('heading')).toHaveText(`${E2E_ADMIN.username} (you)`);
  await expect(me.getByText('Admin', { exact: true })).toBeVisible();
  // Nobody is offered to disable themselves.
  await expect(me.getByRole('button', { name: /^Disable/ })).toHaveCount(0);

  await me.getByRole('button', { name: `Remove admin: ${E2E_ADMIN.username}` }).click();
  await expect(me.getByRole('alert')).toHaveText('There must always be at least one enabled admin');
  await expect(me.getByText('Admin', { exact: true })).toBeVisible();
  await expect(staffNav(page).getByRole('link', { name: 'Users' })).toBeVisible();
});

test('an admin adds a staff user, who must choose a password, sees only the pages of staff, and is sent to sign in again once disabled', async ({
  page,
  login,
  browser,
  baseURL,
  staffApi,
}) => {
  const username = uniqueUsername('meera');
  const temporary = uniquePassword('temp');
  const own = uniquePassword('own');
  await setCorporateOrdering(staffApi, true);

  // The admin adds the account.
  await login();
  await expect(page.getByText('Logged in as admin')).toBeVisible();
  await expect(page.getByText('Admin', { exact: true })).toBeVisible();
  await staffNav(page).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/staff\/users$/);
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Temporary password').fill(temporary);
  await expect(dialog.getByLabel('Admin')).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toasts(page)).toContainText(`${username} can now sign in`);
  const row = accountRow(page, username);
  await expect(row.getByText('Staff', { exact: true })).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByRole('definition').filter({ hasText: 'Never' })).toBeVisible();

  // The staff member, in a browser of their own, signs in with the temporary password and is
  // asked for a new one before anything else.
  const staff = await secondBrowser(browser, baseURL);
  const staffPage = staff.page;
  await signInPage(staffPage, { username, password: temporary });
  await expect(
    staffPage.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await expect(staffNav(staffPage)).toHaveCount(0);
  await expectNoSeriousA11yViolations(staffPage);
  await staffPage.getByLabel('Temporary password').fill(temporary);
  await staffPage.getByLabel('New password', { exact: true }).fill(own);
  await staffPage.getByLabel('Confirm new password').fill(`${own}!`);
  await staffPage.getByRole('button', { name: 'Save new password' }).click();
  await expect(staffPage.getByText('The two new passwords do not match')).toBeVisible();
  await staffPage.getByLabel('Confirm new password').fill(own);
  await staffPage.getByRole('button', { name: 'Save new password' }).click();

  // In the portal as staff: no Users, Menu, Content or Audit.
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(staffPage).toHaveURL(/\/staff$/);
  await expect(staffPage.getByText(`Logged in as ${username}`)).toBeVisible();
  await expect(staffPage.getByText('Staff', { exact: true })).toBeVisible();
  const nav = staffNav(staffPage);
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Reservations',
    'Orders',
    'Quotes',
    'Messages',
  ]);
  for (const name of ['Users', 'Menu', 'Content', 'Audit']) {
    await expect(staffPage.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  // Corporate Ordering is shown, not offered.
  await expect(staffPage.getByRole('switch', { name: 'Corporate Ordering' })).toHaveCount(0);
  await expect(staffPage.getByText('Only an admin can switch it.')).toBeVisible();
  // An admin page opened by its address says whose it is, with the way back.
  await staffPage.goto('/staff/users');
  await expect(
    staffPage.getByRole('heading', { level: 1, name: 'Only an admin can use this page' }),
  ).toBeVisible();
  await staffPage.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(staffPage).toHaveURL(/\/staff$/);

  // The admin sees the sign-in, then disables the account.
  await page.reload();
  await expect(row.getByRole('definition').filter({ hasText: 'Never' })).toHaveCount(0);
  await row.getByRole('button', { name: `Disable ${username}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Disable ${username}?` });
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(toasts(page)).toContainText(`${username} is disabled and signed out everywhere.`);
  expect((await accountNamed(staffApi, username))?.disabled).toBe(true);

  // The staff member's next click finds their session over.
  await staffNav(staffPage).getByRole('link', { name: 'Reservations' }).click();
  await expect(staffPage).toHaveURL(/\/login\?reason=session-ended$/);
  await expect(staffPage.getByRole('alert').filter({ hasText: SESSION_ENDED })).toHaveText(
    SESSION_ENDED,
  );
  await expect(staffPage.getByRole('heading', { name: 'Staff Login' })).toBeVisible();
  // Really out: the portal sends them back to sign in.
  await staffPage.goto('/staff');
  await expect(staffPage).toHaveURL(/\/login$/);
  await staff.context.close();
});

test('the Add user form puts a taken username and a common password on their fields', async ({
  page,
  loginByApi,
}) => {
  await loginByApi();
  await page.goto('/staff/users');
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('Username').fill(E2E_ADMIN.username);
  await dialog.getByLabel('Temporary password').fill('password1');
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog.getByLabel('Temporary password')).toHaveAccessibleDescription(
    'This password is too common',
  );

  await dialog.getByRole('button', { name: 'Suggest a password' }).click();
  await expect(dialog.getByLabel('Temporary password')).toHaveValue(
    /^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/,
  );
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog.getByLabel('Username')).toHaveAccessibleDescription('That username is taken');
  await expect(dialog.getByLabel('Username')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('Change password from the navigation: a wrong current password is said on its field, the right one changes it', async ({
  page,
  login,
  staffApi,
  request,
}) => {
  const added = await addAccount(staffApi);
  const credentials = await finishFirstSignIn(request, added);
  await login(credentials);
  await expect(page.getByText(`Logged in as ${credentials.username}`)).toBeVisible();

  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill('not-my-password');
  const newPassword = uniquePassword('changed');
  await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Confirm new password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByLabel('Current password')).toHaveAccessibleDescription(
    'Current password is incorrect',
  );
  await expect(dialog.getByLabel('Current password')).toBeFocused();

  await dialog.getByLabel('Current password').fill(credentials.password);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toasts(page)).toContainText('Password changed');
  // Focus is back on the button that opened it; this session stays signed in.
  await expect(page.getByRole('button', { name: 'Change password' })).toBeFocused();
  await staffNav(page).getByRole('link', { name: 'Reservations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();

  const old = await request.post('/api/auth/login', { data: credentials });
  expect(old.status()).toBe(401);
  const renewed = await request.post('/api/auth/login', {
    data: { username: credentials.username, password: newPassword },
  });
  expect(renewed.status()).toBe(200);
});

test('the audit trail lists changes newest first, filters by user and area, and pages with Load more', async ({
  page,
  loginByApi,
  staffApi,
}) => {
  // 52 settings changes by the admin: more than one page of 50.
  for (let i = 0; i < 52; i++) await setCorporateOrdering(staffApi, i % 2 === 0);
  const other = await addAccount(staffApi, { username: uniqueUsername('ravi') });

  await loginByApi();
  await page.goto('/staff/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  const entries = page
    .getByRole('list', { name: 'Audit entries, newest first' })
    .getByRole('listitem');
  await expect(entries).toHaveCount(50);
  // Newest first: the account just made, by the admin, with its fields.
  const newest = entries.first();
  await expect(newest).toContainText('admin');
  await expect(newest).toContainText('Accounts');
  await expect(newest).toContainText('Create');
  await expect(newest).toContainText(`#${other.id}`);
  await expect(newest.getByRole('definition')).toContainText([other.username]);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(entries).not.toHaveCount(50);
  expect(await entries.count()).toBeGreaterThan(50);

  await page.getByLabel('Area').selectOption({ label: 'Accounts' });
  await expect(entries.first()).toContainText(`#${other.id}`);
  for (const text of await entries.allInnerTexts()) expect(text).toContain('Accounts');

  await page.getByLabel('Area').selectOption({ label: 'Settings' });
  await page.getByLabel('User').selectOption({ label: other.username });
  await expect(page.getByText('No changes match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(entries).toHaveCount(50);
});

test('U10: the audit trail shows money in rupees and dates as every staff date, on a desktop and a phone; the home page title names the restaurant', async ({
  page,
  loginByApi,
  staffApi,
}) => {
  const item = await staffApi.post('/api/menu', {
    data: {
      name: 'Saffron Pulao',
      description: 'Aged basmati',
      imageUrl: '',
      category: 'Meals',
      courseNumber: 3,
      price: 2509,
      isActive: true,
    },
  });
  expect(item.status()).toBe(201);
  const block = await blockSeating(staffApi, { date: '2031-12-08' });
  await loginByApi();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/staff/audit');
    const entries = page
      .getByRole('list', { name: 'Audit entries, newest first' })
      .getByRole('listitem');
    await expect(entries.filter({ hasText: `#${block.id}` }).first()).toContainText('Dec 08, 2031');
    const created = entries.filter({ hasText: 'Saffron Pulao' }).first();
    await expect(created).toContainText('₹2,509.00');
    await expect(created).not.toContainText(/\b2509\b/);
  }
  await page.goto('/');
  await expect(page).toHaveTitle('An extraordinary 10-course tasting menu | The Tasting Room');
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the accounts stack, nothing scrolls sideways, and the menu offers Change password', async ({
    page,
    loginByApi,
    staffApi,
  }, testInfo) => {
    await addAccount(staffApi, { username: uniqueUsername('anjali') });
    await loginByApi();
    await page.goto('/staff/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await testInfo.attach('users-390', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });

    await page.getByRole('button', { name: 'Open staff menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Staff' });
    await expect(menu.getByText('Logged in as admin')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Audit' })).toBeVisible();
    await menu.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('dialog', { name: 'Change password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test(`the users and audit screens pass axe in the light and the dark theme`, async ({
  page,
  loginByApi,
  staffApi,
}, testInfo) => {
  // Every view is scanned twice, once per theme.
  test.slow();
  const added = await addAccount(staffApi, { username: uniqueUsername(`axe.staff`) });
  await staffApi.patch(`/api/users/${added.id}`, { data: { disabled: true } });
  await loginByApi();

  await page.goto('/staff/users');
  await expect(accountRow(page, added.username).getByText('Disabled')).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await testInfo.attach(`users-1280`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  await accountRow(page, added.username)
    .getByRole('button', { name: `Reset password of ${added.username}` })
    .click();
  await expect(
    page.getByRole('dialog', { name: `Reset password of ${added.username}` }),
  ).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await page.keyboard.press('Escape');

  await page.goto('/staff/audit');
  await expect(page.getByRole('list', { name: 'Audit entries, newest first' })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await testInfo.attach(`audit-1280`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});
