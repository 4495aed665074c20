import { z } from 'zod';
import { handleJob, jobKind } from '../../jobs/job-kind';
import type { BookingPaymentsService } from './booking-payments.service';

const bookingRef = z.object({ reservationId: z.number().int().positive() });

/**
 * Ends an unpaid booking's hold when its time is up: the gateway is asked first (a payment the
 * browser never reported confirms the booking), otherwise the seats go back on sale.
 */
export const bookingHoldJob = jobKind({
  name: 'booking-payment-hold',
  payload: bookingRef,
  // It may be asked to look again while the hold lasts; that is not a failure.
  maxAttempts: 50,
  reachesOutside: true,
});

/** Watches an unpaid booking's gateway order for about a day, like a corporate checkout's. */
export const bookingReconcileJob = jobKind({
  name: 'booking-payment-reconcile',
  payload: bookingRef,
  maxAttempts: 7,
  reachesOutside: true,
});

/** Asks the gateway for a booking's refunds, oldest first, and follows them until processed. */
export const bookingRefundJob = jobKind({
  name: 'booking-refund',
  payload: bookingRef,
  maxAttempts: 12,
  reachesOutside: true,
});

const topUpRef = z.object({
  reservationId: z.number().int().positive(),
  topUpId: z.number().int().positive(),
});

/**
 * Ends a top-up's hold (a larger party waiting for its further payment): queued with the change,
 * so it runs even if the gateway order was never opened; the gateway is asked first.
 */
export const bookingTopUpHoldJob = jobKind({
  name: 'booking-top-up-hold',
  payload: topUpRef,
  maxAttempts: 50,
  reachesOutside: true,
});

/** Watches a top-up's gateway order as the first payment's is watched. */
export const bookingTopUpReconcileJob = jobKind({
  name: 'booking-top-up-reconcile',
  payload: topUpRef,
  maxAttempts: 7,
  reachesOutside: true,
});

const REFUND_FOLLOW_UP_MS = 10 * 60_000;

export const bookingPaymentJobHandlers = (payments: BookingPaymentsService) => [
  handleJob(bookingHoldJob, async ({ reservationId }) => {
    const { checkAgainInMs } = await payments.endHoldIfDue(reservationId);
    return checkAgainInMs === undefined ? undefined : { checkAgainInMs };
  }),
  handleJob(bookingReconcileJob, async ({ reservationId }, job) => {
    const { checkAgainInMs } = await payments.reconcile(reservationId, job.attempt);
    return checkAgainInMs === undefined ? undefined : { checkAgainInMs };
  }),
  handleJob(bookingTopUpHoldJob, async ({ topUpId }) => {
    const { checkAgainInMs } = await payments.endTopUpIfDue(topUpId);
    return checkAgainInMs === undefined ? undefined : { checkAgainInMs };
  }),
  handleJob(bookingTopUpReconcileJob, async ({ topUpId }, job) => {
    const { checkAgainInMs } = await payments.reconcileTopUp(topUpId, job.attempt);
    return checkAgainInMs === undefined ? undefined : { checkAgainInMs };
  }),
  handleJob(bookingRefundJob, async ({ reservationId }) => {
    const { settled } = await payments.advanceRefunds(reservationId);
    return settled ? undefined : { checkAgainInMs: REFUND_FOLLOW_UP_MS };
  }),
];
