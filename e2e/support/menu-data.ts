import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { MenuItemDto, MenuItemInput } from '@shared/contracts/menu';

// The staff menu screens' tests: items made and cleared through the staff API, the menu as a
// guest's request sees it, the screen's cards found the way a user finds them, and requests
// held back to see what the screen says while the server works.

/** Adds a menu item as staff would; fields left out take the API's defaults. */
export async function addMenuItem(
  staffApi: APIRequestContext,
  item: Partial<MenuItemInput> & { name: string },
): Promise<MenuItemDto> {
  const res = await staffApi.post('/api/menu', {
    data: { courseNumber: 1, price: 399, ...item },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as MenuItemDto;
}

/** Every item, inactive ones too, as staff get them. */
export async function staffMenu(staffApi: APIRequestContext): Promise<MenuItemDto[]> {
  const res = await staffApi.get('/api/menu');
  expect(res.status()).toBe(200);
  return (await res.json()) as MenuItemDto[];
}

/** Deletes an item behind the page's back, as a colleague in another tab would. */
export async function deleteMenuItem(staffApi: APIRequestContext, id: number): Promise<void> {
  const res = await staffApi.delete(`/api/menu/${id}`);
  expect(res.status(), await res.text()).toBe(204);
}

/** Deletes every item, so a test that needs an empty menu has one whatever ran before it. */
export async function clearMenu(staffApi: APIRequestContext): Promise<void> {
  for (const item of await staffMenu(staffApi)) await deleteMenuItem(staffApi, item.id);
}

/** The menu as a guest gets it (the request carries no session cookie): active items only. */
export async function publicMenu(request: APIRequestContext): Promise<MenuItemDto[]> {
  const res = await request.get('/api/menu', { headers: { cookie: '' } });
  expect(res.status()).toBe(200);
  return (await res.json()) as MenuItemDto[];
}

export async function publicMenuNames(request: APIRequestContext): Promise<string[]> {
  return (await publicMenu(request)).map((item) => item.name);
}

/** An item's card on the staff screen, named by its heading. */
export function menuCard(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

/**
 * Holds the page's next `method` requests to /api/menu (or /api/menu/{id}) until `release` is
 * called, so a test can see the screen while the server is still working.
 */
export async function holdMenuRequests(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
): Promise<{ release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/menu(\/\d+)?$/, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    await gate;
    return route.fallback();
  });
  return { release };
}

/** Answers the page's next `method` request to the menu API with `status` and `body`. */
export async function refuseMenuRequests(
  page: Page,
  method: 'POST' | 'PATCH' | 'DELETE',
  status: number,
  body: unknown,
): Promise<void> {
  await page.route(/\/api\/menu(\/\d+)?$/, (route) =>
    route.request().method() === method
      ? route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })
      : route.fallback(),
  );
}
