import type { Db } from '../../db/connection';
import { enqueueJob } from '../../jobs/enqueue-job';
import type { Logger } from '../../lib/logger';
import { bookingMessages } from '../../messaging/booking-messages';
import { mailJob } from '../../mail/mail-job';
import type { PaymentOutcome } from '../../metrics/app-metrics';
import {
  ourRefundStatus,
  type GatewayRefund,
  type PaymentGateway,
} from '../../payments/payment-gateway';
import type { Clock } from '../reservations/availability.service';
import { toReservationDto } from '../reservations/reservation.dto';
import { refundMail } from './booking-payment-mail';
import {
  claimNextRefund,
  findBooking,
  hasWaitingRefund,
  lockBooking,
  lockRefund,
  recordedGatewayRefunds,
  releaseClaim,
  updateRefund,
} from './booking-payment.repository';
import { bookingRef, settleRefundState } from './booking-refunds';
import { findTopUp } from './booking-top-up.repository';
import type { BookingRefundRow } from '@shared/schema/booking-refunds';

/** How long a refund job holds a refund while it asks the gateway. */
const REFUND_LEASE_MS = 2 * 60_000;
/** Refunds of one booking taken in one run, oldest first. */
const REFUNDS_PER_RUN = 5;

type RunnerDeps = {
  db: Db;
  clock: Clock;
  gateway: () => PaymentGateway;
  logger: Logger;
  movingPayments: <T>(work: (tx: Db, moves: PaymentOutcome[]) => Promise<T>) => Promise<T>;
};

/**
 * The gateway refund for one of our refunds: the one recorded on it; else one the gateway holds
 * for the payment that none of the booking's refunds records, of this amount (a run that crashed
 * after asking); else a new one. Together with the claim, each refund is asked for once.
 */
async function gatewayRefundFor(
  deps: RunnerDeps,
  refund: BookingRefundRow,
  paymentId: string,
): Promise<GatewayRefund> {
  const payments = deps.gateway();
  const known = await payments.paymentRefunds(paymentId);
  if (refund.gatewayRefundId) {
    const recorded = known.find((r) => r.id === refund.gatewayRefundId);
    if (recorded) return recorded;
  }
  const taken = await recordedGatewayRefunds(deps.db, refund.reservationId);
  const orphan = known.find(
    (r) => !taken.has(r.id) && r.amount === refund.amount && r.status !== 'failed',
  );
  return (
    orphan ??
    payments.refund({
      paymentId,
      amount: refund.amount,
      receipt: `booking-refund-${refund.id}`,
      notes: { reservationId: String(refund.reservationId), refundId: String(refund.id) },
    })
  );
}

/**
 * The refund job's work for one booking: each waiting refund is claimed, asked of the gateway and
 * recorded with its outcome under the booking's lock; the guest is mailed when the gateway first
 * takes it, unless the cancellation that caused it already said so. Settled once none waits.
 */
export async function advanceRefunds(
  deps: RunnerDeps,
  reservationId: number,
): Promise<{ settled: boolean }> {
  for (let i = 0; i < REFUNDS_PER_RUN; i++) {
    const claimed = await claimNextRefund(deps.db, reservationId, REFUND_LEASE_MS);
    if (!claimed) break;
    const booking = await findBooking(deps.db, reservationId);
    // A refund gives back one payment: the booking's first, or the top-up it names.
    const paymentId = claimed.topUpId
      ? (await findTopUp(deps.db, claimed.topUpId))?.paymentId
      : booking?.paymentId;
    if (!paymentId) {
      deps.logger.error({ ref: bookingRef(reservationId) }, 'a refund without a payment');
      break;
    }
    let refund: GatewayRefund;
    try {
      refund = await gatewayRefundFor(deps, claimed, paymentId);
    } catch (err) {
      // The job's retry takes it again at once; only a process that died holds it to the lease.
      await releaseClaim(deps.db, claimed.id);
      throw err;
    }
    const status = ourRefundStatus(refund);
    await deps.movingPayments(async (tx, moves) => {
      const locked = (await lockBooking(tx, reservationId))!;
      const current = (await lockRefund(tx, claimed.id))!;
      if (current.status !== 'requested') return;
      await updateRefund(tx, current.id, {
        gatewayRefundId: refund.id,
        status,
        processedAt: status === 'processed' ? deps.clock.now() : null,
        claimedUntil: null,
      });
      const settled = await settleRefundState(tx, locked, moves);
      if (status === 'failed') {
        deps.logger.error({ ref: bookingRef(reservationId) }, 'the gateway refused a refund');
      } else if (current.gatewayRefundId === null && current.reason !== 'cancellation') {
        // A refund for a cancellation was told in the cancellation's own mail (the amount, and
        // how long banks take): the guest hears of one cancellation once, however many payments
        // the refund gives back.
        const mail = refundMail(toReservationDto(settled), {
          amount: current.amount,
          gatewayRefundId: refund.id,
          lateAfterHold: current.reason === 'late_payment',
        });
        await enqueueJob(tx, mailJob, mail, { ref: bookingRef(reservationId) });
        await bookingMessages().refunded(tx, toReservationDto(settled), current.amount);
      }
    });
    if (status === 'requested') break;
  }
  return { settled: !(await hasWaitingRefund(deps.db, reservationId)) };
}
