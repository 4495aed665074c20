import {
  test as base,
  expect,
  type APIRequestContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { messageSandboxOf, type MessageSandbox } from './support/message-sandbox';
import { outboxOf, type Outbox } from './support/outbox';
import { startServer, type OwnServer } from './support/own-server';
import { signInApi } from './support/staff-api';

export { expect };

/**
 * Waits until the page in view answers input: the app marks `<html data-page-ready>` then
 * (client/src/app/page-ready.tsx for a page the browser renders, the islands' scheduler for one
 * the server rendered). On a server-rendered page the islands sleep until used; a person reaches
 * for a control before acting on it, which wakes its island, and the test does the same for
 * every island at once (a pointer over each), then waits until all have hydrated, so it acts on
 * what the page is once in use. The tests of waking itself (islands.spec.ts) open their pages
 * without this. Answers that are not our pages (a PDF, JSON) are not waited for.
 */
export async function waitForPageReady(
  page: Page,
  response: Awaited<ReturnType<Page['goto']>>,
): Promise<void> {
  if (!response?.headers()['content-type']?.includes('text/html')) return;
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
  await wakeIslands(page);
}

/**
 * Wakes every island of the page in view, as a pointer passing over it does; waits for them. A
 * page the browser renders whole (the staff portal, /login) has no island wrappers and is ready
 * as it is.
 */
export async function wakeIslands(page: Page): Promise<void> {
  const islands = await page.evaluate(() => {
    const wrappers = document.querySelectorAll('[data-island]');
    for (const wrapper of wrappers) {
      wrapper.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    }
    return wrappers.length;
  });
  if (islands > 0) await page.locator('html[data-islands-hydrated]').waitFor({ state: 'attached' });
}

/** The page, whose goto and reload wait for the page to be ready (see waitForPageReady). */
function readyAfterNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForPageReady(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForPageReady(page, response);
    return response;
  };
  return page;
}

async function signIn(page: Page, credentials = E2E_ADMIN): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/);
}

type TestFixtures = {
  /**
   * `login()` signs the page in as the seeded staff user through the sign-in form and lands on
   * /staff (the dashboard): for tests that start there or are about signing in.
   */
  login: (credentials?: typeof E2E_ADMIN) => Promise<void>;
  /**
   * Signs the page's browser context in through the API (the cookie is the context's), without
   * visiting /login or the dashboard: for tests about another staff page, which go there next.
   */
  loginByApi: (credentials?: typeof E2E_ADMIN) => Promise<void>;
  /**
   * An API client of its own signed in as the seeded staff user, on the test's server, for
   * making the test's data (see support/test-data.ts). It shares no cookies with the page.
   */
  staffApi: APIRequestContext;
  /** The e-mails this file's server has sent (its outbox; see support/outbox.ts). */
  outbox: Outbox;
  /** The WhatsApp / SMS messages this file's server has sent (support/message-sandbox.ts). */
  messages: MessageSandbox;
};

type WorkerFixtures = {
  /** The base URL of the server of the test file given; see `baseURL` below. */
  fileServer: (file: string) => Promise<string>;
};

/**
 * Every test file gets a server of its own: the built app on a free port with its own data
 * folder and its own database (a copy of a freshly seeded one; a new PostgreSQL database when
 * TEST_DATABASE_URL is set). A worker runs one file at a time and starts the next file's server
 * when it moves on, so files running side by side, or one after another in a worker, never see
 * each other's hero, menus, settings or bookings. `baseURL` (and so `page`, `context` and
 * `request`) points at it.
 */
/** The server of the file this worker runs now (a worker is a process of its own). */
let workerServer: OwnServer | undefined;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  fileServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from its first parameter
    async ({}, use) => {
      let current: { file: string; server: OwnServer } | undefined;
      await use(async (file) => {
        if (current?.file === file) return current.server.baseURL;
        const previous = current;
        current = undefined;
        await previous?.server.stop();
        const server = await startServer();
        current = { file, server };
        workerServer = server;
        return server.baseURL;
      });
      await current?.server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: [
    async ({ fileServer }, use, testInfo: TestInfo) => {
      await use(await fileServer(testInfo.file));
    },
    { scope: 'test', timeout: 90_000 },
  ],
  // baseURL is asked for so that the file's server has started.
  outbox: async ({ baseURL: _started }, use) => {
    await use(
      outboxOf(() => {
        if (!workerServer) throw new Error('no test server is running');
        return workerServer.dataDir;
      }),
    );
  },
  messages: async ({ baseURL: _started }, use) => {
    await use(
      messageSandboxOf(() => {
        if (!workerServer) throw new Error('no test server is running');
        return workerServer.dataDir;
      }),
    );
  },
  page: async ({ page }, use) => {
    await use(readyAfterNavigation(page));
  },
  login: async ({ page }, use) => {
    await use((credentials) => signIn(page, credentials));
  },
  loginByApi: async ({ page }, use) => {
    await use((credentials) => signInApi(page.request, credentials));
  },
  staffApi: async ({ playwright, baseURL }, use) => {
    const api = await playwright.request.newContext({ baseURL });
    // A read sent on a kept-alive connection the server is closing at that instant (its idle
    // timeout) fails with ECONNRESET; a browser silently resends such a read, so these do too.
    const get = api.get.bind(api);
    api.get = (url, options) => get(url, { maxRetries: 1, ...options });
    await signInApi(api);
    await use(api);
    await api.dispose();
  },
});

/** The toast region (Radix also mirrors toast text into a hidden live region). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}
