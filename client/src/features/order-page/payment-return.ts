import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import * as endpoints from '@shared/api/endpoints';
import type { VerifyPaymentInput } from '@shared/contracts/corporate-order';
import { api, apiErrorCode } from '@/lib/api-client';
import { buyerOrderQueryOptions } from './buyer-order';

/** The details a payment link's gateway adds to this page's address after a payment. */
const RETURN_FIELDS = [
  'razorpay_payment_id',
  'razorpay_payment_link_id',
  'razorpay_payment_link_reference_id',
  'razorpay_payment_link_status',
  'razorpay_signature',
] as const;

/** The signed payment details in a return address, or null when it carries none. */
export function paymentReturnOf(search: string, orderId: number): VerifyPaymentInput | null {
  const query = new URLSearchParams(search);
  const values = RETURN_FIELDS.map((name) => query.get(name));
  if (values.some((v) => v === null)) return null;
  const [paymentId, linkId, referenceId, status, signature] = values as string[];
  return {
    orderId,
    razorpay_payment_id: paymentId!,
    razorpay_payment_link_id: linkId!,
    razorpay_payment_link_reference_id: referenceId!,
    razorpay_payment_link_status: status!,
    razorpay_signature: signature!,
  };
}

/** 'late': the link had expired when the money came; it is being refunded. */
export type PaymentReturn = 'none' | 'checking' | 'confirmed' | 'failed' | 'late';

/**
 * When the payer of a link comes back here from the gateway, the page hands the signed details
 * to the same verify call checkout uses, then takes them out of the address (a reload or a
 * shared link must not carry them) and reads the order again.
 */
export function usePaymentReturn(token: string, orderId: number | undefined): PaymentReturn {
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: (payment: VerifyPaymentInput) =>
      api.call(endpoints.corporateOrders.verifyPayment, { body: payment }),
    // The page says what happened in place of a toast.
    meta: { toastOnError: false },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: buyerOrderQueryOptions(token).queryKey }),
  });
  const { mutate } = verify;
  useEffect(() => {
    if (orderId === undefined) return;
    const payment = paymentReturnOf(window.location.search, orderId);
    if (!payment) return;
    window.history.replaceState(null, '', window.location.pathname);
    mutate(payment);
  }, [orderId, mutate]);
  if (verify.isPending) return 'checking';
  if (verify.isError) {
    return apiErrorCode(verify.error) === 'payment_link_expired' ? 'late' : 'failed';
  }
  if (verify.isSuccess) return verify.data.paymentStatus === 'completed' ? 'confirmed' : 'failed';
  return 'none';
}
