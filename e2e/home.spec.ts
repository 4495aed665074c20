import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { photoPng, tinyPdf, uploadMedia } from './support/staff-api';

// This file's server is its own (e2e/fixtures.ts): the menus and hero set here are seen by no
// other file. Each test sets what it looks at.

test('the menu dialog shows a PDF menu in a frame, an image menu inline, and the missing texts once they are gone', async ({
  page,
  staffApi,
}) => {
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

  await page.goto('/');
  await page.getByRole('button', { name: 'View Menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Our Tasting Menu' });
  await expect(dialog.getByRole('tab', { name: 'Veg Menu', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.locator('iframe[title="Veg Menu"]')).toHaveAttribute('src', veg.filePath);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('tab', { name: 'Non-Veg Menu' }).click();
  await expect(dialog.getByRole('img', { name: 'Non-Veg Menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  for (const id of [veg.id, nonVeg.id]) {
    expect((await staffApi.delete(`/api/media/${id}`)).status()).toBe(204);
  }
  await page.reload();
  await page.getByRole('button', { name: 'View Menu' }).click();
  await expect(dialog.getByText('Vegetarian menu not available')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Non-Veg Menu' }).click();
  await expect(dialog.getByText('Non-vegetarian menu not available')).toBeVisible();
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
