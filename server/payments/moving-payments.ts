import type { Db } from '../db/connection';
import type { BusinessMetrics, PaymentOutcome } from '../metrics/app-metrics';

/** A transaction that may move payments: its work notes each move, and it is counted once committed. */
export type MovingPayments = <T>(
  work: (tx: Db, moves: PaymentOutcome[]) => Promise<T>,
) => Promise<T>;

/**
 * Payment moves (verified, failed, refunded…) are counted only after the transaction that made
 * them commits, so a rolled-back attempt never shows in the metrics. Shared by the corporate
 * orders and the booking deposits.
 */
export function movingPaymentsOn(
  db: Db,
  metrics: Pick<BusinessMetrics, 'paymentMoved'>,
): MovingPayments {
  return async (work) => {
    const moves: PaymentOutcome[] = [];
    const result = await db.transaction((tx) => work(tx, moves));
    for (const outcome of moves) metrics.paymentMoved(outcome);
    return result;
  };
}
