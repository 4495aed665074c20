import { or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A LIKE pattern for text anywhere in a value, its own wildcards taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A list's search words matched anywhere in any of the columns, in any letter case; undefined
 * for no search. A substring match, filtered along the list's index (no text index needed at a
 * catering business's volume).
 */
export function searchAnyOf(words: string | undefined, columns: PgColumn[], ...also: SQL[]) {
  const text = words?.trim();
  if (!text) return undefined;
  const pattern = likePattern(text);
  return or(...columns.map((c) => sql`${c} ilike ${pattern}`), ...also);
}
