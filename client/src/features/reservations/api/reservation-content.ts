import { queryOptions, useQuery } from '@tanstack/react-query';
import { pathOf } from '@shared/api/endpoint';
import * as endpoints from '@shared/api/endpoints';
import { SECTION_DEFAULTS } from '@shared/content-defaults';
import { api } from '@/lib/api-client';
import { CACHE } from '@/lib/query-client';

const RESERVATION_SECTION = { sectionName: 'reservation' };

export function reservationContentQueryOptions() {
  return queryOptions({
    queryKey: [pathOf(endpoints.content.section, RESERVATION_SECTION)],
    queryFn: ({ signal }) =>
      api.call(endpoints.content.section, { params: RESERVATION_SECTION, signal }),
    staleTime: CACHE.content,
    gcTime: CACHE.content,
  });
}

/** Heading and intro of /book, with the spec's defaults while loading or when unset. */
export function useReservationContent(): { title: string; intro: string } {
  const { data } = useQuery(reservationContentQueryOptions());
  return {
    title: data?.title || SECTION_DEFAULTS.reservation.title,
    intro: data?.content || SECTION_DEFAULTS.reservation.content,
  };
}
