import { createHmac, randomBytes } from 'node:crypto';
import type {
  BookingCheckoutDto,
  VerifyBookingPaymentInput,
} from '@shared/contracts/booking-payments';
import type { ReservationDto, ReservationInput } from '@shared/contracts/reservation';
import { paymentAsked, refundableUntil } from '@shared/domain/booking-payments';
import { PAYMENT_NOT_COMPLETED } from '@shared/domain/booking-refunds';
import { paymentMayMove } from '@shared/domain/statuses';
import { zonedTimeToUtc } from '@shared/restaurant-time';
import type { ReservationRow } from '@shared/schema/reservations';
import { availabilityChanged } from '../../db/change-notice';
import type { ChangeNotices } from '../../db/change-notices';
import type { Db } from '../../db/connection';
import { enqueueJob } from '../../jobs/enqueue-job';
import { systemActor, type StaffActor } from '../../lib/actor';
import { AppError, notFound } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { mailJob } from '../../mail/mail-job';
import { NO_METRICS, type BusinessMetrics, type PaymentOutcome } from '../../metrics/app-metrics';
import type { PaymentGateway } from '../../payments/payment-gateway';
import { RECONCILE_DELAYS_MS, reconcileDelayMs } from '../../payments/reconcile-schedule';
import { recordAudit } from '../audit/audit-trail';
import type { PaymentNews } from '../corporate/webhook-event';
import type { WaitlistOffers } from '../waitlist/waitlist-offers';
import type { Clock } from '../reservations/availability.service';
import type { BookingMailQueue } from '../reservations/booking-mail-queue';
import { hashManageToken } from '../reservations/manage-token';
import { toReservationDto } from '../reservations/reservation.dto';
import { updateReservationStatus } from '../reservations/reservation.repository';
import { findTimeSlot, lockSeating } from '../reservations/seating.repository';
import { bookingHoldJob, bookingReconcileJob } from './booking-payment-jobs';
import { holdEndedMail } from './booking-payment-mail';
import { readBookingPaymentPolicy } from './booking-payment-policy';
import {
  deleteUnpaidBooking,
  findBooking,
  lockBooking,
  lockBookingByGatewayOrderId,
  lockBookingByPaymentId,
  lockRefundByGatewayId,
  updateBooking,
  updateRefund,
} from './booking-payment.repository';
import { bookingRef, refundByStaff, requestRefund, settleRefundState } from './booking-refunds';
import { advanceRefunds } from './refund-runner';

export type BookingPaymentsDeps = {
  db: Db;
  clock: Clock;
  /** Undefined when card payments are not set up: a policy that asks for payment then refuses. */
  gateway: PaymentGateway | undefined;
  jobs: { wake(): void };
  /** Seats a released hold gives back reach every process's booking page at once. */
  changes: Pick<ChangeNotices, 'publish'>;
  mails: BookingMailQueue;
  publicUrl: string;
  /** The server's secret: a paid booking's manage link is derived from it and the booking's seed. */
  secret: string;
  logger: Logger;
  metrics?: Pick<BusinessMetrics, 'paymentMoved'>;
  /** Seats a released hold gives back go to the parties waiting for them (waitlist-offers.ts). */
  offers?: Pick<WaitlistOffers, 'offerFreedSeats'>;
};

/** The columns a booking that pays online is inserted with, and the guest's link to it. */
export type PaymentHold = {
  columns: Pick<
    ReservationRow,
    | 'paymentStatus'
    | 'paymentKind'
    | 'depositPerGuest'
    | 'depositAmount'
    | 'paymentHoldUntil'
    | 'refundableUntil'
    | 'manageLinkSeed'
    | 'manageTokenHash'
  >;
  token: string;
};

const VERIFY_FAILED = 'Payment verification failed';
const unpaid = (row: ReservationRow) =>
  row.paymentStatus === 'pending' || row.paymentStatus === 'failed';

function paymentsNotSetUp(): AppError {
  return new AppError(
    503,
    'Card payments are not set up yet, so this night cannot be booked online. Please call us to book.',
    'payments_unavailable',
  );
}

/**
 * Deposits and prepaid seats: the hold an unpaid booking keeps, payment news from every source
 * (the diner's browser, the webhook, reconciliation), the end of a hold, and refunds. As for
 * corporate orders, the server alone decides amounts, and a booking's payment only moves forward,
 * always under the booking's row lock.
 */
