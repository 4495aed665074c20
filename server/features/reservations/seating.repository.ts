import {
  and,
  asc,
  between,
  eq,
  getTableColumns,
  inArray,
  sql,
  type Placeholder,
} from 'drizzle-orm';
import { blockedSlots } from '@shared/schema/blocked-slots';
import { SEAT_HOLDING_STATUSES } from '@shared/domain/statuses';
import { HOLDING_WAITLIST_STATUS } from '@shared/domain/waitlist';
import { reservations } from '@shared/schema/reservations';
import { specialNights } from '@shared/schema/special-nights';
import { timeSlots, type TimeSlotRow } from '@shared/schema/time-slots';
import { waitlistEntries } from '@shared/schema/waitlist-entries';
import type { Db } from '../../db/connection';
import { bookingByKeySql, type EarlierBooking } from './reservation.repository';
import {
  capacitiesBetween,
  seatingOnNight,
  seatingsOnNight,
} from '../special-nights/night-capacity';

export function listTimeSlots(db: Db): Promise<TimeSlotRow[]> {
  return db.select().from(timeSlots).orderBy(asc(timeSlots.order), asc(timeSlots.id));
}

/** A seating by its label; with a date, its capacity is that night's (a special night's own). */
export async function findTimeSlot(
  db: Db,
  slot: string,
  date?: string,
): Promise<TimeSlotRow | undefined> {
  const [row] = await db.select().from(timeSlots).where(eq(timeSlots.slot, slot)).limit(1);
  return row && date !== undefined ? seatingOnNight(db, row, date) : row;
}

/** Seats held for waiting parties offered them, per seating of a date: taken for everyone else. */
const heldSeatsOn = (db: Db, date: string) =>
  db
    .select({
      slot: waitlistEntries.timeSlot,
      held: sql<number>`sum(${waitlistEntries.guests})::int`.as('held'),
    })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.date, date), eq(waitlistEntries.status, HOLDING_WAITLIST_STATUS)))
    .groupBy(waitlistEntries.timeSlot)
    .as('held_seats');

