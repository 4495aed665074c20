import type { z } from 'zod';
import type { MessageChannel } from '@shared/domain/messages';

/**
 * A kind of background job: its name, the shape of its payload and how hard to retry it.
 *
 * How to add one:
 * 1. Define it next to the feature that needs it with `jobKind({ name, payload, maxAttempts })`;
 *    the payload schema is checked when the job is queued and again when it runs.
 * 2. Queue it with `enqueueJob(tx, kind, payload, { ref })` inside the transaction of the change
 *    that causes it, so it exists exactly when that change commits; call `jobs.wake()` after the
 *    commit so this process runs it at once.
 * 3. Give the runner a handler with `handleJob(kind, run)` in the list of server/jobs/job-handlers.ts.
 *    `run` must be safe to repeat: a crash after the work but before the job is
 *    marked done runs it again.
 * 4. A job that watches something (is this order paid yet?) answers `{ checkAgainInMs }` when it
 *    is not settled: it runs again then, without counting as a failure, until its attempts are
 *    used up, when it is marked done.
 * 5. Say whether it reaches outside (`reachesOutside`): a restored copy of the site must not mail
 *    guests or move money, so a restore pauses every such job until the operator releases it. A
 *    message to a guest also names its `channel`, which puts it on the staff's Messages screen.
 */
export type JobKind<P> = {
  name: string;
  payload: z.ZodType<P>;
  /** Runs before it is marked failed for good. */
  maxAttempts: number;
  /** Wait before the retry that follows failed attempt number `attempt` (1-based). */
  retryDelayMs?: (attempt: number) => number;
  /**
   * Whether running it can be seen outside this site's database: a message sent, a payment
   * gateway asked or told, or a job queued that does so (a reminder queues its mail). Unless it
   * is false, a restore pauses the kind's jobs (server/jobs/paused-jobs.ts), so leave it out or
   * true when in doubt.
   */
  reachesOutside?: boolean;
  /** A message to a guest: how it travels, and a line for staff saying what it is (no secret). */
  message?: { channel: MessageChannel; summaryOf: (payload: P) => string };
};

export function jobKind<P>(kind: JobKind<P>): JobKind<P> {
  return kind;
}

export type RunningJob = { id: number; attempt: number; ref: string | null };

/** Nothing: the job is done. `checkAgainInMs`: not settled yet, run it again after that wait. */
export type JobOutcome = void | { checkAgainInMs: number };

export type JobHandler<P = unknown> = {
  kind: JobKind<P>;
  run(payload: P, job: RunningJob): Promise<JobOutcome>;
};

export function handleJob<P>(
  kind: JobKind<P>,
  run: (payload: P, job: RunningJob) => Promise<JobOutcome>,
): JobHandler<P> {
  return { kind, run };
}

/** 5 s, 10 s, 20 s... doubling up to an hour, spread by ±20% so retries from a burst scatter. */
export function exponentialBackoff(attempt: number, random = Math.random): number {
  const base = Math.min(5_000 * 2 ** Math.max(0, attempt - 1), 60 * 60 * 1000);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * A try that trying again cannot mend (a mail server refusing the message for good): the runner
 * marks the job failed at once instead of spending its retries, so staff see it and can act.
 */
export class PermanentJobFailure extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobFailure';
  }
}
