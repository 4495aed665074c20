import { and, desc, eq, isNull } from 'drizzle-orm';
import { bookingTopUps, type BookingTopUpRow } from '@shared/schema/booking-top-ups';
import type { TopUpStatus } from '@shared/domain/booking-payments';
import type { Db } from '../../db/connection';

export async function insertTopUp(
  tx: Db,
  topUp: typeof bookingTopUps.$inferInsert,
): Promise<BookingTopUpRow> {
  const [row] = await tx.insert(bookingTopUps).values(topUp).returning();
  return row!;
}

export async function findTopUp(db: Db, id: number): Promise<BookingTopUpRow | undefined> {
  const [row] = await db.select().from(bookingTopUps).where(eq(bookingTopUps.id, id));
  return row;
}

/** Locked until the transaction ends; take the booking's lock first (the order every path keeps). */
export async function lockTopUp(tx: Db, id: number): Promise<BookingTopUpRow | undefined> {
  const [row] = await tx.select().from(bookingTopUps).where(eq(bookingTopUps.id, id)).for('update');
  return row;
}

export async function findTopUpByGatewayOrderId(
  db: Db,
  gatewayOrderId: string,
): Promise<BookingTopUpRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingTopUps)
    .where(eq(bookingTopUps.gatewayOrderId, gatewayOrderId));
  return row;
}

export async function findTopUpByPaymentId(
  db: Db,
  paymentId: string,
): Promise<BookingTopUpRow | undefined> {
  const [row] = await db.select().from(bookingTopUps).where(eq(bookingTopUps.paymentId, paymentId));
  return row;
}

/** The booking's change waiting for its money, if any (at most one: a partial unique index). */
export async function findPendingTopUp(
  db: Db,
  reservationId: number,
): Promise<BookingTopUpRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingTopUps)
    .where(
      and(eq(bookingTopUps.reservationId, reservationId), eq(bookingTopUps.status, 'pending')),
    );
  return row;
}

/** The top-ups the booking was paid, newest first: a refund gives back the latest money first. */
export function paidTopUpsOf(db: Db, reservationId: number): Promise<BookingTopUpRow[]> {
  return db
    .select()
    .from(bookingTopUps)
    .where(
      and(eq(bookingTopUps.reservationId, reservationId), eq(bookingTopUps.status, 'completed')),
    )
    .orderBy(desc(bookingTopUps.id));
}

export async function updateTopUp(
  tx: Db,
  id: number,
  fields: Partial<Pick<BookingTopUpRow, 'status' | 'paymentId' | 'paidAt'>>,
): Promise<BookingTopUpRow> {
  const [row] = await tx
    .update(bookingTopUps)
    .set(fields)
    .where(eq(bookingTopUps.id, id))
    .returning();
  return row!;
}

/**
 * Records the gateway order of a top-up that has none yet; undefined when another request got
 * there first (its order is the one the diner pays, the other is never shown).
 */
export async function setTopUpOrder(
  db: Db,
  id: number,
  gatewayOrderId: string,
): Promise<BookingTopUpRow | undefined> {
  const [row] = await db
    .update(bookingTopUps)
    .set({ gatewayOrderId })
    .where(and(eq(bookingTopUps.id, id), isNull(bookingTopUps.gatewayOrderId)))
    .returning();
  return row;
}

/** Money for it may still arrive: waiting, or lapsed (a late payment is then refunded). */
export const awaitsMoney = (row: BookingTopUpRow) =>
  (['pending', 'lapsed'] satisfies TopUpStatus[] as TopUpStatus[]).includes(row.status);
