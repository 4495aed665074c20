import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { TimeSlotCreate, TimeSlotUpdate } from '@shared/contracts/seatings';
import type { SpecialNightInput } from '@shared/contracts/special-nights';
import { api } from '@/lib/api-client';

/** GET /api/time-slots: the same query (and cache) the booking page and reservations read. */
export const seatingsQueryOptions = () =>
  queryOptions({
    queryKey: [endpoints.reservations.timeSlots.path],
    queryFn: async ({ signal }) =>
      [...(await api.call(endpoints.reservations.timeSlots, { signal }))].sort(
        (a, b) => a.order - b.order || a.id - b.id,
      ),
  });

export const specialNightsQueryOptions = () =>
  queryOptions({
    queryKey: [endpoints.specialNights.list.path],
    queryFn: ({ signal }) => api.call(endpoints.specialNights.list, { signal }),
  });

export const useSeatings = () => useQuery(seatingsQueryOptions());
export const useSpecialNights = () => useQuery(specialNightsQueryOptions());

/** What a change of seats may make stale: the seatings, every night's seats, the special nights. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        typeof queryKey[0] === 'string' &&
        [
          endpoints.reservations.timeSlots.path,
          endpoints.reservations.availability.path,
          endpoints.reservations.list.path,
          endpoints.specialNights.list.path,
          endpoints.specialNights.upcoming.path,
        ].some((path) => (queryKey[0] as string).startsWith(path)),
    });
}

/** PUT /api/time-slots/{id}; a 409 seating_has_bookings is the screen's to ask about. */
export function useUpdateSeating() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: TimeSlotUpdate }) =>
      api.call(endpoints.seatings.update, { params: { id }, body: change }),
    meta: { toastOnError: false },
    onSettled: refresh,
  });
}

export function useCreateSeating() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: TimeSlotCreate) => api.call(endpoints.seatings.create, { body: input }),
    meta: { toastOnError: false },
    onSettled: refresh,
  });
}

export function useSaveSpecialNight() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: SpecialNightInput }) =>
      id === undefined
        ? api.call(endpoints.specialNights.create, { body: input })
        : api.call(endpoints.specialNights.update, { params: { id }, body: input }),
    meta: { toastOnError: false },
    onSettled: refresh,
  });
}

export function useRemoveSpecialNight() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.call(endpoints.specialNights.remove, { params: { id } }),
    meta: { toastOnError: false },
    onSettled: refresh,
  });
}
