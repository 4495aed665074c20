import { z } from 'zod';
import type { GuestPageQuery } from '@shared/contracts/guests';
import type { Db } from '../../db/connection';
import { decodeCursor, pageOf, type KeysetPage } from '../../lib/keyset-page';
import { countGuestsMatching, guestKeysAfter, type GuestKey } from './guest-pages.repository';

const guestKeySchema = z.tuple([
  z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/),
  z.number().int().positive(),
]);

/** The ids of one page of the guest book's search, and the count over every page. */
export async function guestIdPage(db: Db, query: GuestPageQuery): Promise<KeysetPage<number>> {
  const after = decodeCursor(query.cursor, guestKeySchema) as GuestKey | undefined;
  const words = query.q ?? query.query ?? '';
  const [keys, total] = await Promise.all([
    guestKeysAfter(db, words, after, query.limit + 1),
    countGuestsMatching(db, words),
  ]);
  const page = pageOf(keys, query.limit, (k) => k, total);
  return { ...page, rows: page.rows.map((k) => k[1]) };
}
