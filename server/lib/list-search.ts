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

/**
 * The digits of search words that read as a phone number ('98030', '+91 98450 11111',
 * '(080) 4000-1234'), to match phones however they were typed; undefined for anything else. A
 * search like 'diner7001' is a name, not a phone: matching its digits against every booking's
 * phone would find strangers, and costs a rewrite of every phone the search passes.
 */
export function phoneDigitsOf(words: string): string | undefined {
  if (!/^[\d\s()+.-]+$/.test(words)) return undefined;
  const digits = words.replace(/\D/g, '');
  return digits.length >= 3 ? digits : undefined;
}

/** A phone column matched by the digits of words that read as a phone number; else undefined. */
export function phoneDigitsMatch(phone: PgColumn, words: string): SQL | undefined {
  const digits = phoneDigitsOf(words);
  return digits === undefined
    ? undefined
    : sql`regexp_replace(${phone}, '[^0-9]', '', 'g') like ${likePattern(digits)}`;
}
