import { z } from 'zod';
import type { ExtraPaymentRow } from '@shared/schema/extra-payments';
import type { Db } from '../db/connection';
import { enqueueJob } from '../jobs/enqueue-job';
import { handleJob, jobKind } from '../jobs/job-kind';
import type { Logger } from '../lib/logger';
import {
  claimExtraPayment,
  findExtraPayment,
  insertExtraPayment,
  releaseExtraPayment,
  settleExtraPayment,
} from './extra-payment.repository';
import { ourRefundStatus, type GatewayRefund, type PaymentGateway } from './payment-gateway';

/** Refunds one extra payment in full, and follows the refund until the gateway processed it. */
export const extraPaymentRefundJob = jobKind({
  name: 'extra-payment-refund',
  payload: z.object({ extraPaymentId: z.number().int().positive() }),
  maxAttempts: 12,
  reachesOutside: true,
});

/**
 * A payment captured on an order that already has its money (`ref` names the order or booking):
 * recorded once by its payment id, with its refund job, in the caller's transaction (under the
 * order's lock). Undefined when it was recorded before, by whichever source saw it first.
 */
export async function refundExtraPayment(
  tx: Db,
  payment: { paymentId: string; gatewayOrderId: string | null; amount: number; ref: string },
): Promise<ExtraPaymentRow | undefined> {
  const recorded = await insertExtraPayment(tx, { ...payment, reason: 'already_paid' });
  if (recorded) {
    await enqueueJob(
      tx,
      extraPaymentRefundJob,
      { extraPaymentId: recorded.id },
      { ref: payment.ref },
    );
  }
  return recorded;
}

const LEASE_MS = 2 * 60_000;
const FOLLOW_UP_MS = 10 * 60_000;

type RunnerDeps = { db: Db; gateway: () => PaymentGateway; now: () => Date; logger: Logger };

/**
 * The gateway's refund of the payment: the one recorded, else any it holds (only we refund an
 * extra payment, so one found is ours from a run that died after asking), else a new one of what
 * the gateway says it captured.
 */
async function gatewayRefundFor(deps: RunnerDeps, row: ExtraPaymentRow) {
  const payments = deps.gateway();
  const known = await payments.paymentRefunds(row.paymentId);
  const held =
    known.find((r) => r.id === row.gatewayRefundId) ?? known.find((r) => r.status !== 'failed');
  if (held) return { refund: held, amount: row.amount };
  const listed = row.gatewayOrderId
    ? (await payments.orderPayments(row.gatewayOrderId)).find((p) => p.id === row.paymentId)
    : undefined;
  if (row.gatewayOrderId && listed?.status !== 'captured') return { notCaptured: true as const };
  const amount = listed?.amount ?? row.amount;
  const refund: GatewayRefund = await payments.refund({
    paymentId: row.paymentId,
    amount,
    receipt: `extra-payment-${row.id}`,
    notes: { ref: row.ref, reason: row.reason },
  });
  return { refund, amount };
}

/** The refund job's work: claims the row so two processes never both ask the gateway. */
export async function advanceExtraRefund(
  deps: RunnerDeps,
  id: number,
): Promise<{ checkAgainInMs?: number }> {
  const claimed = await claimExtraPayment(deps.db, id, LEASE_MS);
  if (!claimed) {
    const row = await findExtraPayment(deps.db, id);
    return row?.status === 'requested' ? { checkAgainInMs: LEASE_MS } : {};
  }
  let found: Awaited<ReturnType<typeof gatewayRefundFor>>;
  try {
    found = await gatewayRefundFor(deps, claimed);
  } catch (err) {
    await releaseExtraPayment(deps.db, id);
    throw err;
  }
  if ('notCaptured' in found) {
    // Authorised but not captured yet (or never): nothing to give back until it is.
    await releaseExtraPayment(deps.db, id);
    return { checkAgainInMs: FOLLOW_UP_MS };
  }
  const { refund, amount } = found;
  const status = ourRefundStatus(refund);
  await settleExtraPayment(deps.db, id, {
    status,
    gatewayRefundId: refund.id,
    amount,
    processedAt: status === 'processed' ? deps.now() : null,
  });
  if (status === 'failed') deps.logger.error({ ref: claimed.ref }, 'the gateway refused a refund');
  else deps.logger.warn({ ref: claimed.ref }, 'a second payment of a paid order was refunded');
  return status === 'requested' ? { checkAgainInMs: FOLLOW_UP_MS } : {};
}

export const extraPaymentJobHandler = (deps: RunnerDeps) =>
  handleJob(extraPaymentRefundJob, async ({ extraPaymentId }) => {
    const { checkAgainInMs } = await advanceExtraRefund(deps, extraPaymentId);
    return checkAgainInMs === undefined ? undefined : { checkAgainInMs };
  });
