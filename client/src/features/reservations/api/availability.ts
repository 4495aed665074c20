import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import { api } from '@/lib/api-client';
import { CACHE } from '@/lib/query-client';

/** Every availability answer sits under this key, so one invalidation refreshes them all. */
export const AVAILABILITY_KEY = endpoints.reservations.availability.path;

export function availabilityQueryOptions(date: string) {
  return queryOptions({
    queryKey: [AVAILABILITY_KEY, date],
    queryFn: async ({ signal }) => {
      try {
        return await api.call(endpoints.reservations.availability, { query: { date }, signal });
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

export type NearestNightsRequest = { date: string; timeSlot: string; guests: number };

/**
 * GET /api/availability/nearest: up to three nights closest to `date` (never past ones) where
 * `timeSlot` still seats the party. Kept under the availability key, so a booking or a change
 * that refreshes availability refreshes these too.
 */
export function nearestNightsQueryOptions({ date, timeSlot, guests }: NearestNightsRequest) {
  return queryOptions({
    queryKey: [AVAILABILITY_KEY, 'nearest', date, timeSlot, guests],
    queryFn: ({ signal }) =>
      api.call(endpoints.reservations.nearestNights, { query: { date, timeSlot, guests }, signal }),
    staleTime: CACHE.availability,
    gcTime: CACHE.availability,
  });
}

/** Nearest free nights for each seating asked about; asked only when one cannot seat the party. */
export function useNearestNights(date: string, timeSlots: readonly string[], guests: number) {
  return useQueries({
    queries: timeSlots.map((timeSlot) => nearestNightsQueryOptions({ date, timeSlot, guests })),
  });
}
