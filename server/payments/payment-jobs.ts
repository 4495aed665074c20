import type { z } from 'zod';
import { handleJob, jobKind, type JobHandler, type JobKind } from '../jobs/job-kind';

/** About a day of looks at growing intervals (reconcile-schedule.ts), then staff may ask. */
const RECONCILE_ATTEMPTS = 7;
/** A refund is asked for, then followed until the gateway processes it. */
const REFUND_ATTEMPTS = 12;
const REFUND_FOLLOW_UP_MS = 10 * 60_000;

/**
 * A job that asks the gateway whether an unpaid payment was taken after all (the payer closed
 * the tab after paying, a webhook was lost), looking again at growing intervals.
 */
export const reconcileJobKind = <P>(name: string, payload: z.ZodType<P>): JobKind<P> =>
  jobKind({ name, payload, maxAttempts: RECONCILE_ATTEMPTS, reachesOutside: true });

/** A job that asks the gateway for a refund and follows it until it is processed. */
export const refundJobKind = <P>(name: string, payload: z.ZodType<P>): JobKind<P> =>
  jobKind({ name, payload, maxAttempts: REFUND_ATTEMPTS, reachesOutside: true });

/** Runs a watching step (reconcile, a hold's end) again after the wait it asks for, if any. */
export function lookAgainWhenAsked<P>(
  kind: JobKind<P>,
  step: (payload: P, attempt: number) => Promise<{ checkAgainInMs?: number }>,
): JobHandler<P> {
  return handleJob(kind, async (payload, job) => {
    const { checkAgainInMs } = await step(payload, job.attempt);
    return checkAgainInMs === undefined ? undefined : { checkAgainInMs };
  });
}

/** Runs a refund step again a little later while the refund is not settled. */
export function followRefund<P>(
  kind: JobKind<P>,
  step: (payload: P) => Promise<{ settled: boolean }>,
): JobHandler<P> {
  return handleJob(kind, async (payload) => {
    const { settled } = await step(payload);
    return settled ? undefined : { checkAgainInMs: REFUND_FOLLOW_UP_MS };
  });
}
