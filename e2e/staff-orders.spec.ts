import type { Page } from '@playwright/test';
import { expect, test, toasts } from './fixtures';
import { expectNoSeriousA11yViolationsInBothThemes } from './support/axe';
import {
  moveOrder,
  payInSandbox,
  payOrder,
  placeTwoDishOrder,
  readOrder,
  setCorporateOrdering,
  type PlacedOrder,
} from './support/order-data';

// The staff corporate orders screen (/staff/orders) and the dashboard's Corporate Ordering
// switch. Orders are placed and paid through the API as a buyer would (support/order-data.ts);
// every test makes its own. The file's server starts with no orders, and the empty-state test
// runs first, before any other test of the file has placed one.

const calendarDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
/** '2026-12-13' as the screen shows it: 'Dec 13, 2026'. */
const shownDate = (iso: string) => calendarDay.format(new Date(`${iso}T00:00:00Z`));

/** The order's row, found by its disclosure button ('Order #12 …'). */
function orderRow(page: Page, id: number) {
  const toggle = page.getByRole('button', { name: new RegExp(`^Order #${id}\\b`) });
  return { toggle, row: page.getByRole('listitem').filter({ has: toggle }) };
}

async function openOrder(page: Page, id: number) {
  await page.goto('/staff/orders');
  const { toggle, row } = orderRow(page, id);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return { toggle, row };
}

test('with no orders yet, the screen says so', async ({ page, loginByApi }) => {
  await loginByApi();
  await page.goto('/staff/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Corporate Orders' })).toBeVisible();
  await expect(page.getByText('No corporate orders found')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Corporate orders' })).toHaveCount(0);
});

