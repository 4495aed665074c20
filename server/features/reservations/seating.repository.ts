import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { blockedSlots, type BlockedSlotRow } from '@shared/schema/blocked-slots';
import { reservations } from '@shared/schema/reservations';
import { timeSlots, type TimeSlotRow } from '@shared/schema/time-slots';
import type { Db } from '../../db/connection';

/** Seats are held by confirmed and completed bookings (ARCHITECTURE §4). */
export const SEAT_HOLDING_STATUSES = ['confirmed', 'completed'] as const;

export function listTimeSlots(db: Db): Promise<TimeSlotRow[]> {
  return db.select().from(timeSlots).orderBy(asc(timeSlots.order), asc(timeSlots.id));
}

export async function findTimeSlot(db: Db, slot: string): Promise<TimeSlotRow | undefined> {
  const [row] = await db.select().from(timeSlots).where(eq(timeSlots.slot, slot)).limit(1);
  return row;
}

/** Guests already seated per seating on a date. */
export async function seatsTakenBySlot(db: Db, date: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      slot: reservations.timeSlot,
      taken: sql<number>`coalesce(sum(${reservations.guests}), 0)::int`,
    })
    .from(reservations)
    .where(
      and(eq(reservations.date, date), inArray(reservations.status, [...SEAT_HOLDING_STATUSES])),
    )
    .groupBy(reservations.timeSlot);
  return new Map(rows.map((r) => [r.slot, r.taken]));
}

export async function seatsTaken(db: Db, date: string, slot: string): Promise<number> {
  return (await seatsTakenBySlot(db, date)).get(slot) ?? 0;
}

export function blockedOn(db: Db, date: string): Promise<BlockedSlotRow[]> {
  return db.select().from(blockedSlots).where(eq(blockedSlots.date, date));
}

export async function isBlocked(db: Db, date: string, slot: string): Promise<boolean> {
  const [row] = await db
    .select({ id: blockedSlots.id })
    .from(blockedSlots)
    .where(and(eq(blockedSlots.date, date), eq(blockedSlots.timeSlot, slot)))
    .limit(1);
  return row !== undefined;
}

/**
 * Serialises every booking change of one date+seating across transactions and processes: the
 * lock is held until the surrounding transaction ends.
 */
export async function lockSeating(tx: Db, date: string, slot: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727002, hashtext(${`${date}|${slot}`}))`);
}
