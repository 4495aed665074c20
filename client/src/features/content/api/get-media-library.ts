import { queryOptions, useQuery } from '@tanstack/react-query';
import { mediaQueryOptions } from '@/lib/site-content/media';

/** GET /api/media for staff: always the current list (public pages may use a minute-old copy). */
export function mediaLibraryQueryOptions() {
  return queryOptions({ ...mediaQueryOptions(), staleTime: 0 });
}

export const useMediaLibrary = () => useQuery(mediaLibraryQueryOptions());
