import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { expectNoSeriousA11yViolationsInBothThemes } from './support/axe';
import { restaurantToday, test } from './support/morning-server';
import { payOrder, placeTwoDishOrder } from './support/order-data';
import { createBooking, SEATING, uniqueGuest } from './support/test-data';

// The staff portal is used all evening by the same few people, on a laptop at the pass and a
// phone on the floor: every screen and every tab of it is held to no axe finding of any impact
// (minor and moderate ones too, such as a heading that skips a level), in both themes.

/** Each tab of the screen in view, opened in turn, scanned in both themes. */
async function scanEveryTab(page: Page, tabList: string): Promise<void> {
  const tabs = page.getByRole('tablist', { name: tabList }).getByRole('tab');
  const names = await tabs.allTextContents();
  expect(names.length).toBeGreaterThan(1);
  for (const name of names) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    await test.step(`${tabList}: ${name}`, () =>
      expectNoSeriousA11yViolationsInBothThemes(page, { anyImpact: true }));
  }
}

test('every staff screen and tab has no accessibility finding of any impact, in both themes', async ({
  page,
  loginByApi,
  staffApi,
  playwright,
  baseURL,
}) => {
  // Every staff screen and tab, each scanned fully in two themes at the strict bar: the list has
  // grown (messages, seatings, special nights, paged lists), and three minutes were no longer
  // enough on two shared cores.
  test.setTimeout(360_000);
  // Something on each list: a booking tonight with a request, a paid order, a quote request.
  await createBooking(staffApi, {
    ...uniqueGuest('Asha'),
    date: restaurantToday(),
    timeSlot: SEATING.second,
    guests: 3,
    specialRequests: 'A table by the window, please.',
  });
  const buyer = await playwright.request.newContext({ baseURL });
  await payOrder(buyer, await placeTwoDishOrder(staffApi, buyer));
  const quote = await buyer.post('/api/quote-requests', {
    data: {
      name: 'Kavya Menon',
      company: 'Lotus Analytics',
      email: 'kavya@lotus.example',
      phone: '+91 99000 11223',
      eventDate: '2027-03-15',
      guests: 120,
      message: 'Annual day lunch.',
    },
  });
  expect(quote.status()).toBe(201);
  await buyer.dispose();

  await loginByApi();
  const screens: { path: string; heading: RegExp; tabs?: string }[] = [
    { path: '/staff', heading: /dashboard/i },
    { path: '/staff/reservations', heading: /reservations/i, tabs: 'Reservations views' },
    { path: '/staff/menu', heading: /menu/i },
    { path: '/staff/menu-management', heading: /menu/i },
    { path: '/staff/content', heading: /content/i, tabs: 'Content areas' },
    { path: '/staff/orders', heading: /orders/i },
    { path: '/staff/quotes', heading: /quote/i },
    { path: '/staff/messages', heading: /messages/i },
    { path: '/staff/users', heading: /accounts|users/i },
    { path: '/staff/audit', heading: /audit|changes|activity/i },
    { path: '/staff/seatings', heading: /seatings/i },
    { path: '/staff/special-nights', heading: /special nights/i },
  ];
  for (const screen of screens) {
    await test.step(screen.path, async () => {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (screen.tabs) await scanEveryTab(page, screen.tabs);
      else await expectNoSeriousA11yViolationsInBothThemes(page, { anyImpact: true });
    });
  }

  // A guest opened in the guest book shows their visits and the note.
  await page.goto('/staff/reservations');
  await page.getByRole('tab', { name: 'Guest book' }).click();
  await page.getByRole('button', { name: /Asha/ }).first().click();
  await expect(page.getByRole('heading', { name: /Asha/ })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, { anyImpact: true });

  // An order opened shows its lines, delivery and payment.
  await page.goto('/staff/orders');
  await page
    .getByRole('button', { name: /Lotus|#\d+/ })
    .first()
    .click();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolationsInBothThemes(page, { anyImpact: true });
});
