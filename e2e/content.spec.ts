import { DEFAULT_RESTAURANT_TIMEZONE } from '@shared/constants';
import { expect, test, toasts } from './fixtures';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsInBothThemes,
} from './support/axe';
import { photoPng, tinyPdf, uploadMedia } from './support/staff-api';

// This file's server is its own (e2e/fixtures.ts), so no other file sees the hero, sections,
// settings and files changed here. Each test sets what it checks, in any order.

test.beforeEach(async ({ loginByApi, page }) => {
  await loginByApi();
  await page.goto('/staff/content');
  await expect(page.getByRole('heading', { name: 'Content Management' })).toBeVisible();
});

test(
  'staff edit the hero title; it points at the newest hero photo and the site opens with it',
  { tag: '@smoke' },
  async ({ page, context }) => {
    // page.request shares the signed-in page's cookies.
    const heroPhoto = await uploadMedia(page.request, 'hero', {
      name: 'dining-room.png',
      mimeType: 'image/png',
      buffer: await photoPng(1600, 900),
    });

    // Nothing chosen yet: the shared schema's three messages.
    await page.getByRole('button', { name: 'Update Content' }).click();
    await expect(page.getByText('Section name is required')).toBeVisible();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Content is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Hero Section' }).click();
    await expect(page.getByRole('button', { name: 'Hero Section' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByLabel('Section Title').fill('A Night of Ten Courses');
    await page.getByLabel('Section Content').fill('Seasonal, slow, and made for the table.');
    const patch = page.waitForRequest(
      (r) => r.method() === 'PATCH' && r.url().endsWith('/api/content/hero'),
    );
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Update Content' }).click();
    expect((await patch).postDataJSON()).toEqual({
      title: 'A Night of Ten Courses',
      content: 'Seasonal, slow, and made for the table.',
      imageUrl: heroPhoto.filePath,
    });
    await expect(toasts(page).getByText('Content Updated')).toBeVisible();
    await expect(
      toasts(page).getByText(
        'The content has been updated. Opening website in a new tab to show changes.',
      ),
    ).toBeVisible();

    const site = await opened;
    await expect(site).toHaveURL(/\/$/);
    await expect(site.getByRole('heading', { level: 1 })).toHaveText('A Night of Ten Courses');
    await site.close();
    expect((await page.request.delete(`/api/media/${heroPhoto.id}`)).status()).toBe(204);
  },
);

test('U3: each section opens with its own text (or its marked default) and switching never carries text over', async ({
  page,
  context,
}) => {
  const title = page.getByLabel('Section Title');
  const text = page.getByLabel('Section Content');
  const defaultHint = "The site's default text; Update Content makes it this section's own.";
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    // Never saved: the text the site shows, marked as the default.
    await page.getByRole('button', { name: 'Reservation Section' }).click();
    await expect(title).toHaveValue(width === 1280 ? 'Reserve Your Table' : 'Tables for ten');
    if (width === 1280) {
      await expect(page.getByText(defaultHint)).toHaveCount(2);
      await title.fill('Tables for ten');
      await text.fill('Three seatings a night.');
      const opened = context.waitForEvent('page');
      await page.getByRole('button', { name: 'Update Content' }).click();
      await expect(toasts(page).getByText('Content Updated')).toBeVisible();
      await (await opened).close();
      await expect(page.getByText(defaultHint)).toHaveCount(0);
    }

    // The next section shows its own (default) text, not what was just saved or typed.
    await page.getByRole('button', { name: 'About Section' }).click();
    await expect(title).toHaveValue('Welcome to The Tasting Room');
    await expect(text).toHaveValue(/^Three seatings a night, ten courses/);
    await expect(page.getByText(defaultHint)).toHaveCount(2);
    await title.fill('Typed but never saved');
    await page.getByRole('button', { name: 'Reservation Section' }).click();
    await expect(title).toHaveValue('Tables for ten');
    await expect(text).toHaveValue('Three seatings a night.');
    await page.getByRole('button', { name: 'About Section' }).click();
    await expect(title).toHaveValue('Welcome to The Tasting Room');
  }
  const about = await page.request.get('/api/content/about');
  expect((await about.json()).title).toBeNull();
  const reservation = await page.request.get('/api/content/reservation');
  expect((await reservation.json()).title).toBe('Tables for ten');
});

test('T1: the footer section edits its contact; its hours lines show the opening week, read-only', async ({
  page,
  context,
}) => {
  await page.getByRole('button', { name: 'Footer Section' }).click();
  // Nothing saved yet: the lines say the week guests see, every day 11 AM - 11 PM.
  await expect(page.getByLabel('Weekday hours')).toHaveValue('Tuesday - Sunday: 11 AM - 11 PM');
  await expect(page.getByLabel('Monday hours')).toHaveValue('Monday: 11 AM - 11 PM');
  await expect(page.getByLabel('Weekday hours')).not.toBeEditable();
  await expect(page.getByLabel('Monday hours')).not.toBeEditable();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Section Title').fill('Footer');
  await page.getByLabel('Section Content').fill('Fine dining');
  await page.getByLabel('Address').fill('14 Lavelle Road, Bengaluru');
  await page.getByLabel('Phone').fill('+91 80 4000 1234');
  await page.getByLabel('Email').fill('table@tastingroom.example');
  const patch = page.waitForRequest(
    (r) => r.method() === 'PATCH' && r.url().endsWith('/api/content/footer'),
  );
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Update Content' }).click();
  const contact = {
    address: '14 Lavelle Road, Bengaluru',
    phone: '+91 80 4000 1234',
    email: 'table@tastingroom.example',
  };
  // The hours are never sent from here: they have one home, the week.
  expect((await patch).postDataJSON().extraData).toEqual({ contact });
  await expect(toasts(page).getByText('Content Updated')).toBeVisible();
  await (await opened).close();

  const footer = await page.request.get('/api/content/footer');
  expect((await footer.json()).extraData).toEqual({
    contact,
    hours: { weekdays: 'Tuesday - Sunday: 11 AM - 11 PM', monday: 'Monday: 11 AM - 11 PM' },
  });
});

test('a refused section update shows the server message in an Update Failed toast', async ({
  page,
}) => {
  await page.route('**/api/content/about', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 400,
          json: { message: 'Image must be an uploaded file or an http(s) link', errors: [] },
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'About Section' }).click();
  await page.getByLabel('Section Title').fill('About us');
  await page.getByLabel('Section Content').fill('Ten courses.');
  await page.getByRole('button', { name: 'Update Content' }).click();
  await expect(toasts(page).getByText('Update Failed')).toBeVisible();
  await expect(
    toasts(page).getByText('Image must be an uploaded file or an http(s) link'),
  ).toBeVisible();
});

test('with no sections or files, the empty states show', async ({ page }) => {
  await page.route('**/api/content', (route) => route.fulfill({ json: [] }));
  await page.route(/\/api\/media(\?|$)/, (route) => route.fulfill({ json: [] }));
  await page.reload();
  await expect(page.getByText('No sections found')).toBeVisible();
  await page.getByRole('tab', { name: 'Media Library' }).click();
  await expect(page.getByText('No media files found')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('contact details are validated, saved, and shown in the public footer', async ({ page }) => {
  await page.getByRole('tab', { name: 'Contact Information' }).click();
  await expect(
    page.getByText('Format as: Monday-Friday: 10am-10pm, Saturday-Sunday: 11am-11pm'),
  ).toBeVisible();
  for (const label of ['Phone', 'Address', 'Opening Hours']) await page.getByLabel(label).fill('');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Update Contact Information' }).click();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Address is required')).toBeVisible();
  await expect(page.getByText('Opening hours are required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Phone').fill('+91 80 4000 5678');
  await page.getByLabel('Email').fill('table@tastingroom.example');
  await page.getByLabel('Address').fill('14 Lavelle Road, Bengaluru');
  await page.getByLabel('Opening Hours').fill('Tuesday-Sunday: 7pm-11pm');
  await page.getByRole('button', { name: 'Update Contact Information' }).click();
  await expect(toasts(page).getByText('Contact Details Updated')).toBeVisible();

  // The staff page's own footer is not shown; a public page reads the saved settings.
  await page.goto('/contact');
  await expect(page.getByRole('main').getByText('14 Lavelle Road, Bengaluru')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('+91 80 4000 5678')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Back on the form, the saved details are filled in.
  await page.goto('/staff/content');
  await page.getByRole('tab', { name: 'Contact Information' }).click();
  await expect(page.getByLabel('Phone')).toHaveValue('+91 80 4000 5678');
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
  await expect(page.getByLabel('Instagram URL')).toHaveValue('https://instagram.com/tastingroom');
  await page.getByLabel('YouTube URL').fill('https://youtube.com/@tastingroom');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Update Social Media Links' }).click();
  await expect(toasts(page).getByText('Social Links Updated')).toBeVisible();

  await page.goto('/');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Instagram' }),
  ).toHaveAttribute('href', 'https://instagram.com/tastingroom');
  // Every link the settings hold is shown, YouTube too.
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'YouTube' }),
  ).toHaveAttribute('href', 'https://youtube.com/@tastingroom');
});

