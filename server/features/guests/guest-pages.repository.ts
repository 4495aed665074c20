import { and, isNotNull, sql } from 'drizzle-orm';
import { reservations } from '@shared/schema/reservations';
import type { Db } from '../../db/connection';
import { guestBookingMatch } from './guests.repository';

/** A place in the guest book's order: the guest's latest booking time (as text), their id. */
export type GuestKey = readonly [latestBooking: string, guestId: number];

/**
 * Up to `count` guests the words find, the most recently booked first, after `after`. The
 * order is the book's own (latest booking, then id, both descending), read from the bookings
 * grouped by guest; the cursor keeps the time as PostgreSQL writes it, to the microsecond.
 */
export async function guestKeysAfter(
  db: Db,
  words: string,
  after: GuestKey | undefined,
  count: number,
): Promise<GuestKey[]> {
  const latest = sql`max(${reservations.createdAt})`;
  const rows = await db
    .select({
      guestId: sql<number>`${reservations.guestId}`,
      latest: sql<string>`${latest}::text`,
    })
    .from(reservations)
    .where(and(isNotNull(reservations.guestId), guestBookingMatch(words)))
    .groupBy(reservations.guestId)
    .having(
      after
        ? sql`(${latest}, ${reservations.guestId}) < (${after[0]}::timestamptz, ${after[1]})`
        : undefined,
    )
    .orderBy(sql`${latest} desc`, sql`${reservations.guestId} desc`)
    .limit(count);
  return rows.map((r) => [r.latest, r.guestId] as const);
}

/** How many guests the words find, over every page. */
export async function countGuestsMatching(db: Db, words: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${reservations.guestId})::int` })
    .from(reservations)
    .where(and(isNotNull(reservations.guestId), guestBookingMatch(words)));
  return row?.n ?? 0;
}
