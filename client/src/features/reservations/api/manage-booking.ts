import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReservationDto } from '@shared/contracts/reservation';
import { api } from '@/lib/api-client';

export function manageBookingQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['/api/reservations/manage', token],
    queryFn: ({ signal }) =>
      api.get<ReservationDto>(`/api/reservations/manage/${encodeURIComponent(token)}`, signal),
  });
}

export function useManagedBooking(token: string) {
  return useQuery(manageBookingQueryOptions(token));
}

export function useCancelBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<ReservationDto>(`/api/reservations/manage/${encodeURIComponent(token)}/cancel`),
    meta: { errorTitle: 'Cancellation Failed', errorFallback: 'Please call the restaurant.' },
    onSuccess: (booking) =>
      queryClient.setQueryData(manageBookingQueryOptions(token).queryKey, booking),
  });
}
