import { useMutation, useQuery } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { VerifyBookingPaymentInput } from '@shared/contracts/booking-payments';
import { api } from '@/lib/api-client';
import { bookingPaymentPolicyQueryOptions } from '@/lib/site-content/site-settings';

export { bookingPaymentPolicyQueryOptions };

export const useBookingPaymentPolicy = () => useQuery(bookingPaymentPolicyQueryOptions());

/** POST /api/reservations/verify-payment: what the payment dialog handed back. */
export function useVerifyBookingPayment() {
  return useMutation({
    mutationFn: (payment: VerifyBookingPaymentInput) =>
      api.call(endpoints.reservations.verifyPayment, { body: payment }),
    meta: {
      errorTitle: 'Payment Verification Failed',
      errorFallback: 'Unable to verify payment. Please contact support.',
    },
  });
}
