import type { CorporateOrderRow } from '@shared/schema/corporate-orders';
import type { Db } from '../../db/connection';
import { systemActor } from '../../lib/actor';
import { refundExtraPayment } from '../../payments/extra-payments';
import { recordAudit } from '../audit/audit-trail';
import { orderJobRef } from './payment-jobs';

/**
 * A further payment captured for an order already paid (the buyer paid the order again from a
 * second tab): recorded apart and refunded in full, once, whichever of the webhook, the verify
 * call or reconciliation reports it first. It is not the order's money, so it gets no invoice
 * and its refund no credit note: the invoice covers the first payment alone and stays whole.
 */
export async function refundSecondCaptureOfOrder(
  tx: Db,
  order: CorporateOrderRow,
  paymentId: string,
): Promise<void> {
  if (!order.paymentId || order.paymentId === paymentId) return;
  const recorded = await refundExtraPayment(tx, {
    paymentId,
    // A link's payment belongs to an order the gateway opened for the link, not to ours.
    gatewayOrderId: order.paymentLinkId ? null : order.razorpayOrderId,
    amount: order.totalAmount ?? 0,
    ref: orderJobRef(order.id),
  });
  if (!recorded) return;
  await recordAudit(tx, systemActor('payments'), {
    area: 'corporate-orders',
    action: 'second payment refunded',
    entityId: order.id,
    after: { amount: recorded.amount, paymentId, reason: recorded.reason },
  });
}
