import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { extraPayments, type ExtraPaymentRow } from '@shared/schema/extra-payments';
import type { Db } from '../db/connection';

/** Records a payment once; undefined when its payment id was recorded before. */
export async function insertExtraPayment(
  tx: Db,
  row: Pick<ExtraPaymentRow, 'paymentId' | 'gatewayOrderId' | 'amount' | 'ref' | 'reason'>,
): Promise<ExtraPaymentRow | undefined> {
  const [inserted] = await tx
    .insert(extraPayments)
    .values(row)
    .onConflictDoNothing({ target: extraPayments.paymentId })
    .returning();
  return inserted;
}

export async function extraPaymentsOf(db: Db, ref: string): Promise<ExtraPaymentRow[]> {
  return db.select().from(extraPayments).where(eq(extraPayments.ref, ref));
}

/** Takes a waiting refund for `leaseMs` unless another run holds it; undefined otherwise. */
export async function claimExtraPayment(
  db: Db,
  id: number,
  leaseMs: number,
): Promise<ExtraPaymentRow | undefined> {
  const [claimed] = await db
    .update(extraPayments)
    .set({ claimedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(
      and(
        eq(extraPayments.id, id),
        eq(extraPayments.status, 'requested'),
        or(isNull(extraPayments.claimedUntil), lt(extraPayments.claimedUntil, sql`now()`)),
      ),
    )
    .returning();
  return claimed;
}

/** Records what the gateway answered, if the refund still waits; the claim ends. */
export async function settleExtraPayment(
  db: Db,
  id: number,
  values: Pick<ExtraPaymentRow, 'status' | 'gatewayRefundId' | 'amount' | 'processedAt'>,
): Promise<void> {
  await db
    .update(extraPayments)
    .set({ ...values, claimedUntil: null })
    .where(and(eq(extraPayments.id, id), eq(extraPayments.status, 'requested')));
}

/** The refund webhook's news of an extra payment's refund; undefined when it is not one. */
export async function refundProcessed(
  tx: Db,
  gatewayRefundId: string,
  at: Date,
): Promise<ExtraPaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(extraPayments)
    .where(eq(extraPayments.gatewayRefundId, gatewayRefundId))
    .for('update');
  if (row?.status !== 'requested') return row;
  const [updated] = await tx
    .update(extraPayments)
    .set({ status: 'processed', processedAt: at, claimedUntil: null })
    .where(eq(extraPayments.id, row.id))
    .returning();
  return updated;
}

export async function findExtraPayment(db: Db, id: number): Promise<ExtraPaymentRow | undefined> {
  const [row] = await db.select().from(extraPayments).where(eq(extraPayments.id, id));
  return row;
}

/** Lets the refund go for the next run (the gateway was unreachable, or nothing to refund yet). */
export async function releaseExtraPayment(db: Db, id: number): Promise<void> {
  await db.update(extraPayments).set({ claimedUntil: null }).where(eq(extraPayments.id, id));
}
