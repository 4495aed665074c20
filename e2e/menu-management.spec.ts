import type { Page } from '@playwright/test';
import { expect, test, toasts } from './fixtures';
import { expectNoSeriousA11yViolationsInBothThemes } from './support/axe';
import {
  addMenuItem,
  clearMenu,
  deleteMenuItem,
  holdMenuRequests,
  menuCard,
  publicMenu,
  publicMenuNames,
  refuseMenuRequests,
  staffMenu,
} from './support/menu-data';
import { photoPng, uploadMedia } from './support/staff-api';

// Staff menu management on both routes: inside the staff layout (/staff/menu) and the standalone
// page (/staff/menu-management). The tests of this file share its server, so each makes items
// with names of its own; the one that needs an empty menu empties it first.

const ROUTES = ['/staff/menu', '/staff/menu-management'] as const;

const addButton = (page: Page) => page.getByRole('button', { name: 'Add Menu Item' });
const menuDialog = (page: Page, title: 'Add New Menu Item' | 'Edit Menu Item') =>
  page.getByRole('dialog', { name: title });

test('with no items, both routes say so after "Loading menu items..."', async ({
  page,
  loginByApi,
  staffApi,
}) => {
  await addMenuItem(staffApi, { name: 'Soon gone' });
  await clearMenu(staffApi);
  await loginByApi();
  for (const route of ROUTES) {
    const list = await holdMenuRequests(page, 'GET');
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: 'Menu Management' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Loading menu items...' }),
    ).toBeVisible();
    await expect(page.getByText('No menu items found.')).toHaveCount(0);
    list.release();
    await expect(
      page.getByText('No menu items found. Add your first menu item to get started.'),
    ).toBeVisible();
    await expect(page.getByText('Loading menu items...')).toHaveCount(0);
    await expect(addButton(page)).toBeVisible();
    await page.unrouteAll();
  }
});

test('signed out, the standalone page asks to sign in in place; /staff/menu sends to /login', async ({
  page,
  loginByApi,
}) => {
  await page.goto('/staff/menu-management');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByText('Menu Management')).toHaveCount(0);
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/staff/menu');
  await expect(page).toHaveURL(/\/login$/);

  await loginByApi();
  await page.goto('/staff/menu-management');
  await expect(page.getByText('Authentication Required')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Menu Management' })).toBeVisible();
  await expect(page.getByText('Staff Portal')).toBeVisible();
  await expect(page.getByText('Logged in as admin')).toBeVisible();
  // The standalone page has the theme switch the staff layout has.
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/staff$/);
});

