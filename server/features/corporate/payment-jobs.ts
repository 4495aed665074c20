import { z } from 'zod';
import { handleJob, jobKind } from '../../jobs/job-kind';
import type { CorporateOrderService } from './corporate-order.service';

/** The `ref` of an order's jobs (mail, checks, refunds), so they can be found together. */
export const orderJobRef = (orderId: number) => `corporate-order:${orderId}`;

const orderRef = z.object({ orderId: z.number().int().positive() });

/**
 * Watches an unpaid order after checkout and asks the gateway whether it was paid (the buyer may
 * have closed the tab after paying, or a webhook may be lost). It looks at growing intervals
 * for about a day, then stops; staff can still ask with 'Check payment'.
 */
export const paymentReconcileJob = jobKind({
  name: 'payment-reconcile',
  payload: orderRef,
  maxAttempts: 7,
  reachesOutside: true,
});

/** Asks the gateway for the full refund of a rejected paid order, and follows it until processed. */
export const paymentRefundJob = jobKind({
  name: 'payment-refund',
  payload: orderRef,
  maxAttempts: 12,
  reachesOutside: true,
});

const REFUND_FOLLOW_UP_MS = 10 * 60_000;

export const paymentJobHandlers = (orders: CorporateOrderService) => [
  handleJob(paymentReconcileJob, async ({ orderId }, job) => {
    const { checkAgainInMs } = await orders.reconcile(orderId, job.attempt);
    return checkAgainInMs === undefined ? undefined : { checkAgainInMs };
  }),
  handleJob(paymentRefundJob, async ({ orderId }) => {
    const { settled } = await orders.advanceRefund(orderId);
    return settled ? undefined : { checkAgainInMs: REFUND_FOLLOW_UP_MS };
  }),
];
