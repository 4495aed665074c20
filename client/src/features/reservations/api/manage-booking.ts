import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReservationChange, ReservationDto } from '@shared/contracts/reservation';
import { api } from '@/lib/api-client';
import { AVAILABILITY_KEY } from './availability';

const managePath = (token: string) => `/api/reservations/manage/${encodeURIComponent(token)}`;

export function manageBookingQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['/api/reservations/manage', token],
    queryFn: ({ signal }) => api.get<ReservationDto>(managePath(token), signal),
  });
}

export function useManagedBooking(token: string) {
  return useQuery(manageBookingQueryOptions(token));
}

/** After a change or a cancellation: the booking as stored, and the seats it gave back or took. */
function useRefreshAfterward(token: string) {
  const queryClient = useQueryClient();
  return async (booking: ReservationDto) => {
    queryClient.setQueryData(manageBookingQueryOptions(token).queryKey, booking);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: manageBookingQueryOptions(token).queryKey }),
      queryClient.invalidateQueries({ queryKey: [AVAILABILITY_KEY] }),
    ]);
  };
}

export function useCancelBooking(token: string) {
  const refresh = useRefreshAfterward(token);
  return useMutation({
    mutationFn: () => api.post<ReservationDto>(`${managePath(token)}/cancel`),
    meta: { errorTitle: 'Cancellation Failed', errorFallback: 'Please call the restaurant.' },
    onSuccess: refresh,
  });
}

/**
 * PATCH /api/reservations/manage/{token}: a new date, seating, party size or menu split under the
 * same rules as a booking (409 when the seating is full, blocked or started, or the booking is no
 * longer confirmed). The form reports failures itself, inline and as a toast.
 */
export function useChangeBooking(token: string) {
  const refresh = useRefreshAfterward(token);
  return useMutation({
    mutationFn: (change: ReservationChange) => api.patch<ReservationDto>(managePath(token), change),
    meta: { toastOnError: false },
    onSuccess: refresh,
  });
}
