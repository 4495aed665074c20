import type { Db } from '../db/connection';
import { NO_METRICS, type BusinessMetrics, type PaymentOutcome } from '../metrics/app-metrics';
import { refundProcessed as extraRefundProcessed } from './extra-payment.repository';
import { movingPaymentsOn } from './moving-payments';
import type { Payable } from './payable';
import { recordPaymentEvent } from './payment-event.repository';
import type { PaymentNews } from './webhook-event';

export type PaymentNewsOutcome = 'applied' | 'duplicate' | 'ignored';

/** Hands one piece of news to the payable that owns it; 'ignored' when it is news of no use. */
async function applyTo<Owner>(
  tx: Db,
  payable: Payable<Owner>,
  owner: Owner,
  news: PaymentNews,
  moves: PaymentOutcome[],
): Promise<'applied' | 'ignored'> {
  if (news.kind === 'paid' && news.paymentId) {
    const paidAt = news.paidAt ? { paidAt: news.paidAt } : {};
    await payable.markPaid(tx, owner, { paymentId: news.paymentId, ...paidAt }, moves);
  } else if (news.kind === 'failed') {
    await payable.markFailed(tx, owner, moves);
  } else if (news.kind === 'refund-processed' && news.refundId) {
    const refund = { refundId: news.refundId, paymentId: news.paymentId };
    await payable.refundSettled(tx, owner, refund, moves);
  } else if (news.kind === 'link-expired' && payable.linkExpired) {
    await payable.linkExpired(tx, owner);
  } else {
    return 'ignored';
  }
  return 'applied';
}

/**
 * Where gateway news (the webhook's, or the sandbox's stand-in for it) goes: each event id is
 * applied once; the refund of a second capture is settled here (it belongs to no payable); any
 * other news goes to the first payable that owns its order. Redeliveries, news about no order of
 * ours and stale news answer normally and change nothing.
 */
export function paymentNewsHub(deps: {
  db: Db;
  clock: { now(): Date };
  /** Told after a commit that queued a job, so it runs at once. */
  jobs: { wake(): void };
  metrics?: Pick<BusinessMetrics, 'paymentMoved'>;
  /** Asked in this order which of them owns the news. */
  payables: Payable<unknown>[];
}) {
  const movingPayments = movingPaymentsOn(deps.db, deps.metrics ?? NO_METRICS);
  return {
    async applyPaymentNews(news: PaymentNews): Promise<PaymentNewsOutcome> {
      const outcome = await movingPayments(async (tx, moves): Promise<PaymentNewsOutcome> => {
        const fresh = await recordPaymentEvent(tx, {
          eventId: news.eventId,
          event: news.event,
          gatewayOrderId: news.gatewayOrderId,
        });
        if (!fresh) return 'duplicate';
        if (news.kind === 'refund-processed' && news.refundId) {
          if (await extraRefundProcessed(tx, news.refundId, deps.clock.now())) return 'applied';
        }
        for (const payable of deps.payables) {
          const owner = await payable.findByGatewayOrder(tx, news);
          if (owner !== undefined) return applyTo(tx, payable, owner, news, moves);
        }
        return 'ignored';
      });
      if (outcome === 'applied') deps.jobs.wake();
      return outcome;
    },
  };
}

export type PaymentNewsHub = ReturnType<typeof paymentNewsHub>;
