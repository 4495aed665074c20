import { expect, test, toasts } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { photoPng, tinyPdf } from './support/staff-api';

test.beforeEach(async ({ login, page }) => {
  await login();
  await page.goto('/staff/content');
  await expect(page.getByRole('heading', { name: 'Content Management' })).toBeVisible();
});

test('staff edit the about section and the public site opens with it', async ({
  page,
  context,
}) => {
  await expect(page.getByRole('button', { name: 'Hero Section' })).toBeVisible();
  await page.getByRole('button', { name: 'About Section' }).click();
  await page.getByLabel('Section Title').fill('');
  await page.getByRole('button', { name: 'Update Content' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Content is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Section Title').fill('A Kitchen of Seasons');
  await page.getByLabel('Section Content').fill('Ten courses that follow the market.');
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Update Content' }).click();
  await expect(toasts(page).getByText('Content Updated')).toBeVisible();
  const site = await opened;
  await expect(site.getByRole('heading', { name: 'A Kitchen of Seasons' })).toBeVisible();
  await site.close();
});

test('the footer section edits its contact and hours', async ({ page }) => {
  await page.getByRole('button', { name: 'Footer Section' }).click();
  await expect(page.getByPlaceholder('Tuesday - Sunday: 7:00 PM - 10:00 PM')).toBeVisible();
  await expect(page.getByPlaceholder('Monday: Closed')).toBeVisible();
  await page.getByLabel('Section Title').fill('Footer');
  await page.getByLabel('Section Content').fill('Fine dining');
  await page.getByLabel('Monday hours').fill('Monday: Closed');
  await page.getByRole('button', { name: 'Update Content' }).click();
  await expect(toasts(page).getByText('Content Updated')).toBeVisible();
  const footer = await page.request.get('/api/content/footer');
  expect((await footer.json()).extraData).toMatchObject({ hours: { monday: 'Monday: Closed' } });
});

test('contact details are validated, saved, and shown in the public footer', async ({ page }) => {
  await page.getByRole('tab', { name: 'Contact Information' }).click();
  await expect(
    page.getByText('Format as: Monday-Friday: 10am-10pm, Saturday-Sunday: 11am-11pm'),
  ).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Update Contact Information' }).click();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Address is required')).toBeVisible();
  await expect(page.getByText('Opening hours are required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Phone').fill('+91 80 4000 1234');
  await page.getByLabel('Email').fill('table@tastingroom.example');
  await page.getByLabel('Address').fill('14 Lavelle Road, Bengaluru');
  await page.getByLabel('Opening Hours').fill('Tuesday-Sunday: 7pm-11pm');
  await page.getByRole('button', { name: 'Update Contact Information' }).click();
  await expect(toasts(page).getByText('Contact Details Updated')).toBeVisible();
  await page.goto('/contact');
  await expect(page.getByRole('main').getByText('14 Lavelle Road, Bengaluru')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('+91 80 4000 1234')).toBeVisible();
});

test('social links typed before the saved ones load are kept, saved, and appear in the footer', async ({
  page,
}) => {
  // The saved links arrive late (a slow phone connection): what staff typed must survive them.
  await page.route('**/api/site-settings/social', async (route) => {
    if (route.request().method() === 'GET') await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  const savedLinks = page.waitForResponse((r) => r.url().endsWith('/api/site-settings/social'));
  await page.getByRole('tab', { name: 'Social Media' }).click();
  await page.getByLabel('Instagram URL').fill('https://instagram.com/tastingroom');
  await savedLinks;
  await page.getByRole('button', { name: 'Update Social Media Links' }).click();
  await expect(toasts(page).getByText('Social Links Updated')).toBeVisible();
  await page.goto('/');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Instagram' }),
  ).toHaveAttribute('href', 'https://instagram.com/tastingroom');
});

test('the media library uploads, lists, refuses what it must, and deletes', async ({ page }) => {
  await page.getByRole('tab', { name: 'Media Library' }).click();
  const upload = page.getByRole('button', { name: 'Upload', exact: true });
  await expect(upload).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Purpose').selectOption('veg-menu');
  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'veg-menu.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await upload.click();
  await expect(toasts(page).getByText('File Uploaded')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'veg-menu.pdf' })).toContainText('Veg Menu PDF');

  await page.getByLabel('Purpose').selectOption('gallery');
  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: await photoPng(800, 600) });
  await expect(page.getByRole('img', { name: 'Preview of the chosen file' })).toBeVisible();
  await upload.click();
  await expect(page.getByRole('listitem', { name: 'room.png' }).getByRole('img')).toBeVisible();

  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(6 * 1024 * 1024, 32),
  });
  await expect(page.getByText('This file is 6.0 MB; files can be up to 5MB.')).toBeVisible();
  let uploads = 0;
  page.on('request', (r) => r.url().endsWith('/api/media/upload') && uploads++);
  await upload.click();
  expect(uploads).toBe(0);

  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await upload.click();
  await expect(toasts(page).getByText('Upload Failed')).toBeVisible();
  await expect(toasts(page).getByText(/JPEG, PNG, WebP, GIF or AVIF images and PDF/)).toBeVisible();

  page.once('dialog', (d) => {
    expect(d.message()).toBe(
      'Are you sure you want to delete this file? This action cannot be undone.',
    );
    void d.accept();
  });
  await page
    .getByRole('listitem', { name: 'veg-menu.pdf' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toasts(page).getByText('File Deleted')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'veg-menu.pdf' })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`every content tab passes axe in the ${theme} theme`, async ({ page }) => {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.reload();
    for (const tab of ['Website Content', 'Contact Information', 'Social Media', 'Media Library']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expectNoSeriousA11yViolations(page);
    }
  });
}
