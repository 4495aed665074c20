import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { BookingPaymentPolicyInput } from '@shared/contracts/booking-payments';
import { api } from '@/lib/api-client';
import { bookingPaymentPolicyQueryOptions } from '@/lib/site-content/site-settings';

/** PUT /api/site-settings/booking-payments (admins). */
export function useUpdateBookingPaymentPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: BookingPaymentPolicyInput) =>
      api.call(endpoints.siteSettings.saveBookingPayments, { body: policy }),
    meta: { errorTitle: 'Update Failed', errorFallback: 'Failed to update the deposit policy.' },
    onSuccess: (saved) =>
      queryClient.setQueryData(bookingPaymentPolicyQueryOptions().queryKey, saved),
  });
}
