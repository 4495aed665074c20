import type {
  BookingLinkReturn,
  VerifyBookingPaymentInput,
} from '@shared/contracts/booking-payments';
import type { ReservationDto } from '@shared/contracts/reservation';
import { paymentMayMove } from '@shared/domain/statuses';
import type { ReservationRow } from '@shared/schema/reservations';
import type { Db } from '../../db/connection';
import { systemActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { PaymentOutcome } from '../../metrics/app-metrics';
import { reconcileDelayMs } from '../../payments/reconcile-schedule';
import { isCheckoutPaymentGenuine, isLinkPaymentGenuine } from '../../payments/verify-payment';
import { recordAudit } from '../audit/audit-trail';
import { toReservationDto } from '../reservations/reservation.dto';
import { findBooking, lockBooking, updateBooking } from './booking-payment.repository';
import {
  bookingRef,
  firstPaymentAmount,
  refundSecondCapture,
  requestRefund,
} from './booking-refunds';
import { payLinkReference, type PaymentsContext } from './payments-context';
import { findTopUpByGatewayOrderId, lockTopUp } from './booking-top-up.repository';
import type { BookingTopUps } from './booking-top-ups';

const VERIFY_FAILED = 'Payment verification failed';

/** Waiting for its money: not paid yet, or an attempt failed (the diner may try again). */
export const unpaid = (row: ReservationRow) =>
  row.paymentStatus === 'pending' || row.paymentStatus === 'failed';

/**
 * News of a booking's payment, from whichever source brings it first: the diner's browser
 * (verify), the gateway's webhook, the reconciliation job or the hold job's last look. Each moves
 * the payment forward only, under the booking's row lock.
 */
export function bookingPaymentNews(
  ctx: PaymentsContext,
  topUps: Pick<BookingTopUps, 'markTopUpPaid'>,
) {
  const { deps, movingPayments, requireGateway, manageLinkOf } = ctx;
  const { db, clock, jobs, logger, mails } = deps;

  /**
   * Applies 'this payment captured' to a locked booking. A booking already paid stays paid with
   * its first payment (a second capture of the order is refunded apart); money for a booking that
   * is no longer held (its hold ended, or it was cancelled unpaid) is refunded in full. Otherwise
   * the guest's confirmation goes out now.
   */
  async function markPaid(
    tx: Db,
    row: ReservationRow,
    paymentId: string,
    moves: PaymentOutcome[],
  ): Promise<ReservationRow> {
    if (!paymentMayMove(row.paymentStatus, 'completed')) {
      if (row.paymentId && row.paymentId !== paymentId) {
        const amount = await firstPaymentAmount(tx, row);
        await refundSecondCapture(tx, row, {
          paymentId,
          gatewayOrderId: row.razorpayOrderId,
          amount,
        });
      }
      return row;
    }
    let paid = await updateBooking(tx, row.id, {
      paymentStatus: 'completed',
      paymentId,
      paidAt: clock.now(),
      manageLinkSeed: null,
    });
    moves.push('verified');
    await recordAudit(tx, systemActor('payments'), {
      area: 'reservations',
      action: 'payment',
      entityId: row.id,
      before: { paymentStatus: row.paymentStatus },
      after: { paymentStatus: 'completed', amount: row.depositAmount, paymentId },
    });
    if (paid.status === 'cancelled') {
      logger.warn({ ref: bookingRef(row.id) }, 'payment arrived for a released booking; refunding');
      paid = await requestRefund(
        tx,
        paid,
        paid.depositAmount ?? 0,
        'late_payment',
        systemActor('payments'),
      );
    } else if (row.manageLinkSeed) {
      await mails.confirmed(tx, toReservationDto(paid), manageLinkOf(row.manageLinkSeed).url);
    }
    return paid;
  }

  async function markFailed(tx: Db, row: ReservationRow, moves: PaymentOutcome[]) {
    if (!paymentMayMove(row.paymentStatus, 'failed')) return row;
    moves.push('failed');
    return updateBooking(tx, row.id, { paymentStatus: 'failed' });
  }

  /**
   * What the gateway holds of an unpaid booking's order, and of its payment link when the diner
   * was given one (paying without JavaScript): its captured payments (the first pays, any further
   * one is refunded), or failures.
   */
  async function gatewayPaymentOf(row: ReservationRow) {
    const gateway = requireGateway();
    const capturedIds: string[] = [];
    if (row.paymentLinkId) {
      const link = await gateway.paymentLink(row.paymentLinkId);
      for (const p of link.payments) if (p.status === 'captured') capturedIds.push(p.paymentId);
    }
    if (!row.razorpayOrderId) return { capturedIds, failed: false };
    const found = await gateway.orderPayments(row.razorpayOrderId);
    for (const p of found) {
      if ((p.status === 'captured' || p.status === 'refunded') && !capturedIds.includes(p.id)) {
        capturedIds.push(p.id);
      }
    }
    return { capturedIds, failed: found.some((p) => p.status === 'failed') };
  }

  /** Settles an unpaid booking from what the gateway says; true when it is now paid. */
  async function settleFromGateway(id: number): Promise<boolean> {
    const row = await findBooking(db, id);
    if (!row || !unpaid(row) || !(row.razorpayOrderId || row.paymentLinkId)) return false;
    const found = await gatewayPaymentOf(row);
    if (found.capturedIds.length === 0 && !found.failed) return false;
    const settled = await movingPayments(async (tx, moves) => {
      let locked = (await lockBooking(tx, id))!;
      if (found.capturedIds.length === 0) return markFailed(tx, locked, moves);
      for (const paymentId of found.capturedIds) {
        locked = await markPaid(tx, locked, paymentId, moves);
      }
      return locked;
    });
    jobs.wake();
    return settled.paymentStatus === 'completed';
  }

  return {
    settleFromGateway,
    markPaid,
    markFailed,

    /**
     * The diner's browser reports a payment. The signature must be the gateway's for the order WE
     * stored for this booking, so a genuine signature of another booking never pays this one.
     */
    async verify(input: VerifyBookingPaymentInput): Promise<ReservationDto> {
      const payments = requireGateway();
      const signed = (gatewayOrderId: string | null) =>
        isCheckoutPaymentGenuine(payments, gatewayOrderId, input);
      const result = await movingPayments(async (tx, moves) => {
        const row = await lockBooking(tx, input.reservationId);
        if (!row?.razorpayOrderId) return undefined;
        if (row.razorpayOrderId === input.razorpay_order_id) {
          return signed(row.razorpayOrderId)
            ? markPaid(tx, row, input.razorpay_payment_id, moves)
            : undefined;
        }
        // A top-up's order: it must be one of THIS booking's, and signed for the order we stored.
        const found = await findTopUpByGatewayOrderId(tx, input.razorpay_order_id);
        if (found?.reservationId !== row.id || !signed(found.gatewayOrderId)) return undefined;
        const topUp = (await lockTopUp(tx, found.id))!;
        return topUps.markTopUpPaid(tx, row, topUp, input.razorpay_payment_id, moves);
      });
      if (!result) throw new AppError(400, VERIFY_FAILED, 'payment_verification_failed');
      jobs.wake();
      return toReservationDto(result);
    },

    /**
     * The payer's return from a booking's payment link (paying without JavaScript): the link,
     * its reference and status must be the ones WE stored for this booking, signed by the gateway.
     */
    async verifyLinkReturn(
      reservationId: number,
      input: BookingLinkReturn,
    ): Promise<ReservationDto> {
      const payments = requireGateway();
      const result = await movingPayments(async (tx, moves) => {
        const row = await lockBooking(tx, reservationId);
        if (!row?.paymentLinkId) return undefined;
        const stored = { linkId: row.paymentLinkId, referenceId: payLinkReference(row.id) };
        const genuine = isLinkPaymentGenuine(payments, stored, input);
        return genuine ? markPaid(tx, row, input.razorpay_payment_id, moves) : undefined;
      });
      if (!result) throw new AppError(400, VERIFY_FAILED, 'payment_verification_failed');
      jobs.wake();
      return toReservationDto(result);
    },

    /** The reconciliation job: is the unpaid booking paid after all? Looks again later if not. */
    async reconcile(id: number, attempt: number): Promise<{ checkAgainInMs?: number }> {
      const row = await findBooking(db, id);
      if (!row || !unpaid(row) || !row.razorpayOrderId) return {};
      if (await settleFromGateway(id)) return {};
      return { checkAgainInMs: reconcileDelayMs(attempt) };
    },
  };
}
