import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentSectionDto } from '@shared/contracts/content';
import { api } from '@/lib/api-client';
import { CACHE } from '@/lib/query-client';

export function reservationContentQueryOptions() {
  return queryOptions({
    queryKey: ['/api/content/reservation'],
    queryFn: ({ signal }) => api.get<ContentSectionDto>('/api/content/reservation', signal),
    staleTime: CACHE.content,
    gcTime: CACHE.content,
  });
}

/** Heading and intro of /book, with the spec's defaults while loading or when unset. */
export function useReservationContent(): { title: string; intro: string } {
  const { data } = useQuery(reservationContentQueryOptions());
  return {
    title: data?.title || 'Reserve Your Table',
    intro: data?.content || 'Experience our extraordinary 10-course tasting menu',
  };
}
