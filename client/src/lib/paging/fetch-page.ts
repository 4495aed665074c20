import { pathOf, searchOf, type AnyEndpoint, type QueryValues } from '@shared/api/endpoint';
import { TOTAL_COUNT_HEADER, nextCursorFromLink, type Page } from '@shared/contracts/paging';
import { toApiError } from '@/lib/api-client';

// Staff lists that grow with the history are read a page at a time: the rows are the body, the
// total and the next page's cursor come in headers (X-Total-Count, Link rel="next"). Staff
// screens are never rendered on the server, so this reads them straight from fetch.

/** One page of a paged list; `query` holds the filters and the page's cursor, if any. */
export async function fetchPage<T>(
  endpoint: AnyEndpoint,
  query: QueryValues,
  signal?: AbortSignal,
): Promise<Page<T>> {
  const res = await fetch(`${pathOf(endpoint)}${searchOf(query)}`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!res.ok) throw await toApiError(res);
  const rows = (await res.json()) as T[];
  const total = Number(res.headers.get(TOTAL_COUNT_HEADER));
  return {
    rows,
    total: Number.isFinite(total) ? total : rows.length,
    nextCursor: nextCursorFromLink(res.headers.get('Link')),
  };
}

/**
 * Every row of a short list read page by page (a night's bookings: a few dozen), for screens
 * that need all of it at once. Stops after `maxPages` so a wrong filter cannot pull the history.
 */
export async function fetchAllPages<T>(
  endpoint: AnyEndpoint,
  query: QueryValues,
  signal?: AbortSignal,
  maxPages = 10,
): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < maxPages; i++) {
    const page = await fetchPage<T>(endpoint, { ...query, cursor }, signal);
    rows.push(...page.rows);
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return rows;
}

/** The infinite query's next page parameter: the cursor, or undefined on the last page. */
export const nextPageParam = <T>(last: Page<T>): string | undefined => last.nextCursor ?? undefined;
