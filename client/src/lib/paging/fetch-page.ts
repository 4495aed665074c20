import type { AnyEndpoint, QueryOf } from '@shared/api/endpoint';
import type { Page } from '@shared/contracts/paging';
import { fetchPage } from './api-page';

type RowOf<E extends AnyEndpoint> = Awaited<ReturnType<typeof fetchPage<E>>>['rows'][number];

/**
 * Every row of a short list read page by page (a night's bookings: a few dozen), for screens
 * that need all of it at once. Stops after `maxPages` so a wrong filter cannot pull the history.
 */
export async function fetchAllPages<E extends AnyEndpoint>(
  endpoint: E,
  query: NonNullable<QueryOf<E>> & { cursor?: string },
  signal?: AbortSignal,
  maxPages = 10,
): Promise<RowOf<E>[]> {
  const rows: RowOf<E>[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < maxPages; i++) {
    const page = await fetchPage(endpoint, { ...query, cursor }, signal);
    rows.push(...page.rows);
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return rows;
}

/** The infinite query's next page parameter: the cursor, or undefined on the last page. */
export const nextPageParam = <T>(last: Page<T>): string | undefined => last.nextCursor ?? undefined;
