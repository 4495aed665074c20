import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import { specialNightOn } from '@shared/domain/special-nights';
import { api } from '@/lib/api-client';
import { CACHE } from '@/lib/query-client';

/** GET /api/special-nights/upcoming: the special nights ahead, for the booking page. */
export const upcomingSpecialNightsQueryOptions = () =>
  queryOptions({
    queryKey: [endpoints.specialNights.upcoming.path],
    queryFn: ({ signal }) => api.call(endpoints.specialNights.upcoming, { signal }),
    staleTime: CACHE.timeSlots,
    gcTime: CACHE.timeSlots,
  });

/** The special night a chosen date falls in, once known; undefined on a usual night. */
export function useSpecialNight(date: string | undefined) {
  const nights = useQuery({ ...upcomingSpecialNightsQueryOptions(), enabled: Boolean(date) });
  return date ? specialNightOn(nights.data ?? [], date) : undefined;
}
