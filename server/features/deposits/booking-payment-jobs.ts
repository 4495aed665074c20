import { z } from 'zod';
import { jobKind } from '../../jobs/job-kind';
import {
  followRefund,
  lookAgainWhenAsked,
  reconcileJobKind,
  refundJobKind,
} from '../../payments/payment-jobs';

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
export const bookingReconcileJob = reconcileJobKind('booking-payment-reconcile', bookingRef);

/** Asks the gateway for a booking's refunds, oldest first, and follows them until processed. */
export const bookingRefundJob = refundJobKind('booking-refund', bookingRef);

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
export const bookingTopUpReconcileJob = reconcileJobKind('booking-top-up-reconcile', topUpRef);

type Step = Promise<{ checkAgainInMs?: number }>;

/** What the booking payment jobs ask of the booking payments (booking-payments.service.ts). */
export type BookingPaymentSteps = {
  endHoldIfDue(reservationId: number): Step;
  reconcile(reservationId: number, attempt: number): Step;
  endTopUpIfDue(topUpId: number): Step;
  reconcileTopUp(topUpId: number, attempt: number): Step;
  advanceRefunds(reservationId: number): Promise<{ settled: boolean }>;
};

export const bookingPaymentJobHandlers = (payments: BookingPaymentSteps) => [
  lookAgainWhenAsked(bookingHoldJob, ({ reservationId }) => payments.endHoldIfDue(reservationId)),
  lookAgainWhenAsked(bookingReconcileJob, ({ reservationId }, attempt) =>
    payments.reconcile(reservationId, attempt),
  ),
  lookAgainWhenAsked(bookingTopUpHoldJob, ({ topUpId }) => payments.endTopUpIfDue(topUpId)),
  lookAgainWhenAsked(bookingTopUpReconcileJob, ({ topUpId }, attempt) =>
    payments.reconcileTopUp(topUpId, attempt),
  ),
  followRefund(bookingRefundJob, ({ reservationId }) => payments.advanceRefunds(reservationId)),
];
