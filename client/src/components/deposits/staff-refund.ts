import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import { api } from '@/lib/api-client';
import { invalidateBookings } from '@/lib/reservations/staff-reservations';

/** POST /api/reservations/{id}/refund (admins): part or all of what the booking paid online. */
export function useRefundBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amount }: { id: number; amount: number }) =>
      api.call(endpoints.reservations.refund, { params: { id }, body: { amount } }),
    meta: { errorTitle: 'Refund Failed', errorFallback: 'The refund could not be asked for.' },
    onSuccess: () => invalidateBookings(queryClient),
  });
}
