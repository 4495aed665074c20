import { and, asc, eq } from 'drizzle-orm';
import { CURRENCY } from '@shared/constants';
import {
  sandboxOrders,
  sandboxPaymentLinks,
  sandboxPayments,
  sandboxRefunds,
} from '@shared/schema/sandbox-payments';
import type { Db } from '../db/connection';
import type {
  GatewayOrder,
  GatewayPayment,
  GatewayPaymentStatus,
  GatewayRefund,
  GatewayRefundStatus,
} from './payment-gateway';

// Rows are written here alone, with the gateway's own status types: reading them back as those
// types is safe.

export async function insertSandboxOrder(db: Db, order: GatewayOrder): Promise<void> {
  await db.insert(sandboxOrders).values({
    gatewayOrderId: order.id,
    amount: order.amount,
    currency: order.currency,
    receipt: order.receipt,
  });
}

export async function findSandboxOrder(
  db: Db,
  gatewayOrderId: string,
): Promise<GatewayOrder | undefined> {
  const [row] = await db
    .select()
    .from(sandboxOrders)
    .where(eq(sandboxOrders.gatewayOrderId, gatewayOrderId));
  return row
    ? { id: row.gatewayOrderId, amount: row.amount, currency: row.currency, receipt: row.receipt }
    : undefined;
}

export async function insertSandboxPayment(db: Db, payment: GatewayPayment): Promise<void> {
  await db.insert(sandboxPayments).values({
    paymentId: payment.id,
    gatewayOrderId: payment.orderId,
    status: payment.status,
    amount: payment.amount,
  });
}

/** The order's payments, oldest first. */
export async function listSandboxPayments(
  db: Db,
  gatewayOrderId: string,
): Promise<GatewayPayment[]> {
  const rows = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.gatewayOrderId, gatewayOrderId))
    .orderBy(asc(sandboxPayments.id));
  return rows.map((row) => ({
    id: row.paymentId,
    orderId: row.gatewayOrderId,
    status: row.status as GatewayPaymentStatus,
    amount: row.amount,
  }));
}

/** Records the refund and marks its payment refunded, together. */
export async function insertSandboxRefund(db: Db, refund: GatewayRefund): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(sandboxRefunds).values({
      refundId: refund.id,
      paymentId: refund.paymentId,
      amount: refund.amount,
      status: refund.status,
    });
    await tx
      .update(sandboxPayments)
      .set({ status: 'refunded' satisfies GatewayPaymentStatus })
      .where(eq(sandboxPayments.paymentId, refund.paymentId));
  });
}

/** The payment's refunds, oldest first. */
export async function listSandboxRefunds(db: Db, paymentId: string): Promise<GatewayRefund[]> {
  const rows = await db
    .select()
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.paymentId, paymentId))
    .orderBy(asc(sandboxRefunds.id));
  return rows.map((row) => ({
    id: row.refundId,
    paymentId: row.paymentId,
    amount: row.amount,
    status: row.status as GatewayRefundStatus,
  }));
}

export type SandboxPaymentLinkRow = typeof sandboxPaymentLinks.$inferSelect;

export async function insertSandboxPaymentLink(
  db: Db,
  link: Omit<typeof sandboxPaymentLinks.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await db.insert(sandboxPaymentLinks).values(link);
}

export async function findSandboxPaymentLink(
  db: Db,
  linkId: string,
): Promise<SandboxPaymentLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxPaymentLinks)
    .where(eq(sandboxPaymentLinks.linkId, linkId));
  return row;
}

/**
 * Pays an unpaid link: the order the gateway opens for a link's payment, its captured payment and
 * the link marked paid, together. Undefined when the link was paid meanwhile (a double click).
 */
export async function paySandboxPaymentLink(
  db: Db,
  link: SandboxPaymentLinkRow,
  ids: { orderId: string; paymentId: string },
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(sandboxPaymentLinks)
      .set({ status: 'paid', paymentId: ids.paymentId })
      .where(
        and(eq(sandboxPaymentLinks.linkId, link.linkId), eq(sandboxPaymentLinks.status, 'created')),
      )
      .returning({ id: sandboxPaymentLinks.id });
    if (!claimed) return undefined;
    await tx.insert(sandboxOrders).values({
      gatewayOrderId: ids.orderId,
      amount: link.amount,
      currency: CURRENCY,
      receipt: link.referenceId,
    });
    await tx.insert(sandboxPayments).values({
      paymentId: ids.paymentId,
      gatewayOrderId: ids.orderId,
      status: 'captured' satisfies GatewayPaymentStatus,
      amount: link.amount,
    });
    return ids.paymentId;
  });
}

/** When the sandbox took a payment (a link's, for judging whether it came in time). */
export async function sandboxPaymentTime(db: Db, paymentId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: sandboxPayments.createdAt })
    .from(sandboxPayments)
    .where(eq(sandboxPayments.paymentId, paymentId));
  return row?.at;
}
