import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The footer's copyright year. A server-rendered page carries the server's year in its
 * dehydrated state, so the first client render shows the very same year (the visitor's clock
 * may already be in the next one on New Year's Eve); a page rendered only in the browser reads
 * the clock.
 */
export function copyrightYearQueryOptions() {
  return queryOptions({
    queryKey: ['copyright-year'],
    queryFn: () => new Date().getFullYear(),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useCopyrightYear(): number {
  return useQuery(copyrightYearQueryOptions()).data ?? new Date().getFullYear();
}
