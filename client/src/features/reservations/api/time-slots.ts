import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeSlotDto } from '@shared/contracts/reservation';
import { api } from '@/lib/api-client';
import { CACHE } from '@/lib/query-client';
import { inServiceOrder } from '../seatings';

/**
 * GET /api/time-slots: the seatings as staff keep them in the database (names, times,
 * capacity), in service order. The booking page and the staff screens list only these.
 */
export function timeSlotsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/time-slots'],
    queryFn: async ({ signal }) =>
      inServiceOrder(await api.get<TimeSlotDto[]>('/api/time-slots', signal)),
    staleTime: CACHE.timeSlots,
    gcTime: CACHE.timeSlots,
  });
}

export const useTimeSlots = () => useQuery(timeSlotsQueryOptions());
