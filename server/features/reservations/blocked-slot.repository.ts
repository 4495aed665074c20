import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { blockedSlots, type BlockedSlotRow } from '@shared/schema/blocked-slots';
import { reservations, type ReservationRow } from '@shared/schema/reservations';
import type { Db } from '../../db/connection';

export function listBlockedSlots(db: Db): Promise<BlockedSlotRow[]> {
  return db.select().from(blockedSlots).orderBy(asc(blockedSlots.date), asc(blockedSlots.timeSlot));
}

export async function insertBlockedSlot(
  db: Db,
  row: { date: string; timeSlot: string; reason: string },
): Promise<BlockedSlotRow> {
  const [created] = await db.insert(blockedSlots).values(row).returning();
  return created!;
}

export async function findBlockedSlot(db: Db, id: number): Promise<BlockedSlotRow | undefined> {
  const [row] = await db.select().from(blockedSlots).where(eq(blockedSlots.id, id)).limit(1);
  return row;
}

export async function deleteBlockedSlot(db: Db, id: number): Promise<BlockedSlotRow | undefined> {
  const [removed] = await db.delete(blockedSlots).where(eq(blockedSlots.id, id)).returning();
  return removed;
}

/** Blocks for these nights and seatings; pairs already blocked are left as they are. */
export function insertBlockedSlots(
  db: Db,
  rows: { date: string; timeSlot: string; reason: string }[],
): Promise<BlockedSlotRow[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return db.insert(blockedSlots).values(rows).onConflictDoNothing().returning();
}

/** Confirmed bookings on these nights (inclusive) in these seatings, by night and seating. */
export function confirmedBookingsIn(
  db: Db,
  from: string,
  to: string,
  slots: string[],
): Promise<ReservationRow[]> {
  if (slots.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(reservations)
    .where(
      and(
        between(reservations.date, from, to),
        inArray(reservations.timeSlot, slots),
        eq(reservations.status, 'confirmed'),
      ),
    )
    .orderBy(asc(reservations.date), asc(reservations.timeSlot), asc(reservations.id));
}