test.describe('orders', () => {
  test.beforeEach(async ({ loginByApi }) => {
    await loginByApi();
  });

  test('a paid order opens to its items, GST, total, delivery, contact and payment', async ({
    page,
    staffApi,
    request,
  }) => {
    const placed = await placeTwoDishOrder(staffApi, request);
    const paymentId = await payOrder(request, placed);
    const stored = await readOrder(staffApi, placed.id);
    const [pulao, chaas] = placed.lines;

    await page.goto('/staff/orders');
    const { toggle, row } = orderRow(page, placed.id);
    // The summary: number, company, event date (or N/A), status and total.
    await expect(toggle).toContainText(`Order #${placed.id}`);
    await expect(toggle).toContainText(placed.delivery.companyName);
    await expect(toggle).toContainText(stored.eventDate ? shownDate(stored.eventDate) : 'N/A');
    await expect(toggle).toContainText('Pending');
    await expect(toggle).toContainText('₹1,310.40');
    await expect(row.getByText('Saffron Pulao')).toHaveCount(0);

    // Opened with the keyboard.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const items = row.getByRole('table', { name: `Items of order #${placed.id}` });
    await expect(items.getByRole('row', { name: pulao!.dish.name })).toContainText(/2\s*₹998\.00/);
    await expect(items.getByRole('row', { name: chaas!.dish.name })).toContainText(/1\s*₹250\.00/);
    await expect(items.getByRole('row', { name: /Subtotal/ })).toContainText('₹1,248.00');
    await expect(items.getByRole('row', { name: /GST \(5%\)/ })).toContainText('₹62.40');
    await expect(items.getByRole('row', { name: /^Total/ })).toContainText('₹1,310.40');

    await expect(row).toContainText(placed.delivery.deliveryAddress);
    await expect(row).toContainText(shownDate(placed.delivery.deliveryDate));
    await expect(row).toContainText(placed.delivery.deliveryTime);
    await expect(row).toContainText(placed.delivery.specialInstructions);
    await expect(row.getByRole('link', { name: placed.delivery.contactNumber })).toBeVisible();
    await expect(row.getByRole('link', { name: placed.delivery.email })).toBeVisible();
    await expect(row).toContainText(placed.delivery.name);

    const paid = row.getByText('Completed', { exact: true });
    await expect(paid).toHaveAttribute('data-tone', 'green');
    await expect(row).toContainText(paymentId);
    // Paid already: nothing to check with the gateway.
    await expect(row.getByRole('button', { name: 'Check payment' })).toHaveCount(0);

    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(items).toHaveCount(0);
  });

  test('Approve, then Mark Completed: the row stays open and offers the next move', async ({
    page,
    staffApi,
    request,
  }) => {
    const placed = await placeTwoDishOrder(staffApi, request);
    await payOrder(request, placed);
    const { toggle, row } = await openOrder(page, placed.id);
    await expect(toggle.getByText('Pending')).toHaveAttribute('data-tone', 'yellow');
    await expect(row.getByRole('button', { name: 'Mark Completed', exact: true })).toHaveCount(0);

    await row.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(toggle.getByText('Approved')).toHaveAttribute('data-tone', 'blue');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The pressed button is gone: focus is back on the order, which now reads Approved.
    await expect(toggle).toBeFocused();
    await expect(row.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);
    expect((await readOrder(staffApi, placed.id)).status).toBe('approved');

    await row.getByRole('button', { name: 'Mark Completed', exact: true }).click();
    await expect(toggle.getByText('Completed', { exact: true })).toHaveAttribute(
      'data-tone',
      'green',
    );
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(row.getByRole('button', { name: 'Mark Completed', exact: true })).toHaveCount(0);
    expect((await readOrder(staffApi, placed.id)).status).toBe('completed');
  });

  test('rejecting a paid order asks first, then shows the full refund', async ({
    page,
    staffApi,
    request,
  }) => {
    const placed = await placeTwoDishOrder(staffApi, request);
    await payOrder(request, placed);
    const { toggle, row } = await openOrder(page, placed.id);

    // Keeping the order changes nothing.
    await row.getByRole('button', { name: 'Reject', exact: true }).click();
    let dialog = page.getByRole('alertdialog', { name: `Reject order #${placed.id}?` });
    await expect(dialog).toContainText('refunded in full (₹1,310.40)');
    await dialog.getByRole('button', { name: 'Keep order' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toggle).toContainText('Pending');
    expect((await readOrder(staffApi, placed.id)).status).toBe('pending');

    await row.getByRole('button', { name: 'Reject', exact: true }).click();
    dialog = page.getByRole('alertdialog', { name: `Reject order #${placed.id}?` });
    await dialog.getByRole('button', { name: 'Reject order' }).click();

    await expect(toggle.getByText('Cancelled')).toHaveAttribute('data-tone', 'red');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(
      row.getByRole('button', { name: /^(Approve|Reject|Mark Completed)$/ }),
    ).toHaveCount(0);
    const refund = (await readOrder(staffApi, placed.id)).refund;
    expect(refund).toMatchObject({ amount: placed.totalPaise });
    await expect(
      row.getByRole('definition').filter({ hasText: /^(Requested|Processed)$/ }),
    ).toBeVisible();
    await expect(row.getByRole('definition').filter({ hasText: /^₹1,310\.40$/ })).toBeVisible();
    await expect(toasts(page)).toContainText('a full refund of ₹1,310.40 was requested');
  });

  test('an order paid at the gateway but never confirmed is found by Check payment', async ({
    page,
    staffApi,
    request,
  }) => {
    const placed = await placeTwoDishOrder(staffApi, request);
    // The buyer paid, but the browser closed before it told us: the order still waits.
    const payment = await payInSandbox(request, placed);
    const { row } = await openOrder(page, placed.id);
    await expect(row.getByText('Pending', { exact: true }).last()).toHaveAttribute(
      'data-tone',
      'amber',
    );

    await row.getByRole('button', { name: 'Check payment' }).click();
    await expect(row.getByText('Completed', { exact: true })).toHaveAttribute('data-tone', 'green');
    await expect(row).toContainText(payment.razorpay_payment_id);
    await expect(row.getByRole('button', { name: 'Check payment' })).toHaveCount(0);
    await expect(toasts(page)).toContainText(`Order #${placed.id} has been paid.`);
    expect((await readOrder(staffApi, placed.id)).paymentStatus).toBe('completed');
  });

  test('U1: payment sits beside status, unpaid orders wait under Awaiting payment with Approve disabled and why, and an approved paid order is cancelled with a full refund; at 1280 and 390 px', async ({
    page,
    staffApi,
    request,
  }) => {
    const unpaid = await placeTwoDishOrder(staffApi, request);
    const approved = await placeTwoDishOrder(staffApi, request);
    await payOrder(request, approved);
    await moveOrder(staffApi, approved.id, 'approved');

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const { toggle, row } = await openOrder(page, unpaid.id);
      // The order is pending and its payment has not come: both say so, side by side.
      await expect(toggle).toContainText('Pending');
      await expect(toggle).toContainText('Payment: Pending');
      const waiting = page.getByRole('region', { name: /^Awaiting payment/ });
      await expect(
        waiting.getByRole('button', { name: new RegExp(`^Order #${unpaid.id}\\b`) }),
      ).toBeVisible();
      await expect(
        page.getByRole('region', { name: /^Orders/ }).getByRole('button', {
          name: new RegExp(`^Order #${approved.id}\\b`),
        }),
      ).toBeVisible();
      const approve = row.getByRole('button', { name: 'Approve', exact: true });
      await expect(approve).toBeDisabled();
      await expect(approve).toHaveAccessibleDescription(
        'Awaiting payment: an order can be approved once the buyer has paid.',
      );
      await expect(row.getByRole('button', { name: 'Reject', exact: true })).toBeEnabled();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }

    // Approved and paid: still cancellable, and cancelling refunds the buyer in full.
    const { toggle, row } = await openOrder(page, approved.id);
    await expect(toggle).toContainText('Payment: Completed');
    await row.getByRole('button', { name: 'Cancel order', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: `Cancel order #${approved.id}?` });
    await expect(dialog).toContainText('refunded in full (₹1,310.40)');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(toggle.getByText('Cancelled')).toHaveAttribute('data-tone', 'red');
    await expect(toasts(page)).toContainText(
      `Order #${approved.id} was cancelled; a full refund of ₹1,310.40 was requested.`,
    );
    await expect(toggle).toBeFocused();
    expect((await readOrder(staffApi, approved.id)).refund).toMatchObject({
      amount: approved.totalPaise,
    });
  });

  test('an order moved by someone else meanwhile: the refusal is shown and the row refreshed', async ({
    page,
    staffApi,
    request,
  }) => {
    const placed = await placeTwoDishOrder(staffApi, request);
    await payOrder(request, placed);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const { toggle, row } = await openOrder(page, placed.id);
    await moveOrder(staffApi, placed.id, 'cancelled');

    await row.getByRole('button', { name: 'Approve', exact: true }).click();
    const alert = row.getByRole('alert');
    await expect(alert).toContainText('The list has been refreshed.');
    await expect(toggle.getByText('Cancelled')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    expect(errors.some((e) => e.includes(`corporate order #${placed.id}`))).toBe(true);
    expect((await readOrder(staffApi, placed.id)).status).toBe('cancelled');
  });
});

test.describe('the Corporate Ordering switch', () => {
  const readSetting = async (page: Page) =>
    (
      (await (await page.request.get('/api/site-settings/corporate-ordering')).json()) as {
        value: string;
      }
    ).value;

  /**
   * Holds the next PUT of the setting until `release()`, then runs `before` and sends it on to
   * the server, so a test can look at the switch while the change is in flight.
   */
  const holdPut = async (page: Page, before?: () => Promise<void>) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route('**/api/site-settings/corporate-ordering', async (route) => {
      if (held || route.request().method() !== 'PUT') return route.fallback();
      held = true;
      await released;
      await before?.();
      return route.continue();
    });
    return { release };
  };

  test('turns corporate ordering on and off', async ({ page, login, staffApi }) => {
    await setCorporateOrdering(staffApi, false);
    await login();
    const toggle = page.getByRole('switch', { name: 'Corporate Ordering' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(
      page.getByText('Shows the corporate menu and checkout on /corporate'),
    ).toBeVisible();

    // While the server has not answered, the switch shows the saved value, not the wish.
    const answered = await holdPut(page);
    await toggle.click();
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    answered.release();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(await readSetting(page)).toBe('true');
    await expect(toasts(page)).toContainText('Corporate Ordering On');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await readSetting(page)).toBe('false');
  });

  test('a change refused because the session ended is not saved, says why and sends staff to sign in', async ({
    page,
    login,
    staffApi,
  }) => {
    await setCorporateOrdering(staffApi, false);
    await login();
    const toggle = page.getByRole('switch', { name: 'Corporate Ordering' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    // The session ends (signed out in another tab) just as the change is sent.
    const answered = await holdPut(page, async () => {
      expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);
    });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    answered.release();

    await expect(toasts(page).getByText('Update Failed', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('Not logged in')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?reason=session-ended$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your session has ended. Please sign in again.' }),
    ).toBeVisible();
    expect(await readSetting(page)).toBe('false');
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the rows stack, nothing scrolls sideways and the actions can be reached', async ({
    page,
    loginByApi,
    staffApi,
    request,
  }, testInfo) => {
    const placed: PlacedOrder = await placeTwoDishOrder(staffApi, request);
    await payOrder(request, placed);
    await loginByApi();
    const { toggle, row } = await openOrder(page, placed.id);
    await expect(toggle).toContainText('₹1,310.40');
    await expect(row.getByRole('table', { name: `Items of order #${placed.id}` })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    const approve = row.getByRole('button', { name: 'Approve', exact: true });
    await approve.scrollIntoViewIfNeeded();
    const box = await approve.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await testInfo.attach('orders-390', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    await approve.click();
    await expect(toggle).toContainText('Approved');
  });
});

test(`the orders screen, open, passes axe in the light and the dark theme`, async ({
  page,
  loginByApi,
  staffApi,
  request,
}, testInfo) => {
  // Every view is scanned twice, once per theme.
  test.slow();
  const paid = await placeTwoDishOrder(staffApi, request);
  await payOrder(request, paid);
  const unpaid = await placeTwoDishOrder(staffApi, request);
  await loginByApi();

  await openOrder(page, paid.id);
  await orderRow(page, unpaid.id).toggle.click();
  await expect(page.getByRole('button', { name: 'Check payment' })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await testInfo.attach(`orders`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  await orderRow(page, paid.id).row.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page);
});
