import type {
  CorporateOrderDto,
  VerifiedPaymentDto,
  VerifyPaymentInput,
} from '@shared/contracts/corporate-order';
import { NEW_CORPORATE_PAYMENT_STATUS, PAID_PAYMENT_STATUS } from '@shared/domain/statuses';
import type { CorporateOrderRow } from '@shared/schema/corporate-orders';
import { enqueueJob } from '../../jobs/enqueue-job';
import type { StaffActor, SystemActor } from '../../lib/actor';
import { AppError, notFound } from '../../lib/app-error';
import { mailJob } from '../../mail/mail-job';
import { ourRefundStatus, type PaymentGateway } from '../../payments/payment-gateway';
import { reconcileDelayMs } from '../../payments/reconcile-schedule';
import { isCheckoutPaymentGenuine, isLinkPaymentGenuine } from '../../payments/verify-payment';
import { documentAttachment } from '../invoices/tax-document.service';
import { findOrder, lockOrder, updateOrder } from './corporate-order.repository';
import type { OrderContext } from './order-context';
import { refundIssuedMail } from './order-mail';
import type { OrderPayments } from './order-payments';
import { orderJobRef as refName } from './payment-jobs';
import { paidAfterLinkDeadline } from './payment-link-terms';

const VERIFY_FAILED = 'Payment verification failed';

/** Whether the payment details a browser sent are the gateway's for this locked order. */
function paymentIsGenuine(
  payments: PaymentGateway,
  order: CorporateOrderRow,
  input: VerifyPaymentInput,
): boolean {
  if (input.razorpay_payment_link_id !== undefined) {
    // The link's reference is our order id.
    const stored = { linkId: order.paymentLinkId, referenceId: String(order.id) };
    return isLinkPaymentGenuine(payments, stored, input);
  }
  return isCheckoutPaymentGenuine(payments, order.razorpayOrderId, input);
}

/**
 * An order's payment settled from what the buyer's browser reports, or from what the gateway
 * holds when asked (staff's 'Check payment', the reconciliation job); and the refund job.
 */
