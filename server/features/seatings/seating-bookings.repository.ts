import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { blockedSlots } from '@shared/schema/blocked-slots';
import { reservations, type ReservationRow } from '@shared/schema/reservations';
import { timeSlots, type TimeSlotRow } from '@shared/schema/time-slots';
import { waitlistEntries } from '@shared/schema/waitlist-entries';
import { HOLDING_WAITLIST_STATUS } from '@shared/domain/waitlist';
import type { Db } from '../../db/connection';

export async function findSeatingById(db: Db, id: number): Promise<TimeSlotRow | undefined> {
  const [row] = await db.select().from(timeSlots).where(eq(timeSlots.id, id)).limit(1);
  return row;
}

export async function insertSeating(
  db: Db,
  values: typeof timeSlots.$inferInsert,
): Promise<TimeSlotRow | undefined> {
  const [row] = await db
    .insert(timeSlots)
    .values(values)
    .onConflictDoNothing({ target: timeSlots.slot })
    .returning();
  return row;
}

export async function updateSeating(
  db: Db,
  id: number,
  values: Partial<typeof timeSlots.$inferInsert>,
): Promise<TimeSlotRow> {
  const [row] = await db.update(timeSlots).set(values).where(eq(timeSlots.id, id)).returning();
  return row!;
}

export async function nextSeatingOrder(db: Db): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${timeSlots.order}), -1)::int + 1` })
    .from(timeSlots);
  return row?.next ?? 0;
}

/**
 * The confirmed parties of one seating from a night on, in the order they booked (the earliest
 * first: a seating that shrinks keeps them and lets the latest go first).
 */
export function confirmedPartiesFrom(
  db: Db,
  slot: string,
  from: string,
): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.timeSlot, slot),
        gte(reservations.date, from),
        inArray(reservations.status, ['confirmed']),
      ),
    )
    .orderBy(asc(reservations.date), asc(reservations.createdAt), asc(reservations.id));
}

/** Seats held for waiting parties in one seating, per night from `from` on. */
export async function heldSeatsFrom(
  db: Db,
  slot: string,
  from: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ date: waitlistEntries.date, held: sql<number>`sum(${waitlistEntries.guests})::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.timeSlot, slot),
        gte(waitlistEntries.date, from),
        eq(waitlistEntries.status, HOLDING_WAITLIST_STATUS),
      ),
    )
    .groupBy(waitlistEntries.date);
  return new Map(rows.map((r) => [r.date, r.held]));
}

/** The nights from `from` on with parties waiting for one seating. */
export async function nightsWithWaitingParties(
  db: Db,
  slot: string,
  from: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ date: waitlistEntries.date })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.timeSlot, slot),
        gte(waitlistEntries.date, from),
        eq(waitlistEntries.status, 'waiting'),
      ),
    );
  return rows.map((r) => r.date);
}

/**
 * A re-timed seating's new label, on what is still ahead: its blocks and its waiting parties.
 * Bookings and blocks of past nights keep the label they were made under.
 */
export async function relabelAhead(db: Db, from: string, oldSlot: string, newSlot: string) {
  await db
    .update(blockedSlots)
    .set({ timeSlot: newSlot })
    .where(and(eq(blockedSlots.timeSlot, oldSlot), gte(blockedSlots.date, from)));
  await db
    .update(waitlistEntries)
    .set({ timeSlot: newSlot })
    .where(and(eq(waitlistEntries.timeSlot, oldSlot), gte(waitlistEntries.date, from)));
}

/**
 * Takes a seating for a change of itself (its seats on every night, its times): waits for the
 * bookings being made in it, and they for the change.
 */
export async function lockSeatingExclusively(tx: Db, slot: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727003, hashtext(${slot}))`);
}
