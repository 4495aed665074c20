import { and, desc, asc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import { SEAT_HOLDING_STATUSES, type ReservationStatus } from '@shared/domain/statuses';
import { reservations, type ReservationRow } from '@shared/schema/reservations';
import type { Db } from '../../db/connection';

export function listReservations(db: Db): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservations)
    .orderBy(desc(reservations.date), asc(reservations.timeSlot), asc(reservations.id));
}

export async function findReservation(db: Db, id: number): Promise<ReservationRow | undefined> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return row;
}

export async function findByIdempotencyKey(
  db: Db,
  key: string,
): Promise<ReservationRow | undefined> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(eq(reservations.idempotencyKey, key))
    .limit(1);
  return row;
}

/** The booking an idempotency key made: enough to answer its retry. */
export type EarlierBooking = {
  id: number;
  status: ReservationStatus;
  idempotencyFingerprint: string | null;
};

/** The booking an idempotency key made, as a scalar subquery read beside other facts. */
export const bookingByKeySql = (key: string | Placeholder | undefined) =>
  key === undefined
    ? sql<null>`null`
    : sql<EarlierBooking | null>`(select json_build_object('id', ${reservations.id}, 'status', ${reservations.status}, 'idempotencyFingerprint', ${reservations.idempotencyFingerprint}) from ${reservations} where ${reservations.idempotencyKey} = ${key} limit 1)`;

export async function findByManageTokenHash(
  db: Db,
  hash: string,
): Promise<ReservationRow | undefined> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(eq(reservations.manageTokenHash, hash))
    .limit(1);
  return row;
}

export async function insertReservation(
  db: Db,
  row: typeof reservations.$inferInsert,
): Promise<ReservationRow> {
  const [created] = await db.insert(reservations).values(row).returning();
  return created!;
}

/** Changes status only if it is still `from`, so two racing updates cannot both apply. */
export async function updateReservationStatus(
  db: Db,
  id: number,
  from: ReservationRow['status'],
  changes: Pick<ReservationRow, 'status' | 'cancelledBy'>,
): Promise<ReservationRow | undefined> {
  const [row] = await db
    .update(reservations)
    .set({ ...changes, statusChangedAt: sql`now()` })
    .where(and(eq(reservations.id, id), eq(reservations.status, from)))
    .returning();
  return row;
}

export type BookingDetails = Pick<
  ReservationRow,
  | 'name'
  | 'email'
  | 'phone'
  | 'date'
  | 'timeSlot'
  | 'guests'
  | 'vegCount'
  | 'nonVegCount'
  | 'specialRequests'
  | 'totalAmount'
  | 'dietaryNeeds'
  | 'occasion'
  | 'occasionNote'
  | 'guestId'
>;

/** Changes a booking's details only while it is still confirmed (a racing cancel wins). */
export async function updateConfirmedReservation(
  db: Db,
  id: number,
  changes: Partial<BookingDetails>,
): Promise<ReservationRow | undefined> {
  const [row] = await db
    .update(reservations)
    .set(changes)
    .where(and(eq(reservations.id, id), eq(reservations.status, 'confirmed')))
    .returning();
  return row;
}

/**
 * The booking's next calendar SEQUENCE, counted up in the change's transaction (the row is
 * locked by then), so two changes never send the same number.
 */
export async function nextCalendarSequence(db: Db, id: number): Promise<number> {
  const [row] = await db
    .update(reservations)
    .set({ calendarSequence: sql`${reservations.calendarSequence} + 1` })
    .where(eq(reservations.id, id))
    .returning({ sequence: reservations.calendarSequence });
  return row?.sequence ?? 0;
}

/** The night's parties that hold seats (confirmed, and completed ones still in the room). */
export function partiesHoldingSeatsOn(db: Db, date: string): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservations)
    .where(
      and(eq(reservations.date, date), inArray(reservations.status, [...SEAT_HOLDING_STATUSES])),
    )
    .orderBy(asc(reservations.timeSlot), asc(reservations.name), asc(reservations.id));
}

/** The booking, its row locked until the transaction ends (a job works on it alone). */
export async function lockReservation(tx: Db, id: number): Promise<ReservationRow | undefined> {
  const [row] = await tx
    .select()
    .from(reservations)
    .where(eq(reservations.id, id))
    .limit(1)
    .for('update');
  return row;
}

/** Sets fields of a booking that no status or seat rule governs (attendance, reminders). */
export async function updateReservationFacts(
  tx: Db,
  id: number,
  changes: Partial<
    Pick<
      ReservationRow,
      'attendance' | 'attendanceMarkedAt' | 'attendanceConfirmedAt' | 'reminderSentAt' | 'guestId'
    >
  >,
): Promise<ReservationRow | undefined> {
  const [row] = await tx
    .update(reservations)
    .set(changes)
    .where(eq(reservations.id, id))
    .returning();
  return row;
}
