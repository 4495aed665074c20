import type { Request, Response } from 'express';
import type { z } from 'zod';
import { ZodError } from 'zod';
import { CURSOR_MESSAGE, TOTAL_COUNT_HEADER } from '@shared/contracts/paging';

// Keyset paging: a page starts after the sort key of the previous page's last row, so every
// page is one range read of an index in the list's order, however deep it is (no OFFSET), and
// a row added or removed meanwhile never shifts a page.

/** A sort key: the ordered values of a row's sort columns, the id last (so keys are unique). */
export type SortKey = readonly (string | number)[];

/** The key as the cursor carries it: base64url of its JSON. */
export function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/**
 * The sort key a cursor carries, checked against the list's key shape. Anything else (edited,
 * from another list, garbage) is a 400 naming the `cursor` field, as a schema's refusal is.
 */
export function decodeCursor<K extends z.ZodType<SortKey>>(
  cursor: string | undefined,
  keySchema: K,
): z.infer<K> | undefined {
  if (cursor === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const key = keySchema.safeParse(parsed);
  // Base64url has several spellings of one value (trailing bits); only ours is accepted.
  if (!key.success || encodeCursor(key.data) !== cursor) {
    throw new ZodError([
      { code: 'custom', path: ['cursor'], message: CURSOR_MESSAGE, input: cursor },
    ]);
  }
  return key.data;
}

/** A page as a list query answers it: at most `limit` rows and the key after which more follow. */
export type KeysetPage<T> = { rows: T[]; total: number; next: SortKey | null };

/**
 * Cuts a read of limit + 1 rows to the page: the extra row only tells that more follow, and the
 * page's last row's key is where the next one starts.
 */
export function pageOf<R>(
  read: R[],
  limit: number,
  keyOf: (row: R) => SortKey,
  total: number,
): KeysetPage<R> {
  const rows = read.slice(0, limit);
  const more = read.length > limit && rows.length > 0;
  return { rows, total, next: more ? keyOf(rows[rows.length - 1]!) : null };
}

/** The request's own path and query with the cursor replaced: where the next page is. */
export function nextPageUrl(req: Request, cursor: string): string {
  const url = new URL(req.originalUrl, 'http://x');
  url.searchParams.set('cursor', cursor);
  return `${url.pathname}?${url.searchParams.toString()}`;
}

/** Answers a page: its rows as the array, the total and the next page's link as headers. */
export function sendPage<T>(req: Request, res: Response, page: KeysetPage<T>): void {
  res.set(TOTAL_COUNT_HEADER, String(page.total));
  if (page.next) res.set('Link', `<${nextPageUrl(req, encodeCursor(page.next))}>; rel="next"`);
  res.json(page.rows);
}
