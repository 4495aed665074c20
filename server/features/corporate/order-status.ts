import type { CorporateOrderDto } from '@shared/contracts/corporate-order';
import {
  canTransition,
  CORPORATE_ORDER_TRANSITIONS,
  PAID_PAYMENT_STATUS,
  type CorporateOrderStatus,
} from '@shared/domain/statuses';
import { approvalBlockedReason } from '@shared/domain/corporate-order-rules';
import { enqueueJob } from '../../jobs/enqueue-job';
import type { StaffActor } from '../../lib/actor';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import { mailJob } from '../../mail/mail-job';
import { ADMIN_ONLY_MESSAGE } from '../../middleware/require-auth';
import { recordAudit } from '../audit/audit-trail';
import { lockOrder, updateOrder } from './corporate-order.repository';
import type { OrderContext } from './order-context';
import { orderApprovedMail, orderRejectedMail } from './order-mail';
import type { OrderPayments } from './order-payments';
import { orderJobRef as refName } from './payment-jobs';

/** Staff's moves of an order: approve, reject, complete or cancel. */
export function orderStatusMoves(ctx: OrderContext, { requestRefund }: OrderPayments) {
  const { db, jobs } = ctx.deps;
  const { pageOf, staffDto } = ctx;
  return {
    /**
     * Staff approve, reject, complete or cancel. An order is approved only once it is paid: the
     * approval mail promises delivery. Cancelling a paid order (rejecting it while pending, or
     * calling it off once approved) refunds it in full, once: the move and the refund request
     * commit together under the order's lock, so a retried, doubled or concurrent cancel finds
     * the order already cancelled (409) and asks for nothing.
     */
    async changeStatus(
      actor: StaffActor,
      orderId: number,
      to: CorporateOrderStatus,
      /** The status staff saw; the move is refused if the order has moved since. */
      seen?: CorporateOrderStatus,
    ): Promise<CorporateOrderDto> {
      const changed = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) throw notFound('Order not found');
        if (seen !== undefined && order.status !== seen) {
          throw conflict(`Order #${order.id} was moved to ${order.status} meanwhile.`);
        }
        if (!canTransition(CORPORATE_ORDER_TRANSITIONS, order.status, to)) {
          throw conflict(`An order that is ${order.status} cannot be moved to ${to}.`);
        }
        const notYet = to === 'approved' ? approvalBlockedReason(order.paymentStatus) : null;
        if (notYet) throw conflict(notYet);
        const paid = order.paymentStatus === PAID_PAYMENT_STATUS;
        // Cancelling a paid order gives the money back: only an admin may do that.
        if (to === 'cancelled' && paid && !actor.isAdmin) throw forbidden(ADMIN_ONLY_MESSAGE);
        let updated = await updateOrder(tx, order.id, { status: to });
        await recordAudit(tx, actor, {
          area: 'corporate-orders',
          action: 'status',
          entityId: order.id,
          before: { status: order.status },
          after: { status: to },
        });
        const ref = refName(order.id);
        if (to === 'cancelled') {
          if (paid) {
            updated = await requestRefund(tx, updated);
            await recordAudit(tx, actor, {
              area: 'corporate-orders',
              action: 'refund',
              entityId: order.id,
              before: { refundStatus: order.refundStatus },
              after: { refundStatus: updated.refundStatus, refundAmount: updated.refundAmount },
            });
          }
          const mail = orderRejectedMail(updated, paid, {
            pageUrl: pageOf(updated),
            wasApproved: order.status === 'approved',
          });
          await enqueueJob(tx, mailJob, mail, { ref });
        } else if (to === 'approved') {
          await enqueueJob(tx, mailJob, orderApprovedMail(updated, pageOf(updated)), { ref });
        }
        return updated;
      });
      jobs.wake();
      return staffDto(changed);
    },
  };
}
