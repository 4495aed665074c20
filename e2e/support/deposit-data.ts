import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Every night, every party pays a deposit of ₹500 a guest when booking, refunded in full when
 * cancelled 48 hours ahead (this file's server keeps it: every test file has a server of its own).
 */
export async function depositPolicy(staffApi: APIRequestContext): Promise<void> {
  const res = await staffApi.put('/api/site-settings/booking-payments', {
    data: {
      kind: 'deposit',
      depositPerGuestRupees: 500,
      weekdays: [],
      minGuests: 1,
      cancellationHours: 48,
      holdMinutes: 15,
    },
  });
  expect(res.status()).toBe(200);
}
