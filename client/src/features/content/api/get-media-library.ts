import { queryOptions, useQueries } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { MediaFileDto, MediaListParams } from '@shared/contracts/media';
import { fetchPage } from '@/lib/paging/api-page';
import { usePagedList } from '@/lib/paging/use-paged-list';

/** Files asked for at a time: a few rows of the grid. */
export const MEDIA_PAGE_SIZE = 24;

/** Every read of the library, the public pages' whole list included, sits under this key. */
export const MEDIA_KEY = [endpoints.media.list.path];

/**
 * GET /api/media for staff a page at a time, the latest upload first; the purpose and the
 * search run on the server. Always current (public pages may use a minute-old copy).
 */
export const useMediaPages = (filters: Omit<MediaListParams, 'limit' | 'cursor'>) =>
  usePagedList(endpoints.media.list, filters, MEDIA_PAGE_SIZE);

/** The newest upload of a purpose (the file the public site shows for it), or undefined. */
export function newestMediaQueryOptions(purpose: string) {
  return queryOptions({
    queryKey: [endpoints.media.list.path, { purpose, newest: true }],
    queryFn: async ({ signal }): Promise<MediaFileDto | null> =>
      (await fetchPage(endpoints.media.list, { purpose, limit: 1 }, signal)).rows[0] ?? null,
    staleTime: 0,
  });
}

/** The newest upload of each purpose, as far as loaded. */
export function useNewestMedia(purposes: readonly string[]): MediaFileDto[] {
  return useQueries({
    queries: purposes.map(newestMediaQueryOptions),
    combine: (results) => results.flatMap((r) => (r.data ? [r.data] : [])),
  });
}
