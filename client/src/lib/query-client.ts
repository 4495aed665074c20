import { QueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * SPEC §7 defaults: a query is a GET to its key, no retry, stale at once, dropped soon after
 * unused, refetched on window focus. Queries with a cache time in §9 set their own.
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

/** SPEC §9 cache times. */
export const CACHE = { availability: 10_000, content: 60_000, settings: 60_000 } as const;