for (const route of ROUTES) {
  test(`on ${route}: add after the form's messages, edit, deactivate and delete an item`, async ({
    page,
    loginByApi,
    request,
    staffApi,
  }) => {
    const name = `Paneer Box (${route})`;
    await loginByApi();
    await page.goto(route);

    // Open with the keyboard; focus lands in the form and Escape puts it back on the button.
    const add = addButton(page);
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = menuDialog(page, 'Add New Menu Item');
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();

    await add.click();
    // A new item starts at ₹399, course 1, in Meals, active.
    await expect(dialog.getByLabel('Name')).toHaveValue('');
    await expect(dialog.getByLabel('Price (in rupees)')).toHaveValue('399');
    await expect(dialog.getByLabel('Course Number (1 to 10)')).toHaveValue('1');
    await expect(dialog.getByLabel('Category')).toHaveValue('Meals');
    await expect(dialog.getByLabel('Description')).toHaveValue('');
    await expect(dialog.getByLabel('Image URL')).toHaveValue('');
    await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Active' })).toHaveAccessibleDescription(
      'Determines if this item is visible on the menu',
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();

    await dialog.getByLabel('Price (in rupees)').fill('0');
    await dialog.getByLabel('Course Number (1 to 10)').fill('11');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription('Name is required');
    await expect(dialog.getByLabel('Price (in rupees)')).toHaveAccessibleDescription(
      'Price must be at least 1',
    );
    await expect(dialog.getByLabel('Course Number (1 to 10)')).toHaveAccessibleDescription(
      'Course number must be at most 10',
    );
    await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Course Number (1 to 10)').fill('0');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByLabel('Course Number (1 to 10)')).toHaveAccessibleDescription(
      'Course number must be at least 1',
    );
    expect(await publicMenuNames(request)).not.toContain(name);

    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Description').fill('Charred paneer, mint chutney.');
    await dialog.getByLabel('Category').fill('Starters');
    await dialog.getByLabel('Course Number (1 to 10)').fill('2');
    await dialog.getByLabel('Price (in rupees)').fill('450');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(toasts(page).getByText('Menu Item Created')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
    const card = menuCard(page, name);
    await expect(card).toContainText('₹450.00');
    await expect(card).toContainText('Starters');
    await expect(card).not.toContainText('Course');
    await expect(card).toContainText('Charred paneer, mint chutney.');
    await expect(card.getByText('Inactive')).toHaveCount(0);
    expect((await publicMenu(request)).find((item) => item.name === name)).toMatchObject({
      description: 'Charred paneer, mint chutney.',
      category: 'Starters',
      courseNumber: 2,
      price: 450,
      isActive: true,
    });

    // Edit: the form starts from the item; the price changes.
    const editButton = card.getByRole('button', { name: `Edit ${name}` });
    await editButton.click();
    const edit = menuDialog(page, 'Edit Menu Item');
    await expect(edit.getByLabel('Name')).toHaveValue(name);
    await expect(edit.getByLabel('Category')).toHaveValue('Starters');
    await expect(edit.getByLabel('Course Number (1 to 10)')).toHaveValue('2');
    await expect(edit.getByLabel('Price (in rupees)')).toHaveValue('450');
    await edit.getByLabel('Price (in rupees)').fill('475');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(toasts(page).getByText('Menu Item Updated')).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(editButton).toBeFocused();
    await expect(card).toContainText('₹475.00');

    // Deactivate: staff still see it, marked Inactive; guests no longer get it.
    await editButton.click();
    await edit.getByRole('switch', { name: 'Active' }).click();
    await expect(edit.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(edit).toBeHidden();
    await expect(card.getByText('Inactive')).toBeVisible();
    expect(await publicMenuNames(request)).not.toContain(name);
    expect((await staffMenu(staffApi)).find((item) => item.name === name)).toMatchObject({
      price: 475,
      isActive: false,
    });
    await editButton.click();
    await expect(edit.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(editButton).toBeFocused();

    // Remove asks first: Cancel keeps the item, Delete removes it.
    const removeButton = card.getByRole('button', { name: `Remove ${name}` });
    await removeButton.click();
    const confirm = page.getByRole('alertdialog', { name: `Remove ${name}?` });
    await expect(confirm).toHaveAccessibleDescription(
      'Are you sure you want to delete this menu item?',
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(removeButton).toBeFocused();
    await expect(card).toBeVisible();
    await removeButton.click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText('Menu Item Deleted')).toBeVisible();
    await expect(card).toHaveCount(0);
    // Its button went with it, so focus goes to Add Menu Item.
    await expect(add).toBeFocused();
    expect((await staffMenu(staffApi)).map((item) => item.name)).not.toContain(name);
  });
}

test('while the server works the buttons say so, and the dialogs wait for it', async ({
  page,
  loginByApi,
  staffApi,
}) => {
  await addMenuItem(staffApi, { name: 'Busy Kofta', price: 380 });
  await loginByApi();
  await page.goto('/staff/menu');

  const creating = await holdMenuRequests(page, 'POST');
  await addButton(page).click();
  const dialog = menuDialog(page, 'Add New Menu Item');
  await dialog.getByLabel('Name').fill('Busy Biryani');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('button', { name: 'Creating...' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  creating.release();
  await expect(toasts(page).getByText('Menu Item Created')).toBeVisible();
  await expect(menuCard(page, 'Busy Biryani')).toContainText('₹399.00');

  const updating = await holdMenuRequests(page, 'PATCH');
  await page.getByRole('button', { name: 'Edit Busy Kofta' }).click();
  const edit = menuDialog(page, 'Edit Menu Item');
  await edit.getByLabel('Price (in rupees)').fill('390');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit.getByRole('button', { name: 'Updating...' })).toBeDisabled();
  await expect(edit.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  updating.release();
  await expect(toasts(page).getByText('Menu Item Updated')).toBeVisible();
  await expect(menuCard(page, 'Busy Kofta')).toContainText('₹390.00');

  const deleting = await holdMenuRequests(page, 'DELETE');
  await page.getByRole('button', { name: 'Remove Busy Kofta' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeVisible();
  deleting.release();
  await expect(toasts(page).getByText('Menu Item Deleted')).toBeVisible();
  await expect(menuCard(page, 'Busy Kofta')).toHaveCount(0);
});

test('refused saves: the fixed texts, the server’s own words, and its field messages on the fields', async ({
  page,
  loginByApi,
  staffApi,
}) => {
  const kept = await addMenuItem(staffApi, { name: 'Refused Rasam', price: 210 });
  const gone = await addMenuItem(staffApi, { name: 'Vanished Vada', price: 150 });
  const goneToo = await addMenuItem(staffApi, { name: 'Vanished Idli', price: 120 });
  await loginByApi();
  await page.goto('/staff/menu');
  // The toast region lies behind the modal dialog (hidden from the accessibility tree while the
  // dialog is open), yet the toast shows on screen.
  const errorToast = (text: string) =>
    page
      .getByRole('region', { name: /Notifications/, includeHidden: true })
      .getByRole('listitem', { includeHidden: true })
      .filter({ hasText: 'Error' })
      .filter({ hasText: text });

  // No message from the server: the screen's own text, in the toast and in the dialog.
  await refuseMenuRequests(page, 'POST', 500, {});
  await addButton(page).click();
  const dialog = menuDialog(page, 'Add New Menu Item');
  await dialog.getByLabel('Name').fill('Will not save');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(errorToast('Failed to create the menu item.')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('Failed to create the menu item.');
  await expect(dialog).toBeVisible();
  await page.unrouteAll();

  // A 400 naming fields: each message on its field.
  await refuseMenuRequests(page, 'POST', 400, {
    message: 'Invalid input',
    code: 'invalid_input',
    errors: [
      { path: 'name', message: 'A dish of that name is already on the menu' },
      { path: 'imageUrl', message: 'That picture is not in the media library' },
    ],
  });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription(
    'A dish of that name is already on the menu',
  );
  await expect(dialog.getByLabel('Image URL')).toHaveAccessibleDescription(
    'That picture is not in the media library',
  );
  await expect(errorToast('Invalid input')).toBeVisible();
  await page.unrouteAll();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // The next opening starts afresh.
  await addButton(page).click();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByLabel('Name')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await refuseMenuRequests(page, 'PATCH', 500, {});
  await page.getByRole('button', { name: 'Edit Refused Rasam' }).click();
  const edit = menuDialog(page, 'Edit Menu Item');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(errorToast('Failed to update the menu item.')).toBeVisible();
  await expect(edit.getByRole('alert')).toHaveText('Failed to update the menu item.');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await refuseMenuRequests(page, 'DELETE', 500, {});
  await page.getByRole('button', { name: 'Remove Refused Rasam' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(errorToast('Failed to delete the menu item.')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Remove Refused Rasam' })).toBeFocused();
  await page.unrouteAll();
  expect((await staffMenu(staffApi)).find((item) => item.id === kept.id)).toMatchObject({
    price: 210,
  });

  // The real server's words: an item deleted in another tab.
  await deleteMenuItem(staffApi, gone.id);
  await page.getByRole('button', { name: 'Edit Vanished Vada' }).click();
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(errorToast('Menu item not found')).toBeVisible();
  await expect(edit.getByRole('alert')).toHaveText('Menu item not found');
  await expect(menuCard(page, 'Vanished Vada')).toHaveCount(0);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(addButton(page)).toBeFocused();

  await deleteMenuItem(staffApi, goneToo.id);
  await page.getByRole('button', { name: 'Remove Vanished Idli' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(errorToast('Menu item not found')).toBeVisible();
  await expect(menuCard(page, 'Vanished Idli')).toHaveCount(0);
  await expect(addButton(page)).toBeFocused();
});

test('a card shows its picture; a picture that does not load says so; inactive items are marked', async ({
  page,
  loginByApi,
  staffApi,
}) => {
  const photo = await uploadMedia(staffApi, 'dish', {
    name: 'thali.png',
    mimeType: 'image/png',
    buffer: await photoPng(),
  });
  await addMenuItem(staffApi, { name: 'Pictured Thali', imageUrl: photo.filePath });
  await addMenuItem(staffApi, { name: 'Broken Pulao', imageUrl: '/uploads/no-such-file.webp' });
  await addMenuItem(staffApi, { name: 'Plain Khichdi', isActive: false });
  await loginByApi();
  await page.goto('/staff/menu');

  const picture = menuCard(page, 'Pictured Thali').locator('img');
  await expect(picture).toBeVisible();
  // The corporate menu sits below the tasting menus on this page, and its pictures load as
  // they come into view, as a person scrolling to them would see them.
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(menuCard(page, 'Pictured Thali').getByText('Inactive')).toHaveCount(0);

  await expect(
    menuCard(page, 'Broken Pulao').getByText('Picture could not be loaded'),
  ).toBeVisible();
  await expect(menuCard(page, 'Broken Pulao').locator('img')).toHaveCount(0);

  await expect(menuCard(page, 'Plain Khichdi').locator('img')).toHaveCount(0);
  await expect(
    menuCard(page, 'Plain Khichdi').getByText('Picture could not be loaded'),
  ).toHaveCount(0);
  await expect(menuCard(page, 'Plain Khichdi').getByText('Inactive')).toBeVisible();

  // The dialog previews the picture once the link is typed, and says when it does not load.
  await addButton(page).click();
  const dialog = menuDialog(page, 'Add New Menu Item');
  await expect(dialog.locator('img')).toHaveCount(0);
  await dialog.getByLabel('Image URL').fill(photo.filePath);
  await page.keyboard.press('Tab');
  await expect
    .poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await dialog.getByLabel('Image URL').fill('/uploads/not-there.png');
  await page.keyboard.press('Tab');
  await expect(dialog.getByText('Picture could not be loaded')).toBeVisible();
  await expect(dialog.locator('img')).toHaveCount(0);
  await dialog.getByLabel('Image URL').fill('javascript:alert(1)');
  await page.keyboard.press('Tab');
  await expect(dialog.getByText('Picture could not be loaded')).toHaveCount(0);
  await expect(dialog.locator('img')).toHaveCount(0);
  // The edit dialog starts with the item's picture.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Edit Pictured Thali' }).click();
  await expect(menuDialog(page, 'Edit Menu Item').locator('img')).toHaveAttribute(
    'src',
    photo.filePath,
  );
});

test('on a 390 px phone the grid is one column and the dialog fits with its buttons in view', async ({
  page,
  loginByApi,
  staffApi,
}) => {
  for (const name of ['Phone Dal', 'Phone Rice']) {
    await addMenuItem(staffApi, { name, courseNumber: 1, price: 300 });
  }
  await page.setViewportSize({ width: 390, height: 700 });
  await loginByApi();
  for (const route of ROUTES) {
    await page.goto(route);
    const first = (await menuCard(page, 'Phone Dal').boundingBox())!;
    const second = (await menuCard(page, 'Phone Rice').boundingBox())!;
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
    expect(second.x).toBe(first.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await addButton(page).click();
    const dialog = menuDialog(page, 'Add New Menu Item');
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(700);
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport();
    await page.keyboard.press('Escape');
  }
});

for (const route of ROUTES) {
  test(`${route} passes axe in the light and the dark theme, with the dialogs open, at 1280 and 390 px`, async ({
    page,
    loginByApi,
    staffApi,
  }, testInfo) => {
    // Every view is scanned twice, once per theme.
    test.slow();
    const where = route === '/staff/menu' ? 'menu' : 'standalone';
    const tag = where;
    const photo = await uploadMedia(staffApi, 'dish', {
      name: 'dish.png',
      mimeType: 'image/png',
      buffer: await photoPng(),
    });
    await addMenuItem(staffApi, {
      name: `Paneer Tikka Box (${tag})`,
      description: 'Charred paneer, mint chutney, laccha onions and a buttered kulcha.',
      category: 'Starters',
      imageUrl: photo.filePath,
      courseNumber: 2,
      price: 450,
    });
    await addMenuItem(staffApi, {
      name: `Seasonal Sorbet (${tag})`,
      description: 'Off until the mangoes come back.',
      category: 'Desserts',
      courseNumber: 9,
      price: 199,
      isActive: false,
    });
    await addMenuItem(staffApi, {
      name: `Broken Picture Biryani (${tag})`,
      imageUrl: '/uploads/missing.webp',
      courseNumber: 4,
      price: 1250,
    });
    await loginByApi();
    const shot = async (name: string, fullPage = false) =>
      testInfo.attach(name, {
        body: await page.screenshot({ fullPage, path: testInfo.outputPath(`${name}.png`) }),
        contentType: 'image/png',
      });

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(route);
      await expect(menuCard(page, `Seasonal Sorbet (${tag})`)).toBeVisible();
      await expectNoSeriousA11yViolationsInBothThemes(page);
      await shot(`${where}-${width}`, true);

      await page.getByRole('button', { name: `Edit Seasonal Sorbet (${tag})` }).click();
      await expect(menuDialog(page, 'Edit Menu Item')).toBeVisible();
      await expectNoSeriousA11yViolationsInBothThemes(page);
      await shot(`${where}-${width}-edit`);
      await page.keyboard.press('Escape');

      await addButton(page).click();
      const dialog = menuDialog(page, 'Add New Menu Item');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(dialog.getByText('Name is required')).toBeVisible();
      await expectNoSeriousA11yViolationsInBothThemes(page);
      await shot(`${where}-${width}-add-messages`);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: `Remove Seasonal Sorbet (${tag})` }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoSeriousA11yViolationsInBothThemes(page);
      await shot(`${where}-${width}-remove`);
      await page.keyboard.press('Escape');
    }
  });
}
