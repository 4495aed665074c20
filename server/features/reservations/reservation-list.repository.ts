import { bookingIdOfReference } from '@shared/booking-reference';
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ReservationStatus } from '@shared/domain/statuses';
import { reservations, type ReservationRow } from '@shared/schema/reservations';
import type { Db } from '../../db/connection';
import { likePattern, phoneDigitsMatch } from '../../lib/list-search';

/** What a page of the staff list is narrowed to; every field optional. */
export type ReservationFilter = {
  date?: string;
  from?: string;
  to?: string;
  statuses?: ReservationStatus[];
  q?: string;
};

/** A place in the list's order: the night, the seating, the id (see reservation-list.ts). */
export type ReservationKey = readonly [date: string, timeSlot: string, id: number];

export const reservationKeyOf = (r: ReservationRow): ReservationKey => [r.date, r.timeSlot, r.id];

function filterConditions(filter: ReservationFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.date !== undefined) where.push(eq(reservations.date, filter.date));
  if (filter.from !== undefined) where.push(gte(reservations.date, filter.from));
  if (filter.to !== undefined) where.push(lte(reservations.date, filter.to));
  if (filter.statuses?.length) where.push(inArray(reservations.status, filter.statuses));
  const words = filter.q?.trim();
  if (words) {
    const pattern = likePattern(words);
    const byDigits = phoneDigitsMatch(reservations.phone, words);
    const referencedId = bookingIdOfReference(words);
    where.push(
      or(
        sql`${reservations.name} ilike ${pattern}`,
        sql`${reservations.email} ilike ${pattern}`,
        sql`${reservations.phone} ilike ${pattern}`,
        // A booking's reference, as a diner reads it out ('TR-7KQ3PX'), names its id.
        ...(referencedId === undefined ? [] : [eq(reservations.id, referencedId)]),
        ...(byDigits ? [byDigits] : []),
      )!,
    );
  }
  return where;
}

/**
 * Rows after `after` in the list's order (night descending, seating and id ascending). The
 * first condition alone bounds the index range; the second places the start within the night.
 */
function afterKey([date, timeSlot, id]: ReservationKey): SQL {
  return sql`(${reservations.date} <= ${date} and (${reservations.date} < ${date} or (${reservations.timeSlot}, ${reservations.id}) > (${timeSlot}, ${id})))`;
}

/** Up to `count` rows of the filtered list after `after` (from the start when omitted). */
export function reservationsAfter(
  db: Db,
  filter: ReservationFilter,
  after: ReservationKey | undefined,
  count: number,
): Promise<ReservationRow[]> {
  return reservationsAfterQuery(db, filter, after, count);
}

/** The query itself, for a look at its plan (the plan test). */
export function reservationsAfterQuery(
  db: Db,
  filter: ReservationFilter,
  after: ReservationKey | undefined,
  count: number,
) {
  const where = filterConditions(filter);
  if (after) where.push(afterKey(after));
  return db
    .select()
    .from(reservations)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(reservations.date), asc(reservations.timeSlot), asc(reservations.id))
    .limit(count);
}

/** How many bookings match the filter, over every page. */
export async function countReservations(db: Db, filter: ReservationFilter): Promise<number> {
  const [row] = await countReservationsQuery(db, filter);
  return row?.n ?? 0;
}

export function countReservationsQuery(db: Db, filter: ReservationFilter) {
  const where = filterConditions(filter);
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(reservations)
    .where(where.length ? and(...where) : undefined);
}
