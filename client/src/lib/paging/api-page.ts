import type { AnyEndpoint, QueryOf, ResponseOf } from '@shared/api/endpoint';
import { pathOf, searchOf } from '@shared/api/endpoint';
import { TOTAL_COUNT_HEADER, nextCursorFromLink, type Page } from '@shared/contracts/paging';
import { toApiError } from '@/lib/api-client';

type RowOf<E extends AnyEndpoint> = ResponseOf<E> extends (infer R)[] ? R : never;

/**
 * One page of a staff list (contracts/paging.ts): the rows, the server's count over every page
 * and the next page's cursor (null on the last). Give the list's filters with `limit` and,
 * after the first page, `cursor`. Reads the answer's headers, so it calls fetch itself rather
 * than through the api client's transport (staff screens are never rendered on the server).
 */
export async function fetchPage<E extends AnyEndpoint>(
  endpoint: E,
  query: NonNullable<QueryOf<E>>,
  signal?: AbortSignal,
): Promise<Page<RowOf<E>>> {
  const res = await fetch(`${pathOf(endpoint, {})}${searchOf(query)}`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!res.ok) throw await toApiError(res);
  return {
    rows: (await res.json()) as RowOf<E>[],
    total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? 0),
    nextCursor: nextCursorFromLink(res.headers.get('Link')),
  };
}

/** Where a download link points to get an endpoint's file (the reservations CSV) with filters. */
export function downloadUrl<E extends AnyEndpoint>(endpoint: E, query: NonNullable<QueryOf<E>>) {
  return `${pathOf(endpoint, {})}${searchOf(query)}`;
}
