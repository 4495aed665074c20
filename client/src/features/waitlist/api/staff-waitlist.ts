import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import { api } from '@/lib/api-client';
import { invalidateBookings } from '@/lib/reservations/staff-reservations';

// Staff's side of the waitlist: a night's queue, an offer by hand, an entry removed.

export function staffWaitlistQueryOptions(date: string) {
  return queryOptions({
    queryKey: [endpoints.waitlist.list.path, date],
    queryFn: ({ signal }) => api.call(endpoints.waitlist.list, { query: { date }, signal }),
  });
}

export const useStaffWaitlist = (date: string) => useQuery(staffWaitlistQueryOptions(date));

/** An offer or a removal moves seats: the queue, the bookings and the seats are read again. */
function useWaitlistChange(
  call: (id: number) => Promise<unknown>,
  errorTitle: string,
  errorFallback: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { errorTitle, errorFallback },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [endpoints.waitlist.list.path] }),
        invalidateBookings(queryClient),
      ]),
  });
}

export const useOfferSeats = () =>
  useWaitlistChange(
    (id) => api.call(endpoints.waitlist.offer, { params: { id } }),
    'Offer failed',
    'The seats could not be offered.',
  );

export const useRemoveFromWaitlist = () =>
  useWaitlistChange(
    (id) => api.call(endpoints.waitlist.remove, { params: { id } }),
    'Remove failed',
    'The party could not be removed.',
  );
