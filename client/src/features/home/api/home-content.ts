import { queryOptions, useQuery } from '@tanstack/react-query';
import { pathOf } from '@shared/api/endpoint';
import * as endpoints from '@shared/api/endpoints';
import { api } from '@/lib/api-client';
import { CACHE } from '@/lib/query-client';

const section = (sectionName: string) => ({
  queryKey: [pathOf(endpoints.content.section, { sectionName })],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.call(endpoints.content.section, { params: { sectionName }, signal }),
});

/** The hero refetches on mount and on focus and is never cached. */
export function heroQueryOptions() {
  return queryOptions({
    ...section('hero'),
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });
}

/** The about block refetches on mount and focus too, but may show its last copy meanwhile. */
export function aboutQueryOptions() {
  return queryOptions({
    ...section('about'),
    staleTime: 0,
    gcTime: CACHE.content,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });
}

export const useHeroContent = () => useQuery(heroQueryOptions());
export const useAboutContent = () => useQuery(aboutQueryOptions());
