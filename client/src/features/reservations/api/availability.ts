import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilityEntry } from '@shared/contracts/reservation';
import { api } from '@/lib/api-client';
import { CACHE } from '@/lib/query-client';

export function availabilityQueryOptions(date: string) {
  return queryOptions({
    queryKey: ['/api/availability', date],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<AvailabilityEntry[]>(
          `/api/availability?date=${encodeURIComponent(date)}`,
          signal,
        );
      } catch {
        throw new Error('Failed to fetch availability');
      }
    },
    staleTime: CACHE.availability,
    gcTime: CACHE.availability,
  });
}

/** Seats per seating for the chosen date; idle until a date is picked. */
export function useAvailability(date: string | undefined) {
  return useQuery({ ...availabilityQueryOptions(date ?? ''), enabled: Boolean(date) });
}
