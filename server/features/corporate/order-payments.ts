import { PAID_PAYMENT_STATUS, paymentMayMove } from '@shared/domain/statuses';
import type { CorporateOrderRow } from '@shared/schema/corporate-orders';
import type { TaxDocumentRow } from '@shared/schema/tax-documents';
import type { Db } from '../../db/connection';
import { enqueueJob } from '../../jobs/enqueue-job';
import { systemActor } from '../../lib/actor';
import { mailJob } from '../../mail/mail-job';
import type { PaymentOutcome } from '../../metrics/app-metrics';
import type { Payable } from '../../payments/payable';
import type { PaymentNews } from '../../payments/webhook-event';
import { recordAudit } from '../audit/audit-trail';
import {
  documentAttachment,
  issueCreditNote,
  issueInvoice,
} from '../invoices/tax-document.service';
import { getContactSettings } from '../site-settings/site-settings.service';
import {
  lockOrderByGatewayOrderId,
  lockOrderByPaymentId,
  lockOrderByPaymentLinkId,
  updateOrder,
} from './corporate-order.repository';
import { latePaymentMail } from './link-order-mail';
import type { OrderContext } from './order-context';
import { newOrderNoticeMail, orderConfirmationMail } from './order-mail';
import { orderJobRef as refName, paymentRefundJob } from './payment-jobs';
import { linkPayableUntil, paidAfterLinkDeadline } from './payment-link-terms';
import { refundSecondCaptureOfOrder } from './second-capture';

/**
 * How an order's payment moves, under the order's row lock, whichever of the buyer's browser,
 * the gateway's webhook or a reconciliation brings the news first; and the orders' side of the
 * payments' Payable port.
 */
