import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { bookingRefunds, type BookingRefundRow } from '@shared/schema/booking-refunds';
import { reservations, type ReservationRow } from '@shared/schema/reservations';
import type { Db } from '../../db/connection';

type ReservationUpdate = Partial<Omit<typeof reservations.$inferInsert, 'id' | 'createdAt'>>;

/** The booking, locked until the transaction ends: payment news and refunds queue behind it. */
export async function lockBooking(tx: Db, id: number): Promise<ReservationRow | undefined> {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  return row;
}

export async function lockBookingByGatewayOrderId(
  tx: Db,
  gatewayOrderId: string,
): Promise<ReservationRow | undefined> {
  const [row] = await tx
    .select()
    .from(reservations)
    .where(eq(reservations.razorpayOrderId, gatewayOrderId))
    .for('update');
  return row;
}

export async function lockBookingByPaymentId(
  tx: Db,
  paymentId: string,
): Promise<ReservationRow | undefined> {
  const [row] = await tx
    .select()
    .from(reservations)
    .where(eq(reservations.paymentId, paymentId))
    .for('update');
  return row;
}

/** The booking a payment link was opened for (the link's news names the link, not an order). */
export async function lockBookingByPaymentLinkId(
  tx: Db,
  paymentLinkId: string,
): Promise<ReservationRow | undefined> {
  const [row] = await tx
    .select()
    .from(reservations)
    .where(eq(reservations.paymentLinkId, paymentLinkId))
    .for('update');
  return row;
}

export async function findBooking(db: Db, id: number): Promise<ReservationRow | undefined> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return row;
}

export async function updateBooking(
  tx: Db,
  id: number,
  fields: ReservationUpdate,
): Promise<ReservationRow> {
  const [row] = await tx
    .update(reservations)
    .set(fields)
    .where(eq(reservations.id, id))
    .returning();
  return row!;
}

/** Removes a booking that never reached the gateway: its seats were never paid for. */
export async function deleteUnpaidBooking(db: Db, id: number): Promise<void> {
  await db
    .delete(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.paymentStatus, 'pending')));
}

export async function insertRefund(
  tx: Db,
  refund: typeof bookingRefunds.$inferInsert,
): Promise<BookingRefundRow> {
  const [row] = await tx.insert(bookingRefunds).values(refund).returning();
  return row!;
}

export function refundsOf(db: Db, reservationId: number): Promise<BookingRefundRow[]> {
  return db
    .select()
    .from(bookingRefunds)
    .where(eq(bookingRefunds.reservationId, reservationId))
    .orderBy(asc(bookingRefunds.id));
}

/**
 * Claims the booking's oldest refund still to be asked of the gateway, for `leaseMs`: no other
 * process takes it meanwhile. Undefined when none is waiting or another process holds it.
 */
export async function claimNextRefund(
  db: Db,
  reservationId: number,
  leaseMs: number,
): Promise<BookingRefundRow | undefined> {
  const [next] = await db
    .select({ id: bookingRefunds.id })
    .from(bookingRefunds)
    .where(
      and(eq(bookingRefunds.reservationId, reservationId), eq(bookingRefunds.status, 'requested')),
    )
    .orderBy(asc(bookingRefunds.id))
    .limit(1);
  if (!next) return undefined;
  const [claimed] = await db
    .update(bookingRefunds)
    .set({ claimedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(
      and(
        eq(bookingRefunds.id, next.id),
        eq(bookingRefunds.status, 'requested'),
        or(isNull(bookingRefunds.claimedUntil), lt(bookingRefunds.claimedUntil, sql`now()`)),
      ),
    )
    .returning();
  return claimed;
}

/** Whether any refund of the booking still waits for the gateway. */
export async function hasWaitingRefund(db: Db, reservationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bookingRefunds.id })
    .from(bookingRefunds)
    .where(
      and(eq(bookingRefunds.reservationId, reservationId), eq(bookingRefunds.status, 'requested')),
    )
    .limit(1);
  return row !== undefined;
}

/** The gateway refunds already recorded against the booking's refunds. */
export async function recordedGatewayRefunds(db: Db, reservationId: number): Promise<Set<string>> {
  const rows = await db
    .select({ id: bookingRefunds.gatewayRefundId })
    .from(bookingRefunds)
    .where(
      and(
        eq(bookingRefunds.reservationId, reservationId),
        isNotNull(bookingRefunds.gatewayRefundId),
      ),
    );
  return new Set(rows.map((r) => r.id!));
}

export async function lockRefund(tx: Db, id: number): Promise<BookingRefundRow | undefined> {
  const [row] = await tx
    .select()
    .from(bookingRefunds)
    .where(eq(bookingRefunds.id, id))
    .for('update');
  return row;
}

export async function lockRefundByGatewayId(
  tx: Db,
  gatewayRefundId: string,
): Promise<BookingRefundRow | undefined> {
  const [row] = await tx
    .select()
    .from(bookingRefunds)
    .where(eq(bookingRefunds.gatewayRefundId, gatewayRefundId))
    .for('update');
  return row;
}

export async function updateRefund(
  tx: Db,
  id: number,
  fields: Partial<
    Pick<BookingRefundRow, 'status' | 'gatewayRefundId' | 'processedAt' | 'claimedUntil'>
  >,
): Promise<BookingRefundRow> {
  const [row] = await tx
    .update(bookingRefunds)
    .set(fields)
    .where(eq(bookingRefunds.id, id))
    .returning();
  return row!;
}

export async function releaseClaim(db: Db, id: number): Promise<void> {
  await db.update(bookingRefunds).set({ claimedUntil: null }).where(eq(bookingRefunds.id, id));
}
