import { expect, type APIRequestContext } from '@playwright/test';
import {
  DEFAULT_BOOKING_PAYMENT_POLICY,
  type BookingPaymentPolicy,
} from '@shared/domain/booking-payments';

/** Saves the booking payment policy as an admin would (the default, pay at the restaurant, less `changes`). */
export async function savePaymentPolicy(
  staffApi: APIRequestContext,
  changes: Partial<BookingPaymentPolicy>,
): Promise<void> {
  const res = await staffApi.put('/api/site-settings/booking-payments', {
    data: { ...DEFAULT_BOOKING_PAYMENT_POLICY, ...changes },
  });
  expect(res.status(), await res.text()).toBe(200);
}
