import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import type { AccountDto } from '@shared/contracts/auth';

// The accounts screens' tests: staff accounts made through the admin's API as an admin would,
// their first sign-in finished through the API when a test is not about it, a second browser for
// the staff member (their own cookies), and the screens' rows found the way a user finds them.

export type Credentials = { username: string; password: string };

let made = 0;

/** A username no other test of the file uses, e.g. 'meera.1'. */
export function uniqueUsername(first = 'staff'): string {
  made += 1;
  return `${first}.${made}`;
}

/** A password no list of common passwords holds, unique to the test. */
export function uniquePassword(word = 'kite'): string {
  return `${word}-river-${made}-lantern-${process.pid % 1000}`;
}

/** Adds an account through POST /api/users (201 or it fails) with a temporary password. */
export async function addAccount(
  adminApi: APIRequestContext,
  { username = uniqueUsername(), password = uniquePassword('temp'), isAdmin = false } = {},
): Promise<AccountDto & { password: string }> {
  const res = await adminApi.post('/api/users', { data: { username, password, isAdmin } });
  expect(res.status(), await res.text()).toBe(201);
  return { ...((await res.json()) as AccountDto), password };
}

/**
 * Signs the account in through the API and replaces its temporary password, as its owner would
 * at first sign-in; answers the password to sign in with from now on.
 */
export async function finishFirstSignIn(
  request: APIRequestContext,
  account: Credentials,
): Promise<Credentials> {
  const signedIn = await request.post('/api/auth/login', { data: account });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const newPassword = uniquePassword('own');
  const changed = await request.post('/api/auth/password', {
    data: { currentPassword: account.password, newPassword },
  });
  expect(changed.status(), await changed.text()).toBe(204);
  await request.post('/api/auth/logout');
  return { username: account.username, password: newPassword };
}

/** Every account, as the admin's API lists them. */
export async function accounts(adminApi: APIRequestContext): Promise<AccountDto[]> {
  const res = await adminApi.get('/api/users');
  expect(res.status()).toBe(200);
  return (await res.json()) as AccountDto[];
}

export async function accountNamed(
  adminApi: APIRequestContext,
  username: string,
): Promise<AccountDto | undefined> {
  return (await accounts(adminApi)).find((a) => a.username === username);
}

/** A browser of the staff member's own (cookies apart from the admin's page), on the same server. */
export async function secondBrowser(
  browser: Browser,
  baseURL: string | undefined,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

/** Signs a page in through the form; the portal opens at /staff. */
export async function signInPage(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/);
}

/** An account's row on /staff/users, found by the heading that names it. */
export function accountRow(page: Page, username: string) {
  const escaped = username.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page
    .getByRole('list', { name: 'Accounts' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${escaped}( \\(you\\))?$`) }) });
}

/** The staff navigation on a wide screen. */
export const staffNav = (page: Page) => page.getByRole('navigation', { name: 'Staff' });
