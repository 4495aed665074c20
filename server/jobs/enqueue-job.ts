import type { Db } from '../db/connection';
import type { JobKind } from './job-kind';
import { insertJob } from './job.repository';

export type EnqueueOptions = {
  /** What the job is about, for logs (e.g. 'reservation:42'); never personal data. */
  ref?: string;
  /** Not before this moment (a reminder); now by default. */
  runAt?: Date;
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
  const row = await insertJob(tx, {
    kind: kind.name,
    payload: kind.payload.parse(payload),
    ref: options.ref ?? null,
    maxAttempts: kind.maxAttempts,
    ...(options.runAt ? { runAt: options.runAt } : {}),
  });
  return row.id;
}
