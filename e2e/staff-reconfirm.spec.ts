import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, toasts } from './fixtures';
import { expectNoSeriousA11yViolationsInBothThemes, showTheme } from './support/axe';
import { depositPolicy } from './support/deposit-data';
import { signInApi } from './support/staff-api';
import { SEATING, uniqueDate, uniqueGuest, type Guest } from './support/test-data';

// A guest paid a deposit, cancelled in time and was refunded; staff then reconfirm the booking
// from its row. The row says the deposit was refunded, Reconfirm asks first and says what
// becomes of the money, and the guest's one mail says one thing. This file's server keeps a
// deposit policy of ₹500 a guest (every file has a server of its own).

type Checkout = { id: number; razorpayOrderId: string; manageUrl: string };

/** Six guests at ₹500 a head: a ₹3,000 deposit, paid in the sandbox. */
async function paidBooking(staffApi: APIRequestContext, guest: Guest): Promise<Checkout> {
  await depositPolicy(staffApi);
  const booked = await staffApi.post('/api/reservations', {
    data: {
      ...guest,
      date: uniqueDate(),
      timeSlot: SEATING.first,
      guests: 6,
      vegCount: 3,
      nonVegCount: 3,
    },
  });
  expect(booked.status()).toBe(201);
  const checkout = (await booked.json()) as Checkout;
  const paid = await staffApi.post('/api/payments/sandbox/pay', {
    data: { razorpayOrderId: checkout.razorpayOrderId, outcome: 'pay' },
  });
  const verified = await staffApi.post('/api/reservations/verify-payment', {
    data: { reservationId: checkout.id, ...(await paid.json()) },
  });
  expect(verified.status()).toBe(200);
  return checkout;
}

/** The guest cancels through their link, and the refund job gives the deposit back. */
async function cancelledAndRefunded(staffApi: APIRequestContext, booking: Checkout) {
  const token = booking.manageUrl.split('/reservation/')[1];
  const cancelled = await staffApi.post(`/api/reservations/manage/${token}/cancel`);
  expect(cancelled.status()).toBe(200);
  await expect
    .poll(
      async () => {
        const res = await staffApi.get(`/api/reservations/manage/${token}`);
        return ((await res.json()) as { payment: { status: string } }).payment.status;
      },
      { timeout: 15_000, message: 'the refund recorded' },
    )
    .toBe('refunded');
}

/**
 * A guest of their own pays, cancels in time and is refunded; staff, signed in, find the row.
 */
async function refundedRow(page: Page, staffApi: APIRequestContext, firstName: string) {
  const guest = uniqueGuest(firstName);
  const booking = await paidBooking(staffApi, guest);
  await cancelledAndRefunded(staffApi, booking);
  await signInApi(page.request);
  await page.goto('/staff/reservations');
  await page.getByLabel('Search reservations').fill(guest.email);
  const row = page.getByRole('main').getByRole('listitem').filter({ hasText: guest.name });
  return { guest, booking, row };
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`T6: at ${viewport.width} px, Reconfirm on a refunded cancelled booking asks first, says the guest was refunded, and confirms the row`, async ({
    page,
    staffApi,
    outbox,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const { guest, booking, row } = await refundedRow(page, staffApi, 'Kavya');
    await expect(row).toContainText('Cancelled by guest');
    // T14: a deposit given back reads as refunded, with its amount, never 'Not Recorded'.
    await expect(row).toContainText('Payment: Refunded ₹3,000.00');
    await expect(row).not.toContainText('Not Recorded');

    await row.getByRole('button', { name: 'Reconfirm' }).click();
    const ask = page.getByRole('alertdialog', { name: `Reconfirm ${guest.name}'s booking?` });
    await expect(ask).toContainText('6 guests');
    await expect(ask).toContainText('The guest was refunded ₹3,000.00 (their deposit).');
    await expect(ask).toContainText('the whole bill is paid at the restaurant');
    // The question is read out whole: the money is part of the dialog's description.
    await expect(ask).toHaveAccessibleDescription(/was refunded ₹3,000\.00/);
    for (const theme of ['light', 'dark'] as const) {
      await showTheme(page, theme);
      await page.screenshot({
        path: testInfo.outputPath(`reconfirm-ask-${viewport.width}-${theme}.png`),
      });
    }
    await showTheme(page, 'light');
    await expectNoSeriousA11yViolationsInBothThemes(page, { anyImpact: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    await ask.getByRole('button', { name: 'Reconfirm booking' }).click();
    await expect(toasts(page).getByText('Status Updated')).toBeVisible();
    await expect(row).toContainText('Confirmed');
    await expect(row).toContainText('Deposit ₹3,000.00 refunded');
    await expect(row.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`reconfirm-done-${viewport.width}.png`),
      fullPage: true,
    });

    const mail = await outbox.waitFor(guest.email, /is confirmed again$/);
    expect(mail.text).toContain('The ₹3,000.00 we refunded stays refunded');
    expect(mail.text).toContain('payable at the restaurant');
    expect(mail.text).not.toMatch(/kept/i);

    // The guest's own page agrees: nothing is owed online, so nothing asks them to pay.
    await page.goto(new URL(booking.manageUrl).pathname);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/not paid yet/i)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Pay\b/ })).toHaveCount(0);
  });
}

test('T6: Keep cancelled leaves the booking cancelled and its seats free', async ({
  page,
  staffApi,
}) => {
  const { guest, booking, row } = await refundedRow(page, staffApi, 'Ira');
  await row.getByRole('button', { name: 'Reconfirm' }).click();
  const ask = page.getByRole('alertdialog', { name: `Reconfirm ${guest.name}'s booking?` });
  await ask.getByRole('button', { name: 'Keep cancelled' }).click();
  await expect(ask).toHaveCount(0);
  await expect(row).toContainText('Cancelled by guest');
  const list = await staffApi.get('/api/reservations');
  const mine = ((await list.json()) as { id: number; status: string }[]).find(
    (r) => r.id === booking.id,
  );
  expect(mine?.status).toBe('cancelled');
});
