import type { Page } from '@playwright/test';
import { expect, test, toasts } from './fixtures';
import { photoPng } from './support/staff-api';
import { staffDate } from '@shared/date-display';
import { blockSeating, createBooking, SEATING, uniqueDate } from './support/test-data';

// When the server refuses a staff change, the toast says what the server said, not the screen's
// generic text: one real refusal per family of staff screens. Every test makes its own rows.

/** A failed toast: the screen's title and the server's own words, not the screen's fallback. */
async function expectRefusal(page: Page, title: string, message: string, fallback: string) {
  const toast = toasts(page);
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  await expect(toast.getByText(message)).toBeVisible();
  await expect(toast.getByText(fallback)).toHaveCount(0);
}

test('reservations: reconfirming a cancelled booking whose seating has filled up shows the seats left', async ({
  page,
  loginByApi,
  staffApi,
}) => {
  const date = uniqueDate();
  const cancelled = await createBooking(staffApi, { date, timeSlot: SEATING.first, guests: 6 });
  const status = await staffApi.patch(`/api/reservations/${cancelled.id}/status`, {
    data: { status: 'cancelled' },
  });
  expect(status.status()).toBe(200);
  // The six seats it gave back go to another party: four are left, too few to reconfirm.
  await createBooking(staffApi, { date, timeSlot: SEATING.first, guests: 6 });

  await loginByApi();
  await page.goto('/staff/reservations');
  await page.getByLabel('Search reservations').fill(cancelled.email);
  const row = page.getByRole('listitem').filter({ hasText: cancelled.name });
  await expect(row).toContainText('Cancelled');
  await row.getByRole('button', { name: 'Reconfirm' }).click();
  await page
    .getByRole('alertdialog', { name: `Reconfirm ${cancelled.name}'s booking?` })
    .getByRole('button', { name: 'Reconfirm booking' })
    .click();

  await expectRefusal(
    page,
    'Update Failed',
    'Cannot reconfirm: only 4 seats are left in that seating.',
    'Failed to update the reservation status.',
  );
  await expect(row).toContainText('Cancelled');
});

test('blocked slots: blocking a seating that is already blocked, and unblocking one already gone, show why', async ({
  page,
  loginByApi,
  staffApi,
}) => {
  const date = uniqueDate();
  const block = await blockSeating(staffApi, { date, timeSlot: SEATING.second });

  await loginByApi();
  await page.goto('/staff/reservations');
  await page.getByRole('tab', { name: 'Blocked Slots' }).click();
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByLabel('Time slot').selectOption(SEATING.second);
  await page.getByRole('button', { name: 'Block Time Slot' }).click();
  await expectRefusal(
    page,
    'Error',
    'That seating is already blocked on this date',
    'Failed to block time slot',
  );

  // Someone else unblocks it meanwhile; this screen still lists it.
  const listed = page.getByRole('listitem').filter({ hasText: staffDate(date) });
  await expect(listed).toContainText(SEATING.second);
  expect((await staffApi.delete(`/api/blocked-slots/${block.id}`)).status()).toBe(204);
  await listed.getByRole('button', { name: 'Unblock' }).click();
  await expect(toasts(page).getByText('No blocked seating with that id')).toBeVisible();
});

test.describe('content, settings and media', () => {
  test.beforeEach(async ({ page, loginByApi }) => {
    await loginByApi();
    await page.goto('/staff/content');
    await expect(page.getByRole('heading', { name: 'Content Management' })).toBeVisible();
  });

  // The staff member's session ends (signed out in another tab) while a form is open: the
  // server's answer says so, where the screen alone could only say that the save failed.
  const endSession = async (page: Page) =>
    expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);

  test('a section saved after the session ended shows the server saying so', async ({ page }) => {
    await page.getByRole('button', { name: 'About Section' }).click();
    await page.getByLabel('Section Title').fill('About us');
    await page.getByLabel('Section Content').fill('Ten courses, one evening.');
    await endSession(page);
    await page.getByRole('button', { name: 'Update Content' }).click();
    await expectRefusal(
      page,
      'Update Failed',
      'Not logged in',
      'Failed to update the content section.',
    );
  });

  test('contact details saved after the session ended show the server saying so', async ({
    page,
  }) => {
    await page.getByRole('tab', { name: 'Contact Information' }).click();
    await page.getByLabel('Phone').fill('+91 80 4000 9999');
    await page.getByLabel('Email').fill('table@tastingroom.example');
    await page.getByLabel('Address').fill('14 Lavelle Road, Bengaluru');
    await page.getByLabel('Opening Hours').fill('Tuesday-Sunday: 7pm-11pm');
    await endSession(page);
    await page.getByRole('button', { name: 'Update Contact Information' }).click();
    await expectRefusal(
      page,
      'Update Failed',
      'Not logged in',
      'Failed to update contact information.',
    );
  });

  test('media: an image the server cannot read is refused with its reason', async ({ page }) => {
    await page.getByRole('tab', { name: 'Media Library' }).click();
    await page.getByLabel('Purpose').selectOption('gallery');
    // A real PNG cut short: the type is allowed, but the picture cannot be decoded.
    const png = await photoPng(64, 64);
    await page.getByLabel('File', { exact: true }).setInputFiles({
      name: `broken-${Date.now()}.png`,
      mimeType: 'image/png',
      buffer: png.subarray(0, 40),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectRefusal(
      page,
      'Upload Failed',
      'The image could not be read; it may be damaged',
      'Failed to upload the file.',
    );
  });
});
