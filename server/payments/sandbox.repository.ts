import { asc, eq } from 'drizzle-orm';
import { sandboxOrders, sandboxPayments, sandboxRefunds } from '@shared/schema/sandbox-payments';
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
