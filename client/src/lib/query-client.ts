import { QueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * Defaults: a query is a GET to its key, no retry, stale at once, dropped soon after
 * unused, refetched on window focus. Queries with a cache time of their own set it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey, signal }) => api.get(String(queryKey[0]), signal),
        retry: false,
        staleTime: 0,
        gcTime: 1,
        refetchOnWindowFocus: true,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Cache times of the data that may be a little old. */
export const CACHE = { availability: 10_000, content: 60_000, settings: 60_000 } as const;
