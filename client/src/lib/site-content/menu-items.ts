import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import { api } from '../api-client';
import { CACHE } from '../query-client';

// Read by the corporate page and the staff menu screens, so it lives here rather than in one
// feature. The same URL answers differently by who asks (guests get active items only, staff get
// all), so the two audiences keep separate cache entries under one prefix: invalidating
// [menu.list.path] after a staff edit refreshes both.

export const MENU_QUERY_KEY = [endpoints.menu.list.path] as const;

export function menuItemsQueryOptions(audience: 'public' | 'staff') {
  return queryOptions({
    queryKey: [...MENU_QUERY_KEY, audience],
    queryFn: ({ signal }) => api.call(endpoints.menu.list, { signal }),
    staleTime: audience === 'public' ? CACHE.menu : 0,
    gcTime: CACHE.menu,
  });
}

/** The corporate menu as guests see it: active items only, by course number then name. */
export function usePublicMenuItems() {
  const query = useQuery(menuItemsQueryOptions('public'));
  return { ...query, data: query.data?.filter((item) => item.isActive) };
}
