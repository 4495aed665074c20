import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { OPEN_WAITLIST_STATUSES, type WaitlistStatus } from '@shared/domain/waitlist';
import { waitlistEntries, type WaitlistEntryRow } from '@shared/schema/waitlist-entries';
import type { Db } from '../../db/connection';

export async function insertWaitlistEntry(
  tx: Db,
  row: typeof waitlistEntries.$inferInsert,
): Promise<WaitlistEntryRow> {
  const [inserted] = await tx.insert(waitlistEntries).values(row).returning();
  return inserted!;
}

export async function findWaitlistEntry(db: Db, id: number): Promise<WaitlistEntryRow | undefined> {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).limit(1);
  return row;
}

export async function findWaitlistEntryByTokenHash(
  db: Db,
  hash: string,
): Promise<WaitlistEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.tokenHash, hash))
    .limit(1);
  return row;
}

/** The parties still waiting for one seating, in the order they joined. */
export function waitingInJoiningOrder(
  db: Db,
  date: string,
  timeSlot: string,
): Promise<WaitlistEntryRow[]> {
  return db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.date, date),
        eq(waitlistEntries.timeSlot, timeSlot),
        eq(waitlistEntries.status, 'waiting'),
      ),
    )
    .orderBy(asc(waitlistEntries.id));
}

/** The entry's place among the parties waiting for its seating (1 is next). */
export async function waitingPosition(db: Db, entry: WaitlistEntryRow): Promise<number> {
  const [row] = await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.date, entry.date),
        eq(waitlistEntries.timeSlot, entry.timeSlot),
        eq(waitlistEntries.status, 'waiting'),
        lte(waitlistEntries.id, entry.id),
      ),
    );
  return row?.ahead ?? 1;
}

/** Every entry of a night, in each seating's joining order, for staff. */
export function entriesOfNight(db: Db, date: string): Promise<WaitlistEntryRow[]> {
  return db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.date, date))
    .orderBy(asc(waitlistEntries.timeSlot), asc(waitlistEntries.id));
}

/** Open entries (waiting or holding seats) of one diner, by e-mail and phone digits. */
export function openEntriesOf(
  db: Db,
  keys: { email: string; phoneDigits: string | null; phone: string },
): Promise<WaitlistEntryRow[]> {
  const samePhone = keys.phoneDigits
    ? sql`right(regexp_replace(${waitlistEntries.phone}, '[^0-9]', '', 'g'), 10) = ${keys.phoneDigits}`
    : sql`${waitlistEntries.phone} = ${keys.phone}`;
  return db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        sql`lower(${waitlistEntries.email}) = ${keys.email}`,
        samePhone,
        inArray(waitlistEntries.status, [...OPEN_WAITLIST_STATUSES]),
      ),
    );
}

/**
 * Moves an entry on only if it is still in one of `from` (compare-and-set): two racing moves
 * (a claim and a hold running out, a leave and an offer) cannot both apply.
 */
export async function moveWaitlistEntry(
  tx: Db,
  id: number,
  from: readonly WaitlistStatus[],
  changes: Partial<
    Pick<WaitlistEntryRow, 'status' | 'offeredAt' | 'holdExpiresAt' | 'reservationId' | 'closedAt'>
  >,
): Promise<WaitlistEntryRow | undefined> {
  const [row] = await tx
    .update(waitlistEntries)
    .set(changes)
    .where(and(eq(waitlistEntries.id, id), inArray(waitlistEntries.status, [...from])))
    .returning();
  return row;
}

/**
 * The entry whose claim made this booking, moved from booked to expired: the booking was
 * released unpaid, so the claim came to nothing. The booking stays linked, as a record.
 */
export async function expireClaimOf(
  tx: Db,
  reservationId: number,
  at: Date,
): Promise<WaitlistEntryRow | undefined> {
  const [row] = await tx
    .update(waitlistEntries)
    .set({ status: 'expired', closedAt: at })
    .where(
      and(eq(waitlistEntries.reservationId, reservationId), eq(waitlistEntries.status, 'booked')),
    )
    .returning();
  return row;
}
