import type { Db } from '../db/connection';
import type { JobKind } from './job-kind';
import {
  delayedRunAt,
  insertDelayedJob,
  insertJobs,
  replaceWaitingJob,
  type NewJob,
} from './job.repository';

/** A message's line for staff, cut to a length a list can show. */
const summaryOf = <P>(kind: JobKind<P>, payload: P): string | null =>
  kind.message ? kind.message.summaryOf(payload).slice(0, 300) : null;

export type EnqueueOptions = {
  /** What the job is about, for logs (e.g. 'reservation:42'); never personal data. */
  ref?: string;
  /** Not before this moment; now by default. */
  runAt?: Date;
  /**
   * Not before this long from now by the database's clock, the one workers claim by (a reminder,
   * a hold that runs out): work timed by the app's clock is queued as the wait that remains.
   */
  delayMs?: number;
};

/**
 * Queues a job. Pass the transaction of the change that causes it: the job then commits or rolls
 * back with that change, so work is never lost nor done for a change that did not happen.
 */
export async function enqueueJob<P>(
  tx: Db,
  kind: JobKind<P>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<number> {
  const [row] = await insertJobs(tx, [jobRowOf(kind, payload, options)]);
  return row!.id;
}

/** The row that queues a job: its payload checked, its time of running as the options ask. */
export function jobRowOf<P>(kind: JobKind<P>, payload: P, options: EnqueueOptions = {}): NewJob {
  const parsed = kind.payload.parse(payload);
  return {
    kind: kind.name,
    payload: parsed,
    ref: options.ref ?? null,
    summary: summaryOf(kind, parsed),
    maxAttempts: kind.maxAttempts,
    ...(options.delayMs !== undefined
      ? { runAt: delayedRunAt(options.delayMs) }
      : options.runAt
        ? { runAt: options.runAt }
        : {}),
  };
}

/**
 * Queues a job that collects a burst: the first call schedules it `delayMs` from now (database
 * time, the clock the workers claim by), and each call until then replaces its payload instead
 * of queuing another. So ten changes in a minute send one e-mail, with the last state.
 */
export async function enqueueCoalescedJob<P>(
  tx: Db,
  kind: JobKind<P>,
  payload: P,
  options: {
    ref: string;
    delayMs: number;
    /** Asked only when a new job would be queued (not when one waiting is replaced); false: none. */
    admit?: () => Promise<boolean>;
  },
): Promise<number | undefined> {
  const parsed = kind.payload.parse(payload);
  const summary = summaryOf(kind, parsed);
  const waiting = await replaceWaitingJob(tx, kind.name, options.ref, parsed, summary);
  if (waiting !== undefined) return waiting;
  if (options.admit && !(await options.admit())) return undefined;
  const row = await insertDelayedJob(
    tx,
    { kind: kind.name, payload: parsed, ref: options.ref, summary, maxAttempts: kind.maxAttempts },
    options.delayMs,
  );
  return row.id;
}