test('the media library uploads menus, lists them, and deletes after confirming', async ({
  page,
}) => {
  await page.getByRole('tab', { name: 'Media Library' }).click();
  const upload = page.getByRole('button', { name: 'Upload', exact: true });
  const picker = page.getByLabel('File', { exact: true });
  await expect(page.getByText('Images or PDF, up to 5MB')).toBeVisible();
  await expect(upload).toBeDisabled();

  // A file but no purpose yet.
  await picker.setInputFiles({
    name: 'veg-menu.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(),
  });
  await upload.click();
  await expect(page.getByText('Purpose is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Purpose').selectOption('veg-menu');
  await upload.click();
  await expect(toasts(page).getByText('File Uploaded')).toBeVisible();
  const pdf = page.getByRole('listitem', { name: 'veg-menu.pdf' });
  await expect(pdf).toContainText('Veg Menu PDF');
  await expect(pdf.getByText('veg-menu.pdf', { exact: true }).first()).toBeVisible();
  await expect(upload).toBeDisabled();

  await page.getByLabel('Purpose').selectOption('non-veg-menu');
  await picker.setInputFiles({
    name: 'non-veg-menu.png',
    mimeType: 'image/png',
    buffer: await photoPng(800, 600),
  });
  await expect(page.getByRole('img', { name: 'Preview of the chosen file' })).toBeVisible();
  await upload.click();
  const image = page.getByRole('listitem', { name: 'non-veg-menu.png' });
  await expect(image.getByRole('img', { name: 'non-veg-menu.png' })).toBeVisible();
  await expect(image).toContainText('Non-Veg Menu PDF');
  // The upload's day in the restaurant's zone: late in the UTC evening it is already tomorrow there.
  await expect(image).toContainText(
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: '2-digit',
      year: 'numeric',
      timeZone: DEFAULT_RESTAURANT_TIMEZONE,
    }).format(new Date()),
  );
  await expect(page.getByRole('img', { name: 'Preview of the chosen file' })).toHaveCount(0);
  const view = pdf.getByRole('link', { name: /View/ });
  await expect(view).toHaveAttribute('target', '_blank');
  await expect(view).toHaveAttribute('href', /^\/uploads\/.+/);
  await expectNoSeriousA11yViolations(page);

  // Cancelling the confirm keeps the file.
  page.once('dialog', (d) => void d.dismiss());
  await pdf.getByRole('button', { name: /Delete/ }).click();
  await expect(pdf).toBeVisible();

  for (const item of [pdf, image]) {
    page.once('dialog', (d) => {
      expect(d.message()).toBe(
        'Are you sure you want to delete this file? This action cannot be undone.',
      );
      void d.accept();
    });
    await item.getByRole('button', { name: /Delete/ }).click();
    await expect(toasts(page).getByText('File Deleted')).toBeVisible();
    await expect(item).toHaveCount(0);
  }
});