export function orderPayments(ctx: OrderContext) {
  const { clock, logger, publicUrl } = ctx.deps;
  const { pageOf, issuing } = ctx;

  /**
   * Queues the buyer's confirmation (with the tax invoice, when one was issued) and the
   * restaurant's notice of a freshly paid order.
   */
  async function announcePaid(tx: Db, order: CorporateOrderRow): Promise<void> {
    const ref = refName(order.id);
    const invoice = await issueInvoice(tx, order, issuing());
    const attached = invoice
      ? { number: invoice.number, attachment: await documentAttachment(invoice) }
      : undefined;
    await enqueueJob(tx, mailJob, orderConfirmationMail(order, pageOf(order), attached), { ref });
    const restaurant = (await getContactSettings(tx)).email;
    if (restaurant) {
      const notice = newOrderNoticeMail(order, restaurant, `${publicUrl}/staff/orders`);
      await enqueueJob(tx, mailJob, notice, { ref });
    }
  }

  /** Asks for a full refund of a paid order, once: the refund job does the asking. */
  async function requestRefund(tx: Db, order: CorporateOrderRow): Promise<CorporateOrderRow> {
    // Under the order's lock: a refund already asked for is never asked for again.
    if (order.refundStatus !== null) return order;
    const updated = await updateOrder(tx, order.id, {
      refundStatus: 'requested',
      refundAmount: order.totalAmount,
    });
    await enqueueJob(tx, paymentRefundJob, { orderId: order.id }, { ref: refName(order.id) });
    return updated;
  }

  /**
   * Money paid by link after the link's time was up: too late to cook for the delivery. Like a
   * payment for a rejected order, it is invoiced (money was received) and refunded in full, and
   * the order is cancelled; the buyer and their accounts team are told why at once.
   */
  async function refuseLatePayment(tx: Db, paid: CorporateOrderRow): Promise<CorporateOrderRow> {
    logger.warn({ ref: refName(paid.id) }, 'payment by link came after its deadline; refunding it');
    await issueInvoice(tx, paid, issuing());
    const cancelled = await updateOrder(tx, paid.id, { status: 'cancelled' });
    await recordAudit(tx, systemActor('payments'), {
      area: 'corporate-orders',
      action: 'status',
      entityId: paid.id,
      before: { status: paid.status },
      after: { status: 'cancelled', reason: 'late_payment' },
    });
    const refunding = await requestRefund(tx, cancelled);
    const payableUntil = linkPayableUntil(paid, clock.timeZone) ?? clock.now();
    const mail = latePaymentMail(refunding, payableUntil, clock.timeZone, pageOf(refunding));
    await enqueueJob(tx, mailJob, mail, { ref: refName(paid.id) });
    return refunding;
  }

  /**
   * Applies 'this payment captured' to a locked order. Only a move forward counts; a paid order
   * stays paid with its first payment, and a second capture is refunded apart. Money arriving
   * for an order staff already rejected, or paid by link after the link's time (`paidAt`, the
   * gateway's time when it says, else now), is refunded at once.
   */
  async function markPaid(
    tx: Db,
    order: CorporateOrderRow,
    paymentId: string,
    moves: PaymentOutcome[],
    paidAt: Date = clock.now(),
  ): Promise<CorporateOrderRow> {
    if (!paymentMayMove(order.paymentStatus, PAID_PAYMENT_STATUS)) {
      await refundSecondCaptureOfOrder(tx, order, paymentId);
      return order;
    }
    let paid = await updateOrder(tx, order.id, {
      paymentStatus: PAID_PAYMENT_STATUS,
      paymentId,
      paidAt,
      ...(order.paymentLinkId ? { paymentLinkStatus: 'paid' as const } : {}),
    });
    moves.push('verified');
    if (paid.status === 'cancelled') {
      logger.warn({ ref: refName(order.id) }, 'payment arrived for a rejected order; refunding it');
      // Money was received, so it is invoiced; the refund's credit note reverses the invoice.
      await issueInvoice(tx, paid, issuing());
      paid = await requestRefund(tx, paid);
    } else if (paidAfterLinkDeadline(order, paidAt, clock.timeZone)) {
      paid = await refuseLatePayment(tx, paid);
    } else {
      await announcePaid(tx, paid);
    }
    return paid;
  }

  async function markFailed(
    tx: Db,
    order: CorporateOrderRow,
    moves: PaymentOutcome[],
  ): Promise<CorporateOrderRow> {
    if (!paymentMayMove(order.paymentStatus, 'failed')) return order;
    moves.push('failed');
    return updateOrder(tx, order.id, { paymentStatus: 'failed' });
  }

  /**
   * Records a processed refund on a locked order: refunded, with the credit note that reverses
   * its invoice (when it has one).
   */
  async function markRefunded(
    tx: Db,
    order: CorporateOrderRow,
    refundId: string,
    moves: PaymentOutcome[],
  ): Promise<{ order: CorporateOrderRow; creditNote: TaxDocumentRow | undefined }> {
    const refunded = paymentMayMove(order.paymentStatus, 'refunded');
    if (refunded) moves.push('refunded');
    const updated = await updateOrder(tx, order.id, {
      refundId,
      refundStatus: 'processed',
      paymentStatus: refunded ? 'refunded' : order.paymentStatus,
    });
    return { order: updated, creditNote: await issueCreditNote(tx, updated, issuing()) };
  }

  /** Marks an unpaid order's payment link expired: it can no longer be paid. */
  async function markLinkExpired(tx: Db, order: CorporateOrderRow): Promise<CorporateOrderRow> {
    if (order.paymentStatus === PAID_PAYMENT_STATUS || order.paymentLinkStatus !== 'created') {
      return order;
    }
    return updateOrder(tx, order.id, { paymentLinkStatus: 'expired' });
  }

  /** Corporate orders as the payments' webhook sees them. */
  const payable: Payable<CorporateOrderRow> = {
    async findByGatewayOrder(tx: Db, news: PaymentNews) {
      if (news.paymentLinkId) return lockOrderByPaymentLinkId(tx, news.paymentLinkId);
      if (news.gatewayOrderId) return lockOrderByGatewayOrderId(tx, news.gatewayOrderId);
      if (news.paymentId) return lockOrderByPaymentId(tx, news.paymentId);
      return undefined;
    },
    async markPaid(tx, order, { paymentId, paidAt }, moves) {
      await markPaid(tx, order, paymentId, moves, paidAt);
    },
    async markFailed(tx, order, moves) {
      await markFailed(tx, order, moves);
    },
    async refundSettled(tx, order, { refundId, paymentId }, moves) {
      // Only a refund of the order's own payment refunds the order (not a second capture's).
      const ofOrder = paymentId === null || paymentId === order.paymentId;
      if (ofOrder && (order.refundId === null || order.refundId === refundId)) {
        await markRefunded(tx, order, refundId, moves);
      }
    },
    async linkExpired(tx, order) {
      await markLinkExpired(tx, order);
    },
  };

  return { markPaid, markFailed, markRefunded, markLinkExpired, requestRefund, payable };
}

export type OrderPayments = ReturnType<typeof orderPayments>;
