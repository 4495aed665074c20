import type { CorporateOrderRow } from '@shared/schema/corporate-orders';
import type { Db } from '../../db/connection';
import { formatPaise } from '@shared/money';
import { enqueueJob } from '../../jobs/enqueue-job';
import { systemActor } from '../../lib/actor';
import { simpleMail } from '../../mail/mail-layout';
import { mailJob } from '../../mail/mail-job';
import type { MailMessage } from '../../mail/mailer';
import { refundExtraPayment } from '../../payments/extra-payments';
import { recordAudit } from '../audit/audit-trail';
import { accountsCopy, copiedNote, orderNumber, yourOrder } from './order-mail';
import { orderJobRef } from './payment-jobs';

/** The buyer's note that a second payment came in and is going back: told when it is recorded. */
export function secondPaymentMail(
  order: CorporateOrderRow,
  payment: { id: string; amount: number },
): MailMessage {
  return simpleMail({
    to: order.email,
    cc: accountsCopy(order),
    subject: `A second payment for ${yourOrder(order)} is being refunded`,
    greeting: `Dear ${order.contactPerson},`,
    paragraphs: [
      `We received a second payment of ${formatPaise(payment.amount)} for order ${orderNumber(order)}, which was already paid. We have asked for it to be refunded in full; banks usually show a refund within 5 to 7 working days.`,
      'Your order and its invoice stay as they are: they cover the first payment only.',
    ],
    closing: [...copiedNote(order), `Payment reference: ${payment.id}`],
  });
}

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
  const mail = secondPaymentMail(order, { id: paymentId, amount: recorded.amount });
  await enqueueJob(tx, mailJob, mail, { ref: orderJobRef(order.id) });
}
