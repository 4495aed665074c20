import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { startSmtpPeer } from '../server/test/smtp-peer';
import { expectNoSeriousA11yViolationsInBothThemes, showTheme } from './support/axe';
import { startServer, type OwnServer } from './support/own-server';
import { signInApi } from './support/staff-api';
import { createBooking, uniqueGuest } from './support/test-data';

// Staff meet a confirmation the mail server refused: the dashboard warns, the Messages screen
// shows it failed with the server's reason and the booking it belongs to, and 'Send again' sends
// it once the server takes it. On a phone and a laptop, in the light and the dark theme.

let server: OwnServer;
let staff: APIRequestContext;
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let refusing = true;

test.beforeAll(async ({ playwright }) => {
  peer = await startSmtpPeer({ refuse: () => refusing });
  server = await startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${peer.port}` } });
  staff = await playwright.request.newContext({ baseURL: server.baseURL });
  await signInApi(staff);
});

test.afterAll(async () => {
  await staff?.dispose();
  await server?.stop();
  await peer?.close();
});

async function shots(page: Page, testInfo: TestInfo, name: string) {
  const width = page.viewportSize()!.width;
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const theme of ['light', 'dark'] as const) {
    await showTheme(page, theme);
    await page.screenshot({
      path: testInfo.outputPath(`${name}-${width}-${theme}.png`),
      fullPage: true,
    });
  }
  await showTheme(page, 'light');
}

for (const width of [390, 1280]) {
  test(`O3: a refused confirmation is shown failed and sent again (${width} px)`, async ({
    page,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    refusing = true;
    const guest = uniqueGuest(width === 390 ? 'Kabir' : 'Ira');
    await createBooking(staff, guest);
    // The runner tries it at once; the refusal is final, so it fails on the first try.
    await expect
      .poll(async () => (await (await staff.get('/api/messages/alerts')).json()).failedLastDay, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);

    await page.context().clearCookies();
    const signIn = await page.request.post(`${server.baseURL}/api/auth/login`, {
      data: E2E_ADMIN,
    });
    expect(signIn.ok()).toBe(true);
    await page.goto(`${server.baseURL}/staff`);
    const warning = page.getByRole('alert').filter({ hasText: /failed in the last day/ });
    await expect(warning).toBeVisible();
    await shots(page, testInfo, 'dashboard-warning');
    await warning.getByRole('link', { name: 'See the messages' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await page.getByRole('button', { name: 'Failed', exact: true }).click();
    const list = page.getByRole('list', { name: 'Messages, newest first' });
    const message = list.getByRole('listitem').first();
    await expect(message).toContainText('Your table at');
    await expect(message).toContainText(/Booking TR-[0-9A-Z]{6}/);
    await expect(message).toContainText('Failed');
    await expect(message).toContainText(/refused it: .*550/);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolationsInBothThemes(page, { anyImpact: true });
    await shots(page, testInfo, 'messages-failed');

    refusing = false;
    const sentBefore = peer.received.length;
    await message.getByRole('button', { name: 'Send again' }).click();
    await expect.poll(() => peer.received.length, { timeout: 20_000 }).toBe(sentBefore + 1);
    expect(peer.received.at(-1)!.to).toEqual([guest.email]);
    await page.getByRole('button', { name: 'Sent', exact: true }).click();
    const sent = list.getByRole('listitem').filter({ hasText: 'Your table at' }).first();
    await expect(sent).toContainText('Sent');
    await expect(sent).toContainText('Sent on the first try');
    await shots(page, testInfo, 'messages-sent');
    await page.getByRole('button', { name: 'Failed', exact: true }).click();
    await expect(page.getByText('No messages in this state')).toBeVisible();
  });
}
