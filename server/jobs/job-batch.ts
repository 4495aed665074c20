import type { Db } from '../db/connection';
import { enqueueJob, jobRowOf, type EnqueueOptions } from './enqueue-job';
import type { JobKind } from './job-kind';
import { insertJobs, type NewJob } from './job.repository';

/**
 * Where the code that decides on a job puts it: straight into the change's transaction
 * (`jobsInto`), or into a batch that the change inserts in one statement when it is done.
 */
export type JobSink = <P>(kind: JobKind<P>, payload: P, options?: EnqueueOptions) => Promise<void>;

/** A sink that queues each job at once in `tx`, as enqueueJob does. */
export const jobsInto =
  (tx: Db): JobSink =>
  async (kind, payload, options) => {
    await enqueueJob(tx, kind, payload, options);
  };

/**
 * Jobs collected while a change decides what follows it, then inserted together in its
 * transaction: a new booking queues its message, its confirmation and its reminder, one
 * statement instead of three. The payloads are checked as they are added, as enqueueJob does.
 */
export function jobBatch(): { add: JobSink; insert(tx: Db): Promise<void> } {
  const rows: NewJob[] = [];
  return {
    add: async (kind, payload, options) => {
      rows.push(jobRowOf(kind, payload, options));
    },
    async insert(tx) {
      if (rows.length === 0) return;
      await insertJobs(tx, rows.splice(0));
    },
  };
}
