import { z } from 'zod';
import { safeText } from './safe-input';

// Staff lists that grow with the restaurant's history answer a page at a time. A list called
// with none of its page or filter parameters keeps its original answer (the whole list); with
// any of them it answers one page in the same array shape, the rest in response headers:
//   Link: <same path and filters, cursor=…>; rel="next"   while more rows remain
//   X-Total-Count: n                                     rows matching the filters, all pages
// A cursor is opaque: the sort key of the page's last row, written by the server. A cursor the
// server did not write is refused (400, field `cursor`).

export const PAGE_LIMIT_MAX = 200;
export const PAGE_LIMIT_DEFAULT = 50;
/** The response header with the number of rows matching the filters, over every page. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/** The page parameters every paged list takes. */
export const PAGE_PARAMS = ['limit', 'cursor'] as const;

const limitMessage = `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`;
export const CURSOR_MESSAGE = 'cursor is not one this list gave; start again without it';

export const pageLimitSchema = z.coerce
  .number({ error: limitMessage })
  .int(limitMessage)
  .min(1, limitMessage)
  .max(PAGE_LIMIT_MAX, limitMessage)
  .default(PAGE_LIMIT_DEFAULT);

/** The cursor as it travels: base64url text, decoded and checked by the list that wrote it. */
export const cursorTextSchema = z
  .string({ error: CURSOR_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{1,512}$/, CURSOR_MESSAGE);

export const pageQuerySchema = z.object({
  limit: pageLimitSchema,
  cursor: cursorTextSchema.optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * A filter naming one or more of a list's values, comma-separated (`status=pending,approved`):
 * the distinct names, each checked; anything else is refused naming the field.
 */
export function commaListOf<const T extends readonly [string, ...string[]]>(
  field: string,
  values: T,
) {
  const message = `${field} must be one or more of ${values.join(', ')}, separated by commas`;
  const known = new Set<string>(values);
  return z.string({ error: message }).transform((text, ctx) => {
    const names = text.split(',').map((s) => s.trim());
    if (names.some((n) => !known.has(n))) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return [...new Set(names)] as T[number][];
  });
}

/** A list's search words (`q`), trimmed; an empty search is no search. */
export function searchTextOf(max: number) {
  return safeText(max, { tooLong: `q must be at most ${max} characters` })
    .trim()
    .optional();
}

/** Whether a call asks for a page: it names any of the list's page or filter parameters. */
export function asksForPage(query: Record<string, unknown>, params: readonly string[]): boolean {
  return params.some((name) => query[name] !== undefined);
}

/** One page as a client reads it from the answer and its headers. */
export type Page<T> = { rows: T[]; total: number; nextCursor: string | null };

/**
 * The next page's cursor from a Link header (null on the last page). The header's target is
 * the same path and filters with the cursor in its query.
 */
export function nextCursorFromLink(link: string | null | undefined): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="?next"?/.exec(part);
    if (!match) continue;
    const query = match[1]!.split('?')[1] ?? '';
    return new URLSearchParams(query).get('cursor');
  }
  return null;
}

/** The page parameters as a caller writes them. */
export type PageParams = { limit?: number; cursor?: string };
