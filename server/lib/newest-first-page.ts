import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { PageQuery } from '@shared/contracts/paging';
import type { Db } from '../db/connection';
import { decodeCursor, pageOf, type KeysetPage } from './keyset-page';

/**
 * The key of a list ordered newest first by a timestamp, then by id: the timestamp as
 * PostgreSQL writes it (microseconds and offset, which a JavaScript Date would round away, and
 * a rounded key could skip rows of the same millisecond), and the id.
 */
const newestFirstKeySchema = z.tuple([
  z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/),
  z.number().int().positive(),
]);

export type NewestFirstList = {
  table: PgTable;
  /** The time the list is ordered by (newest first); an index on (at desc, id desc) serves it. */
  at: PgColumn;
  id: PgColumn;
  /** Narrows the list (filters); the same for every page and for the count. */
  where?: SQL;
};

/**
 * The two reads of a page: limit + 1 rows from the cursor's place (one range of the index) and
 * the count of every row the filter matches. Apart from the page so a test can read their plans.
 */
export function newestFirstQueries(db: Db, list: NewestFirstList, query: PageQuery) {
  const after = decodeCursor(query.cursor, newestFirstKeySchema);
  const where: SQL[] = list.where ? [list.where] : [];
  if (after) where.push(sql`(${list.at}, ${list.id}) < (${after[0]}::timestamptz, ${after[1]})`);
  return {
    rows: db
      .select({ row: list.table, key: sql<string>`${list.at}::text` } as never)
      .from(list.table)
      .where(where.length ? and(...where) : undefined)
      // Spelled as the indexes are (drizzle writes an index's desc as 'desc nulls last', and
      // a plain 'desc' is nulls first): any other spelling would sort the table instead.
      .orderBy(sql`${list.at} desc nulls last`, sql`${list.id} desc nulls last`)
      .limit(query.limit + 1),
    count: db
      .select({ n: sql<number>`count(*)::int` })
      .from(list.table)
      .where(list.where),
  };
}

/** One page of a newest-first list: its rows, the count over every page, the next page's key. */
export async function newestFirstPage<Row extends { id: number }>(
  db: Db,
  list: NewestFirstList,
  query: PageQuery,
): Promise<KeysetPage<Row>> {
  const reads = newestFirstQueries(db, list, query);
  const [read, counted] = await Promise.all([
    reads.rows as unknown as Promise<{ row: Row; key: string }[]>,
    reads.count,
  ]);
  const page = pageOf(read, query.limit, (r) => [r.key, r.row.id], counted[0]?.n ?? 0);
  return { ...page, rows: page.rows.map((r) => r.row) };
}
