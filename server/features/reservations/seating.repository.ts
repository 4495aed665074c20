import { and, asc, between, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { blockedSlots } from '@shared/schema/blocked-slots';
import { SEAT_HOLDING_STATUSES } from '@shared/domain/statuses';
import { reservations } from '@shared/schema/reservations';
import { timeSlots, type TimeSlotRow } from '@shared/schema/time-slots';
import type { Db } from '../../db/connection';

export function listTimeSlots(db: Db): Promise<TimeSlotRow[]> {
  return db.select().from(timeSlots).orderBy(asc(timeSlots.order), asc(timeSlots.id));
}

export async function findTimeSlot(db: Db, slot: string): Promise<TimeSlotRow | undefined> {
  const [row] = await db.select().from(timeSlots).where(eq(timeSlots.slot, slot)).limit(1);
  return row;
}

/** Guests already holding seats in one seating on a date. */
export async function seatsTaken(db: Db, date: string, slot: string): Promise<number> {
  const [row] = await db
    .select({ taken: sql<number>`coalesce(sum(${reservations.guests}), 0)::int` })
    .from(reservations)
    .where(
      and(
        eq(reservations.date, date),
        eq(reservations.timeSlot, slot),
        inArray(reservations.status, [...SEAT_HOLDING_STATUSES]),
      ),
    );
  return row?.taken ?? 0;
}

/** Guests holding seats in one seating on a date, and whether it is blocked: one round trip. */
export async function seatingLoad(
  db: Db,
  date: string,
  slot: string,
): Promise<{ taken: number; blocked: boolean }> {
  const [row] = await db
    .select({
      taken: sql<number>`coalesce(sum(${reservations.guests}), 0)::int`,
      blocked: sql<boolean>`exists (select 1 from ${blockedSlots} where ${blockedSlots.date} = ${date} and ${blockedSlots.timeSlot} = ${slot})`,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.date, date),
        eq(reservations.timeSlot, slot),
        inArray(reservations.status, [...SEAT_HOLDING_STATUSES]),
      ),
    );
  return { taken: row?.taken ?? 0, blocked: row?.blocked ?? false };
}

/**
 * Serialises every booking change of one date+seating across transactions and processes: the
 * lock is held until the surrounding transaction ends.
 */
export async function lockSeating(tx: Db, date: string, slot: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727002, hashtext(${`${date}|${slot}`}))`);
}

export type SeatingOnDate = TimeSlotRow & { taken: number; blocked: boolean };

/** Every seating with the seats taken and whether it is blocked on a date, in one round trip. */
export function seatingsOn(db: Db, date: string): Promise<SeatingOnDate[]> {
  return db
    .select({
      ...getTableColumns(timeSlots),
      taken: sql<number>`coalesce(sum(${reservations.guests}), 0)::int`,
      blocked: sql<boolean>`exists (select 1 from ${blockedSlots} where ${blockedSlots.date} = ${date} and ${blockedSlots.timeSlot} = ${timeSlots.slot})`,
    })
    .from(timeSlots)
    .leftJoin(
      reservations,
      and(
        eq(reservations.date, date),
        eq(reservations.timeSlot, timeSlots.slot),
        inArray(reservations.status, [...SEAT_HOLDING_STATUSES]),
      ),
    )
    .groupBy(timeSlots.id)
    .orderBy(asc(timeSlots.order), asc(timeSlots.id));
}

/** Seats taken per 'date|seating', and the blocked 'date|seating' pairs, between two dates (inclusive). */
export async function loadBetween(
  db: Db,
  from: string,
  to: string,
): Promise<{ taken: Map<string, number>; blocked: Set<string> }> {
  const takenRows = await db
    .select({
      date: reservations.date,
      slot: reservations.timeSlot,
      taken: sql<number>`coalesce(sum(${reservations.guests}), 0)::int`,
    })
    .from(reservations)
    .where(
      and(
        between(reservations.date, from, to),
        inArray(reservations.status, [...SEAT_HOLDING_STATUSES]),
      ),
    )
    .groupBy(reservations.date, reservations.timeSlot);
  const blockedRows = await db
    .select({ date: blockedSlots.date, slot: blockedSlots.timeSlot })
    .from(blockedSlots)
    .where(between(blockedSlots.date, from, to));
  return {
    taken: new Map(takenRows.map((r) => [`${r.date}|${r.slot}`, r.taken])),
    blocked: new Set(blockedRows.map((r) => `${r.date}|${r.slot}`)),
  };
}