/** Seats held for a waiting party on one seating (they count as taken). */
export async function seatsHeld(db: Db, date: string, slot: string): Promise<number> {
  const [row] = await db
    .select({ held: sql<number>`coalesce(sum(${waitlistEntries.guests}), 0)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.date, date),
        eq(waitlistEntries.timeSlot, slot),
        eq(waitlistEntries.status, HOLDING_WAITLIST_STATUS),
      ),
    );
  return row?.held ?? 0;
}

/** Seats taken in one seating on a date: booked parties, and seats held for a waiting party. */
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
  return (row?.taken ?? 0) + (await seatsHeld(db, date, slot));
}

/**
 * Seats taken in one seating on a date, booked parties and seats held for a waiting party, as
 * one scalar subquery: for statements that read the seating's load with other facts.
 */
export function seatsTakenSql(date: string | Placeholder, slot: string | Placeholder) {
  return sql<number>`((select coalesce(sum(${reservations.guests}), 0) from ${reservations} where ${and(
    eq(reservations.date, date),
    eq(reservations.timeSlot, slot),
    inArray(reservations.status, [...SEAT_HOLDING_STATUSES]),
  )}) + (select coalesce(sum(${waitlistEntries.guests}), 0) from ${waitlistEntries} where ${and(
    eq(waitlistEntries.date, date),
    eq(waitlistEntries.timeSlot, slot),
    eq(waitlistEntries.status, HOLDING_WAITLIST_STATUS),
  )}))::int`;
}

/** Whether staff blocked the seating on the date, as one scalar subquery. */
export function seatingBlockedSql(date: string | Placeholder, slot: string | Placeholder) {
  return sql<boolean>`exists (select 1 from ${blockedSlots} where ${blockedSlots.date} = ${date} and ${blockedSlots.timeSlot} = ${slot})`;
}

/**
 * Seats taken in one seating on a date (booked parties, and seats held for a waiting party),
 * whether it is blocked, and the seating's id and usual capacity (none and 0 when there is no
 * such seating; a special night may give it another, see night-capacity.ts) and whether the date
 * is a special night's: one round trip.
 */
export async function seatingLoad(
  db: Db,
  date: string,
  slot: string,
  /** A booking's idempotency key: the booking it already made is read too. */
  idempotencyKey?: string,
): Promise<{
  taken: number;
  blocked: boolean;
  seatingId: number | null;
  usualCapacity: number;
  /** Whether a special night covers the date (its row, with its own capacities, is read apart). */
  specialNight: boolean;
  earlier: EarlierBooking | undefined;
}> {
  const [row] = await db
    .select({
      taken: seatsTakenSql(date, slot),
      blocked: seatingBlockedSql(date, slot),
      seatingId: sql<
        number | null
      >`(select ${timeSlots.id} from ${timeSlots} where ${timeSlots.slot} = ${slot} limit 1)`,
      usualCapacity: sql<number>`coalesce((select ${timeSlots.maxCapacity} from ${timeSlots} where ${timeSlots.slot} = ${slot} limit 1), 0)::int`,
      specialNight: sql<boolean>`exists (select 1 from ${specialNights} where ${specialNights.startDate} <= ${date} and ${specialNights.endDate} >= ${date})`,
      earlier: bookingByKeySql(idempotencyKey),
    })
    .from(sql`(select 1) as seating_load`);
  return {
    taken: row?.taken ?? 0,
    blocked: row?.blocked ?? false,
    seatingId: row?.seatingId ?? null,
    usualCapacity: row?.usualCapacity ?? 0,
    specialNight: row?.specialNight ?? false,
    earlier: row?.earlier ?? undefined,
  };
}

/**
 * Serialises every booking change of one date+seating across transactions and processes: the
 * lock is held until the surrounding transaction ends.
 */
export async function lockSeating(tx: Db, date: string, slot: string): Promise<void> {
  // Shared: any number of nights book at once; a change of the seating itself (its seats on
  // every night, its times) takes it exclusively and so waits for them, and they for it.
  // Then the night's own lock. One statement, the order still fixed: the outer lock is taken for
  // the row the inner select yields, so only once the seating's is held (a select whose list
  // calls a volatile function is never merged into the one around it).
  await tx.execute(
    sql`select pg_advisory_xact_lock(727002, hashtext(${`${date}|${slot}`})) from (select pg_advisory_xact_lock_shared(727003, hashtext(${slot}))) as seating_lock`,
  );
}

export type SeatingOnDate = TimeSlotRow & { taken: number; blocked: boolean };

/**
 * Every seating with the seats taken (held ones too) and whether it is blocked on a date, in
 * one round trip.
 */
export async function seatingsOn(db: Db, date: string): Promise<SeatingOnDate[]> {
  const held = heldSeatsOn(db, date);
  const rows = await db
    .select({
      ...getTableColumns(timeSlots),
      taken: sql<number>`(coalesce(sum(${reservations.guests}), 0) + coalesce(max(${held.held}), 0))::int`,
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
    .leftJoin(held, eq(held.slot, timeSlots.slot))
    .groupBy(timeSlots.id)
    .orderBy(asc(timeSlots.order), asc(timeSlots.id));
  return seatingsOnNight(db, rows, date);
}

/**
 * Seats taken (held ones too) per 'date|seating', the blocked 'date|seating' pairs, and each
 * seating's capacity per night, between two dates (inclusive).
 */
export async function loadBetween(
  db: Db,
  from: string,
  to: string,
): Promise<{
  taken: Map<string, number>;
  blocked: Set<string>;
  capacityOf: (date: string, seating: TimeSlotRow) => number;
}> {
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
  const heldRows = await db
    .select({
      date: waitlistEntries.date,
      slot: waitlistEntries.timeSlot,
      held: sql<number>`sum(${waitlistEntries.guests})::int`,
    })
    .from(waitlistEntries)
    .where(
      and(
        between(waitlistEntries.date, from, to),
        eq(waitlistEntries.status, HOLDING_WAITLIST_STATUS),
      ),
    )
    .groupBy(waitlistEntries.date, waitlistEntries.timeSlot);
  const taken = new Map(takenRows.map((r) => [`${r.date}|${r.slot}`, r.taken]));
  for (const r of heldRows) {
    const key = `${r.date}|${r.slot}`;
    taken.set(key, (taken.get(key) ?? 0) + r.held);
  }
  const blockedRows = await db
    .select({ date: blockedSlots.date, slot: blockedSlots.timeSlot })
    .from(blockedSlots)
    .where(between(blockedSlots.date, from, to));
  return {
    taken,
    blocked: new Set(blockedRows.map((r) => `${r.date}|${r.slot}`)),
    capacityOf: await capacitiesBetween(db, from, to),
  };
}
