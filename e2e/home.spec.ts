import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { photoPng, signInApi, tinyPdf, uploadMedia } from './support/staff-api';

test('the menu dialog shows a PDF menu in a frame, an image menu inline, and the missing texts once they are gone', async ({
  page,
  browser,
}) => {
  const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await signInApi(staff.request);
  const veg = await uploadMedia(staff.request, 'veg-menu', {
    name: 'veg.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(),
  });
  const nonVeg = await uploadMedia(staff.request, 'non-veg-menu', {
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
    expect((await staff.request.delete(`/api/media/${id}`)).status()).toBe(204);
  }
  await page.reload();
  await page.getByRole('button', { name: 'View Menu' }).click();
  await expect(dialog.getByText('Vegetarian menu not available')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Non-Veg Menu' }).click();
  await expect(dialog.getByText('Non-vegetarian menu not available')).toBeVisible();
  await staff.close();
});

test('an open home page shows a new hero title once the window regains focus; markup in it stays text', async ({
  page,
  browser,
}) => {
  const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await signInApi(staff.request);
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const title = '<img src=x onerror=alert(1)>';
  const patch = await staff.request.patch('/api/content/hero', {
    data: { title, content: 'Ten courses, one evening.' },
  });
  expect(patch.status()).toBe(200);

  // What react-query listens to when the tab comes back to the front.
  await page.evaluate(() =>
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Ten courses, one evening.')).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toBe(0);
  await expectNoSeriousA11yViolations(page);

  await staff.request.patch('/api/content/hero', {
    data: { title: 'Experience Culinary Excellence', content: 'Welcome.' },
  });
  await staff.close();
});
