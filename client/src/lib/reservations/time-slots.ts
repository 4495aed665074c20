import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import { api } from '@/lib/api-client';
import { CACHE } from '@/lib/query-client';
import { inServiceOrder } from './seatings';

/**
 * GET /api/time-slots: the seatings as staff keep them in the database (names, times,
 * capacity), in service order. The booking page and the staff screens list only these.
 */
export function timeSlotsQueryOptions() {
  return queryOptions({
    queryKey: [endpoints.reservations.timeSlots.path],
    queryFn: async ({ signal }) =>
      inServiceOrder(await api.call(endpoints.reservations.timeSlots, { signal })),
    staleTime: CACHE.timeSlots,
    gcTime: CACHE.timeSlots,
  });
}

export const useTimeSlots = () => useQuery(timeSlotsQueryOptions());
