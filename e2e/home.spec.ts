import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { photoPng, tinyPdf, uploadMedia } from './support/staff-api';

// This file's server is its own (e2e/fixtures.ts): the menus and hero set here are seen by no
// other file. Each test sets what it looks at.

/** Both menus uploaded: a PDF for veg, a wide photo for non-veg. */
async function uploadBothMenus(staffApi: APIRequestContext) {
  const veg = await uploadMedia(staffApi, 'veg-menu', {
    name: 'veg.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(),
  });
  const nonVeg = await uploadMedia(staffApi, 'non-veg-menu', {
    name: 'non-veg.png',
    mimeType: 'image/png',
    buffer: await photoPng(),
  });
  return { veg, nonVeg };
}

async function removeMenus(staffApi: APIRequestContext, ids: number[]) {
  for (const id of ids) {
    expect((await staffApi.delete(`/api/media/${id}`)).status()).toBe(204);
  }
}

/** The dialog's box, once its panel has settled (the image has loaded, the frame is laid out). */
async function boxOf(dialog: Locator) {
  const box = await dialog.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

test('the menu dialog shows a PDF menu at page width, an image menu at full width, at one size, and the missing texts once they are gone', async ({
  page,
  staffApi,
}) => {
  const { veg, nonVeg } = await uploadBothMenus(staffApi);

  await page.goto('/');
  await page.getByRole('button', { name: 'View Menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Our Tasting Menu' });
  await expect(dialog.getByRole('tab', { name: 'Veg Menu', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const frame = dialog.locator('iframe[title="Vegetarian menu (PDF)"]');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', `${veg.filePath}#view=FitH&navpanes=0`);
  // On a wide screen the frame is the menu; the phone's link is not shown.
  await expect(dialog.getByRole('link', { name: 'Open the menu (PDF)' })).toBeHidden();
  const withPdf = await boxOf(dialog);
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('tab', { name: 'Non-Veg Menu' }).click();
  const image = dialog.getByRole('img', { name: 'Non-vegetarian menu' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  expect(await boxOf(dialog)).toEqual(withPdf);
  // The image fills the panel's width.
  const panel = dialog.getByRole('tabpanel', { name: 'Non-Veg Menu' });
  const [imageBox, panelBox] = [await image.boundingBox(), await panel.boundingBox()];
  expect(Math.abs(imageBox!.width - panelBox!.width)).toBeLessThanOrEqual(2);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await removeMenus(staffApi, [veg.id, nonVeg.id]);
  await page.reload();
  await page.getByRole('button', { name: 'View Menu' }).click();
  await expect(dialog.getByText('Vegetarian menu not available')).toBeVisible();
  expect(await boxOf(dialog)).toEqual(withPdf);
  await dialog.getByRole('tab', { name: 'Non-Veg Menu' }).click();
  await expect(dialog.getByText('Non-vegetarian menu not available')).toBeVisible();
  expect(await boxOf(dialog)).toEqual(withPdf);
});

test('the menu dialog gives focus back to its View Menu button: closed with Close by mouse, and with Escape from the keyboard', async ({
  page,
}) => {
  await page.goto('/');
  // includeHidden: while the modal is open the rest of the page is aria-hidden.
  const viewMenu = page
    .locator('main')
    .getByRole('button', { name: 'View Menu', includeHidden: true });
  const dialog = page.getByRole('dialog', { name: 'Our Tasting Menu' });

  await viewMenu.click();
  await expect(dialog).toBeVisible();
  await expect(viewMenu).toHaveAttribute('aria-expanded', 'true');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(viewMenu).toBeFocused();
  await expect(viewMenu).toHaveAttribute('aria-expanded', 'false');

  // Keyboard only: the button is reached with Tab, opened with Enter, the tabs move with the
  // arrow keys, and Escape closes.
  await page.goto('/');
  await expect(viewMenu).toBeVisible();
  for (let i = 0; i < 40 && !(await viewMenu.evaluate((b) => b === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(viewMenu).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const vegTab = dialog.getByRole('tab', { name: 'Veg Menu', exact: true });
  await expect(vegTab).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Non-Veg Menu' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(viewMenu).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a PDF menu is a large link that opens it in a new tab, the dialog keeps its size across tabs, in light and dark', async ({
    page,
    staffApi,
  }) => {
    const { veg, nonVeg } = await uploadBothMenus(staffApi);
    const pdfRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === veg.filePath) pdfRequests.push(r.url());
    });

    for (const theme of ['light', 'dark'] as const) {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/');
      await page.getByRole('main').getByRole('button', { name: 'View Menu' }).click();
      const dialog = page.getByRole('dialog', { name: 'Our Tasting Menu' });
      const link = dialog.getByRole('link', { name: 'Open the menu (PDF)' });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', veg.filePath);
      await expect(dialog.locator('iframe')).toBeHidden();
      const withPdf = await boxOf(dialog);
      expect(withPdf.x).toBeGreaterThanOrEqual(0);
      expect(withPdf.x + withPdf.width).toBeLessThanOrEqual(390);
      await expectNoSeriousA11yViolations(page);

      await dialog.getByRole('tab', { name: 'Non-Veg Menu' }).click();
      const image = dialog.getByRole('img', { name: 'Non-vegetarian menu' });
      await expect(image).toBeVisible();
      expect(await boxOf(dialog)).toEqual(withPdf);
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toHaveCount(0);
    }
    // The hidden frame is lazy, so a phone never downloads the PDF until the diner asks for it.
    expect(pdfRequests).toEqual([]);

    await removeMenus(staffApi, [veg.id, nonVeg.id]);
  });
});

test('an open home page shows a new hero title once the window regains focus; markup in it stays text', async ({
  page,
  staffApi,
}) => {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const title = '<img src=x onerror=alert(1)>';
  const patch = await staffApi.patch('/api/content/hero', {
    data: { title, content: 'Ten courses, one evening.' },
  });
  expect(patch.status()).toBe(200);
  expect(await patch.json()).toMatchObject({
    sectionName: 'hero',
    title,
    content: 'Ten courses, one evening.',
  });

  // What react-query listens to when the tab comes back to the front.
  await page.evaluate(() =>
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Ten courses, one evening.')).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toBe(0);
  await expectNoSeriousA11yViolations(page);
});
