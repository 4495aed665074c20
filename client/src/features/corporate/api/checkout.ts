import { useMutation } from '@tanstack/react-query';
import {
  checkoutAnswerSchema,
  verifiedPaymentDtoSchema,
  type CreateCorporateOrderInput,
  type VerifyPaymentInput,
} from '@shared/contracts/corporate-order';
import * as endpoints from '@shared/api/endpoints';
import { api } from '@/lib/api-client';

export { paymentsConfigQueryOptions, usePaymentsConfig } from '@/lib/payments/payment-dialog';

/**
 * POST /api/corporate-orders/create. A refusal is toasted with the server's words; the page also
 * acts on its code (field messages, a cart repaired against the menu).
 */
export function useCreateCorporateOrder() {
  return useMutation({
    mutationFn: async (payload: CreateCorporateOrderInput) =>
      checkoutAnswerSchema.parse(
        await api.call(endpoints.corporateOrders.checkout, { body: payload }),
      ),
    meta: { errorTitle: 'Checkout Failed', errorFallback: 'An error occurred during checkout.' },
  });
}

export function useVerifyPayment() {
  return useMutation({
    mutationFn: async (payment: VerifyPaymentInput) =>
      verifiedPaymentDtoSchema.parse(
        await api.call(endpoints.corporateOrders.verifyPayment, { body: payment }),
      ),
    meta: {
      errorTitle: 'Payment Verification Failed',
      errorFallback: 'Unable to verify payment. Please contact support.',
    },
  });
}
