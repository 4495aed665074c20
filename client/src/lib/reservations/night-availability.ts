import { queryOptions } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import { api } from '@/lib/api-client';
import type { FormAnswer } from '@shared/contracts/form-answer';
import { CACHE } from '@/lib/query-client';

// The seats of one night, which the server reads for /book?date=…'s first HTML: apart from
// availability.ts, so the server entry's loaders (app/page-loaders.ts) carry this read and not
// the calendar's others.

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

const NIGHT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The night a page without JavaScript asked for (`/book?date=yyyy-MM-dd`), when it is a real
 * calendar date; anything else asks for none.
 */
export function nightAsked(search: string): string | undefined {
  const date = new URLSearchParams(search).get('date') ?? '';
  if (!NIGHT.test(date)) return undefined;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date
    ? date
    : undefined;
}

/** The night whose seatings are shown: the one posted, else the one asked for in the URL. */
export function shownNight(answer: FormAnswer | undefined, search: string): string | undefined {
  return answer
    ? nightAsked(`date=${encodeURIComponent(answer.values.date ?? '')}`)
    : nightAsked(search);
}