export function bookingPaymentsService(deps: BookingPaymentsDeps) {
  const { db, clock, gateway, jobs, logger, mails } = deps;
  const metrics = deps.metrics ?? NO_METRICS;

  async function movingPayments<T>(
    work: (tx: Db, moves: PaymentOutcome[]) => Promise<T>,
  ): Promise<T> {
    const moves: PaymentOutcome[] = [];
    const result = await db.transaction((tx) => work(tx, moves));
    for (const outcome of moves) metrics.paymentMoved(outcome);
    return result;
  }

  function requireGateway(): PaymentGateway {
    if (!gateway) throw paymentsNotSetUp();
    return gateway;
  }

  /** The manage link of a booking paid online: derived, so it can be mailed once paid. */
  function manageLinkOf(seed: string) {
    const token = createHmac('sha256', deps.secret)
      .update(`booking-manage-link|${seed}`)
      .digest('base64url');
    return { token, hash: hashManageToken(token), url: `${deps.publicUrl}/reservation/${token}` };
  }

  /**
   * Applies 'this payment captured' to a locked booking. A booking already paid stays paid with
   * its first payment; money for a booking that is no longer held (its hold ended, or it was
   * cancelled unpaid) is refunded in full. Otherwise the guest's confirmation goes out now.
   */
  async function markPaid(
    tx: Db,
    row: ReservationRow,
    paymentId: string,
    moves: PaymentOutcome[],
  ): Promise<ReservationRow> {
    if (!paymentMayMove(row.paymentStatus, 'completed')) return row;
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

  /** What the gateway holds of an unpaid booking's order: a captured payment, or failures. */
  async function gatewayPaymentOf(row: ReservationRow) {
    if (!row.razorpayOrderId) return { failed: false };
    const found = await requireGateway().orderPayments(row.razorpayOrderId);
    const captured = found.find((p) => p.status === 'captured' || p.status === 'refunded');
    return { capturedId: captured?.id, failed: found.some((p) => p.status === 'failed') };
  }

  /** Settles an unpaid booking from what the gateway says; true when it is now paid. */
  async function settleFromGateway(id: number): Promise<boolean> {
    const row = await findBooking(db, id);
    if (!row || !unpaid(row) || !row.razorpayOrderId) return false;
    const found = await gatewayPaymentOf(row);
    if (!found.capturedId && !found.failed) return false;
    const settled = await movingPayments(async (tx, moves) => {
      const locked = (await lockBooking(tx, id))!;
      return found.capturedId
        ? markPaid(tx, locked, found.capturedId, moves)
        : markFailed(tx, locked, moves);
    });
    jobs.wake();
    return settled.paymentStatus === 'completed';
  }

  const service = {
    /**
     * What the policy asks of an online booking, read before its transaction: undefined when it
     * pays at the restaurant; otherwise the columns that hold its seats unpaid and its link.
     */
    async holdFor(input: ReservationInput): Promise<PaymentHold | undefined> {
      const policy = await readBookingPaymentPolicy(db);
      const asked = paymentAsked(policy, input);
      if (!asked) return undefined;
      requireGateway();
      const slot = await findTimeSlot(db, input.timeSlot);
      const starts = zonedTimeToUtc(input.date, slot?.startTime ?? '00:00', clock.timeZone);
      const seed = randomBytes(18).toString('base64url');
      const link = manageLinkOf(seed);
      return {
        token: link.token,
        columns: {
          paymentStatus: 'pending',
          paymentKind: asked.kind,
          depositPerGuest: asked.kind === 'deposit' ? asked.perGuestPaise : null,
          depositAmount: asked.amountPaise,
          paymentHoldUntil: new Date(clock.now().getTime() + policy.holdMinutes * 60_000),
          refundableUntil: refundableUntil(starts, policy.cancellationHours),
          manageLinkSeed: seed,
          manageTokenHash: link.hash,
        },
      };
    },

    /**
     * Opens the gateway order for a booking just made unpaid, outside any transaction (it may take
     * seconds). If the gateway fails, the booking is removed again and its seats go back.
     */
    async openCheckout(booking: ReservationDto, manageUrl: string): Promise<BookingCheckoutDto> {
      const payments = requireGateway();
      const row = (await findBooking(db, booking.id))!;
      let order;
      try {
        order = await payments.createOrder({
          amount: row.depositAmount ?? 0,
          receipt: `booking-${row.id}`,
          notes: { reservationId: String(row.id) },
        });
      } catch (err) {
        await deleteUnpaidBooking(db, row.id);
        await deps.changes.publish(availabilityChanged(row.date));
        throw err;
      }
      await db.transaction(async (tx) => {
        await updateBooking(tx, row.id, { razorpayOrderId: order.id });
        const ref = bookingRef(row.id);
        await enqueueJob(
          tx,
          bookingHoldJob,
          { reservationId: row.id },
          {
            ref,
            runAt: row.paymentHoldUntil!,
          },
        );
        await enqueueJob(
          tx,
          bookingReconcileJob,
          { reservationId: row.id },
          {
            ref,
            runAt: new Date(Date.now() + RECONCILE_DELAYS_MS[0]!),
          },
        );
      });
      return {
        id: row.id,
        razorpayKeyId: payments.keyId,
        amount: row.depositAmount ?? 0,
        razorpayOrderId: order.id,
        holdUntil: row.paymentHoldUntil!.toISOString(),
        manageUrl,
        kind: row.paymentKind!,
      };
    },

    /**
     * The diner's browser reports a payment. The signature must be the gateway's for the order WE
     * stored for this booking, so a genuine signature of another booking never pays this one.
     */
    async verify(input: VerifyBookingPaymentInput): Promise<ReservationDto> {
      const payments = requireGateway();
      const result = await movingPayments(async (tx, moves) => {
        const row = await lockBooking(tx, input.reservationId);
        if (
          !row?.razorpayOrderId ||
          row.razorpayOrderId !== input.razorpay_order_id ||
          !payments.isPaymentSignatureValid({
            gatewayOrderId: row.razorpayOrderId,
            paymentId: input.razorpay_payment_id,
            signature: input.razorpay_signature,
          })
        ) {
          return undefined;
        }
        return markPaid(tx, row, input.razorpay_payment_id, moves);
      });
      if (!result) throw new AppError(400, VERIFY_FAILED, 'payment_verification_failed');
      jobs.wake();
      return toReservationDto(result);
    },

    /**
     * Gateway news the corporate orders did not claim (their webhook records each event once):
     * 'ignored' when it is about no booking either.
     */
    async applyNews(
      tx: Db,
      news: PaymentNews,
      moves: PaymentOutcome[],
    ): Promise<'applied' | 'ignored'> {
      const row = news.gatewayOrderId
        ? await lockBookingByGatewayOrderId(tx, news.gatewayOrderId)
        : news.paymentId
          ? await lockBookingByPaymentId(tx, news.paymentId)
          : undefined;
      if (!row) return 'ignored';
      if (news.kind === 'paid' && news.paymentId) await markPaid(tx, row, news.paymentId, moves);
      else if (news.kind === 'failed') await markFailed(tx, row, moves);
      else if (news.kind === 'refund-processed' && news.refundId) {
        const refund = await lockRefundByGatewayId(tx, news.refundId);
        if (!refund || refund.status !== 'requested') return 'applied';
        await updateRefund(tx, refund.id, { status: 'processed', processedAt: clock.now() });
        await settleRefundState(tx, row, moves);
      } else return 'ignored';
      return 'applied';
    },

    /** The reconciliation job: is the unpaid booking paid after all? Looks again later if not. */
    async reconcile(id: number, attempt: number): Promise<{ checkAgainInMs?: number }> {
      const row = await findBooking(db, id);
      if (!row || !unpaid(row) || !row.razorpayOrderId) return {};
      if (await settleFromGateway(id)) return {};
      return { checkAgainInMs: reconcileDelayMs(attempt) };
    },

    /**
     * The hold job: once an unpaid booking's hold has ended (by the service's clock), the gateway
     * is asked a last time, then the booking is cancelled ('payment not completed') under its
     * seating's lock and the seats go back on sale in every process.
     */
    async endHoldIfDue(id: number): Promise<{ checkAgainInMs?: number }> {
      const row = await findBooking(db, id);
      if (!row || row.status !== 'confirmed' || !unpaid(row) || !row.paymentHoldUntil) return {};
      const left = row.paymentHoldUntil.getTime() - clock.now().getTime();
      if (left > 0) return { checkAgainInMs: left };
      if (gateway && (await settleFromGateway(id))) return {};
      const released = await db.transaction(async (tx) => {
        await lockSeating(tx, row.date, row.timeSlot);
        const locked = await lockBooking(tx, id);
        if (!locked || locked.status !== 'confirmed' || !unpaid(locked)) return undefined;
        const cancelled = await updateReservationStatus(tx, id, 'confirmed', {
          status: 'cancelled',
          cancelledBy: 'system',
        });
        const updated = await updateBooking(tx, id, {
          cancelReason: PAYMENT_NOT_COMPLETED,
          manageLinkSeed: null,
        });
        await recordAudit(tx, systemActor('payment-hold'), {
          area: 'reservations',
          action: 'status',
          entityId: id,
          before: { status: locked.status, paymentStatus: locked.paymentStatus },
          after: { status: cancelled!.status, reason: PAYMENT_NOT_COMPLETED },
        });
        const dto = toReservationDto(updated);
        await enqueueJob(tx, mailJob, holdEndedMail(dto, `${deps.publicUrl}/book`), {
          ref: bookingRef(id),
        });
        // Freed as a cancellation frees them, under the seating's lock: the waitlist is offered.
        await deps.offers?.offerFreedSeats(tx, dto.date, dto.timeSlot);
        return dto;
      });
      if (released) {
        await deps.changes.publish(availabilityChanged(released.date));
        jobs.wake();
      }
      return {};
    },

    /** Staff give back part or all of what a booking paid (admins; see refundByStaff). */
    async refundByStaff(actor: StaffActor, id: number, amount: number): Promise<ReservationDto> {
      const refunded = await db.transaction(async (tx) => {
        const row = await lockBooking(tx, id);
        if (!row) throw notFound('No reservation with that id');
        return refundByStaff(tx, row, amount, actor);
      });
      jobs.wake();
      return toReservationDto(refunded);
    },

    /** The refund job: see refund-runner.ts. */
    advanceRefunds: (id: number) =>
      advanceRefunds({ db, clock, gateway: requireGateway, logger, movingPayments }, id),
  };
  return service;
}

export type BookingPaymentsService = ReturnType<typeof bookingPaymentsService>;
