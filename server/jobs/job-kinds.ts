import { analyticsRollupJob } from '../features/analytics/rollup-job';
import { paymentReconcileJob, paymentRefundJob } from '../features/corporate/payment-jobs';
import {
  bookingHoldJob,
  bookingReconcileJob,
  bookingRefundJob,
  bookingTopUpHoldJob,
  bookingTopUpReconcileJob,
} from '../features/deposits/booking-payment-jobs';
import { bookingReminderJob } from '../features/reservations/booking-reminder';
import { waitlistHoldJob } from '../features/waitlist/waitlist-hold-job';
import { mailJob } from '../mail/mail-job';
import { extraPaymentRefundJob } from '../payments/extra-payments';
import { messageJob } from '../messaging/message-job';
import type { JobKind } from './job-kind';

/**
 * Every kind of job this version runs (job-handlers.ts has a handler for each; a test holds the
 * two lists together). Read by what must know the kinds without running them: a restore, which
 * pauses those that reach outside, and the staff's list of messages.
 */
export const ALL_JOB_KINDS: readonly JobKind<never>[] = [
  mailJob,
  paymentReconcileJob,
  paymentRefundJob,
  bookingHoldJob,
  bookingReconcileJob,
  bookingRefundJob,
  bookingTopUpHoldJob,
  bookingTopUpReconcileJob,
  bookingReminderJob,
  waitlistHoldJob,
  extraPaymentRefundJob,
  messageJob,
  analyticsRollupJob,
] as unknown as readonly JobKind<never>[];

/**
 * The kinds known to stay inside the database. Everything else, a kind of a newer version
 * included, counts as reaching outside.
 */
export const kindsStayingInside = (): string[] =>
  ALL_JOB_KINDS.filter((kind) => kind.reachesOutside === false).map((kind) => kind.name);

/** The kinds that are messages to guests, with their channel. */
export const messageKinds = () =>
  ALL_JOB_KINDS.flatMap((kind) =>
    kind.message ? [{ name: kind.name, channel: kind.message.channel }] : [],
  );
