import { z } from 'zod';
import {
  followRefund,
  lookAgainWhenAsked,
  reconcileJobKind,
  refundJobKind,
} from '../../payments/payment-jobs';

/** The `ref` of an order's jobs (mail, checks, refunds), so they can be found together. */
export const orderJobRef = (orderId: number) => `corporate-order:${orderId}`;

const orderRef = z.object({ orderId: z.number().int().positive() });

/**
 * Watches an unpaid order after checkout and asks the gateway whether it was paid (the buyer may
 * have closed the tab after paying, or a webhook may be lost). It looks at growing intervals
 * for about a day, then stops; staff can still ask with 'Check payment'.
 */
export const paymentReconcileJob = reconcileJobKind('payment-reconcile', orderRef);

/** Asks the gateway for the full refund of a rejected paid order, and follows it until processed. */
export const paymentRefundJob = refundJobKind('payment-refund', orderRef);

/** What the orders' payment jobs ask of the corporate orders (corporate-order.service.ts). */
export type OrderPaymentSteps = {
  reconcile(orderId: number, attempt: number): Promise<{ checkAgainInMs?: number }>;
  advanceRefund(orderId: number): Promise<{ settled: boolean }>;
};

export const paymentJobHandlers = (orders: OrderPaymentSteps) => [
  lookAgainWhenAsked(paymentReconcileJob, ({ orderId }, attempt) =>
    orders.reconcile(orderId, attempt),
  ),
  followRefund(paymentRefundJob, ({ orderId }) => orders.advanceRefund(orderId)),
];