export function orderSettlement(ctx: OrderContext, orderMoves: OrderPayments) {
  const { db, clock, jobs, logger } = ctx.deps;
  const { movingPayments, requireGateway, pageOf, staffDto } = ctx;
  const { markPaid, markFailed, markRefunded, markLinkExpired } = orderMoves;

  /** What the gateway holds of an unsettled order's payment: a captured one, failures, expiry. */
  async function gatewayPaymentOf(
    payments: PaymentGateway,
    order: CorporateOrderRow,
  ): Promise<{ capturedIds: string[]; paidAt?: Date; failed: boolean; linkExpired: boolean }> {
    if (order.paymentLinkId) {
      const link = await payments.paymentLink(order.paymentLinkId);
      const captured = link.payments.find((p) => p.status === 'captured');
      return {
        capturedIds: captured ? [captured.paymentId] : [],
        paidAt: captured?.paidAt,
        failed: false,
        linkExpired:
          link.status === 'expired' ||
          link.status === 'cancelled' ||
          link.expiresAt.getTime() <= clock.now().getTime(),
      };
    }
    if (!order.razorpayOrderId) return { capturedIds: [], failed: false, linkExpired: false };
    const found = await payments.orderPayments(order.razorpayOrderId);
    const captured = found.filter((p) => p.status === 'captured' || p.status === 'refunded');
    return {
      // The first pays the order; any further one is refunded apart (markPaid).
      capturedIds: captured.map((p) => p.id),
      failed: found.some((p) => p.status === 'failed'),
      linkExpired: false,
    };
  }

  const settlement = {
    /**
     * The buyer's browser reports a payment. The signature must be the gateway's signature of
     * this payment for the gateway order WE stored for this order, so a genuine signature of
     * another order never pays this one. Repeating a verified call answers the same.
     */
    async verifyPayment(input: VerifyPaymentInput): Promise<VerifiedPaymentDto> {
      const payments = requireGateway();
      const result = await movingPayments(async (tx, moves) => {
        const order = await lockOrder(tx, input.orderId);
        if (!order || !paymentIsGenuine(payments, order, input)) return undefined;
        const settled = await markPaid(tx, order, input.razorpay_payment_id, moves);
        const late =
          settled.status === 'cancelled' &&
          settled.paidAt !== null &&
          paidAfterLinkDeadline(settled, settled.paidAt, clock.timeZone);
        return { id: settled.id, paymentStatus: settled.paymentStatus, late };
      });
      if (!result) throw new AppError(400, VERIFY_FAILED, 'payment_verification_failed');
      jobs.wake();
      if (result.late) {
        // The refund is asked for and the mail queued (committed above); the payer is told here.
        throw new AppError(
          409,
          'This payment link had expired, so the payment came too late for the delivery. It is being refunded in full, and we have e-mailed you the details.',
          'payment_link_expired',
        );
      }
      return { id: result.id, paymentStatus: result.paymentStatus };
    },

    /**
     * Asks the gateway whether an unsettled order was paid after all (the buyer closed the tab
     * after paying, a webhook was lost): staff's 'Check payment' and the reconciliation job.
     */
    async checkPayment(
      _actor: StaffActor | SystemActor,
      orderId: number,
    ): Promise<CorporateOrderDto> {
      const existing = await findOrder(db, orderId);
      if (!existing) throw notFound('Order not found');
      if (
        (!existing.razorpayOrderId && !existing.paymentLinkId) ||
        existing.paymentStatus === PAID_PAYMENT_STATUS
      ) {
        return staffDto(existing);
      }
      const found = await gatewayPaymentOf(requireGateway(), existing);
      const settled = await movingPayments(async (tx, moves) => {
        let order = (await lockOrder(tx, orderId))!;
        if (found.capturedIds.length > 0) {
          for (const id of found.capturedIds) {
            order = await markPaid(tx, order, id, moves, found.paidAt);
          }
          return order;
        }
        if (found.failed) return markFailed(tx, order, moves);
        if (found.linkExpired) return markLinkExpired(tx, order);
        return order;
      });
      jobs.wake();
      return staffDto(settled);
    },

    /**
     * The refund job: asks the gateway for the full refund of a rejected paid order. Safe to
     * repeat: a refund the gateway already holds for the payment is adopted, never doubled.
     */
    async advanceRefund(orderId: number): Promise<{ settled: boolean }> {
      const order = await findOrder(db, orderId);
      if (!order || order.refundStatus !== 'requested' || !order.paymentId) {
        return { settled: true };
      }
      const payments = requireGateway();
      const known = await payments.paymentRefunds(order.paymentId);
      const refund =
        known.find((r) => r.id === order.refundId) ??
        known.find((r) => r.status !== 'failed') ??
        (await payments.refund({
          paymentId: order.paymentId,
          amount: order.refundAmount ?? order.totalAmount ?? 0,
          receipt: `refund-${order.id}`,
          notes: { orderId: String(order.id) },
        }));
      const settled = await movingPayments(async (tx, moves) => {
        const locked = (await lockOrder(tx, orderId))!;
        if (locked.refundStatus !== 'requested') return true;
        const status = ourRefundStatus(refund);
        const { order: updated, creditNote } =
          status === 'processed'
            ? await markRefunded(tx, locked, refund.id, moves)
            : {
                order: await updateOrder(tx, orderId, {
                  refundId: refund.id,
                  refundStatus: status,
                }),
                creditNote: undefined,
              };
        if (locked.refundId === null && status !== 'failed') {
          const attached = creditNote
            ? { number: creditNote.number, attachment: await documentAttachment(creditNote) }
            : undefined;
          await enqueueJob(
            tx,
            mailJob,
            refundIssuedMail(
              updated,
              { id: refund.id, amount: refund.amount },
              pageOf(updated),
              attached,
            ),
            { ref: refName(orderId) },
          );
        }
        if (status === 'failed') {
          logger.error({ ref: refName(orderId) }, 'the gateway refused the refund');
        }
        return status !== 'requested';
      });
      jobs.wake();
      return { settled };
    },

    /** The reconciliation job: whether the order's payment is settled, asking the gateway. */
    async reconcile(orderId: number, attempt: number): Promise<{ checkAgainInMs?: number }> {
      const order = await findOrder(db, orderId);
      if (
        (!order?.razorpayOrderId && !order?.paymentLinkId) ||
        order.paymentStatus !== NEW_CORPORATE_PAYMENT_STATUS
      ) {
        return {};
      }
      const checked = await settlement.checkPayment({ kind: 'system', name: 'reconcile' }, orderId);
      if (checked.paymentStatus !== NEW_CORPORATE_PAYMENT_STATUS) return {};
      // A link is checked once, when it expires: by then it is paid or it never will be.
      if (order.paymentLinkId && checked.paymentLink?.state !== 'active') return {};
      return { checkAgainInMs: reconcileDelayMs(attempt) };
    },
  };
  return settlement;
}
