import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { TastingMenuCode } from '@shared/domain/dietary';
import type { CourseDto, TastingMenuDto } from '@shared/contracts/tasting-menu';
import { api } from '../api-client';
import { CACHE } from '../query-client';

// The two tasting menus as text: the menu dialog, the home page (for readers without
// JavaScript), the booking form's allergy check and the staff editor all read this one query.

export function tastingMenuQueryOptions() {
  return queryOptions({
    queryKey: [endpoints.tastingMenu.get.path],
    queryFn: ({ signal }) => api.call(endpoints.tastingMenu.get, { signal }),
    staleTime: CACHE.menu,
    gcTime: CACHE.menu,
  });
}

export function useTastingMenu(options: { enabled?: boolean } = {}) {
  return useQuery({ ...tastingMenuQueryOptions(), enabled: options.enabled ?? true });
}

/** One menu's courses from the answer, by the code bookings use. */
export function coursesOf(menus: TastingMenuDto | undefined, menu: TastingMenuCode): CourseDto[] {
  if (!menus) return [];
  return menu === 'veg' ? menus.veg : menus.nonVeg;
}