test('the media library refuses a file over 5 MB itself and shows the server refusing an SVG', async ({
  page,
}) => {
  await page.getByRole('tab', { name: 'Media Library' }).click();
  const upload = page.getByRole('button', { name: 'Upload', exact: true });
  const picker = page.getByLabel('File', { exact: true });
  await page.getByLabel('Purpose').selectOption('veg-menu');

  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/media/upload')) uploads++;
  });
  await picker.setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(6 * 1024 * 1024, 32),
  });
  await expect(page.getByText('This file is 6.0 MB; files can be up to 5MB.')).toBeVisible();
  await upload.click();
  await expect(page.getByText('This file is 6.0 MB; files can be up to 5MB.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // A later call proves the click had its chance to send one.
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/media');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await listed;
  expect(uploads).toBe(0);
  await expect(page.getByRole('listitem', { name: 'huge.pdf' })).toHaveCount(0);

  // The picker does not offer SVG, but "All files" lets one through: the server has the last word.
  await page.getByLabel('Purpose').selectOption('logo');
  await picker.setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await upload.click();
  await expect(toasts(page).getByText('Upload Failed')).toBeVisible();
  await expect(
    toasts(page).getByText(
      'Only JPEG, PNG, WebP, GIF or AVIF images and PDF files can be uploaded',
    ),
  ).toBeVisible();
  expect(uploads).toBe(1);
  await expect(page.getByRole('listitem', { name: 'logo.svg' })).toHaveCount(0);
});

test(`every content tab passes axe in the light and the dark theme`, async ({ page }) => {
  // Every view is scanned twice, once per theme.
  test.slow();
  for (const tab of ['Website Content', 'Contact Information', 'Social Media', 'Media Library']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yViolationsInBothThemes(page);
  }
});
