import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AnyEndpoint, QueryOf } from '@shared/api/endpoint';
import { fetchPage } from './api-page';
import { nextPageParam } from './fetch-page';

/**
 * A staff list a page at a time from a paged endpoint (contracts/paging.ts): the filters run on
 * the server, newest first, and the total is the server's count over every page. The key sits
 * under the endpoint's path, so a change that refreshes the list refreshes every page of it.
 */
export function usePagedList<E extends AnyEndpoint>(
  endpoint: E,
  filters: Omit<NonNullable<QueryOf<E>>, 'limit' | 'cursor'>,
  pageSize: number,
) {
  return useInfiniteQuery({
    queryKey: [endpoint.path, { ...filters, paged: true }],
    queryFn: ({ pageParam, signal }) =>
      fetchPage(
        endpoint,
        { ...filters, limit: pageSize, cursor: pageParam } as unknown as NonNullable<QueryOf<E>>,
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    // The rows on screen stay while a new search loads: a dialog opened on one stays open.
    placeholderData: keepPreviousData,
    getNextPageParam: nextPageParam,
  });
}

export type PagedList<E extends AnyEndpoint> = ReturnType<typeof usePagedList<E>>;

/** The loaded rows of every page, in order, and the server's count over all of them. */
export function loadedRows<T>(data: { pages: { rows: T[]; total: number }[] } | undefined) {
  return { rows: data?.pages.flatMap((p) => p.rows) ?? [], total: data?.pages[0]?.total ?? 0 };
}
