import { and, eq, inArray, lt, lte, or, sql, type Placeholder } from 'drizzle-orm';
import { jobs, type JobRow } from '@shared/schema/jobs';
import type { Db } from '../db/connection';
import { preparedPerHandle } from '../db/prepared-per-handle';
import type { PgInsertValue } from 'drizzle-orm/pg-core';

/** A job's row to insert; its time of running may be the database's (see delayedRunAt). */
export type NewJob = PgInsertValue<typeof jobs>;

/** Inserts jobs in one statement, in the order given. */
export function insertJobs(tx: Db, rows: NewJob[]): Promise<JobRow[]> {
  return tx.insert(jobs).values(rows).returning();
}

/** `delayMs` from now by the database's clock, the one workers claim by. */
export const delayedRunAt = (delayMs: number) =>
  sql`now() + make_interval(secs => ${Math.max(0, delayMs) / 1000})`;

/** Built once per handle: the kinds and the lease are each runner's own, so they are values. */
const claimStatement = preparedPerHandle((db) => {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        sql`${jobs.kind} = any(${sql.placeholder('kinds')}::text[])`,
        or(
          and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`)),
          and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(jobs.runAt, jobs.id)
    .limit(1)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${sql.placeholder('leaseSecs')}::float8)`,
    })
    .where(sql`${jobs.id} = (${due})`)
    .returning()
    .prepare('jobs_claim_next');
});

/**
 * Takes the next due job of the given kinds: a pending one whose time has come, or a running one
 * whose worker stopped renewing its claim (a crash). One statement: the inner select locks the
 * row it picks and the update claims it in the same statement's transaction. SKIP LOCKED lets
 * workers in other processes take other rows at the same moment instead of waiting, so no job
 * is taken twice; a row changed meanwhile is checked again against the condition when locked.
 */
export async function claimNextJob(
  db: Db,
  kinds: string[],
  leaseMs: number,
): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  const [claimed] = await claimStatement(db).execute({ kinds, leaseSecs: leaseMs / 1000 });
  return claimed;
}

/** Only the claim that ran the attempt may settle it: a worker whose claim lapsed changes nothing. */
const stillOurs = (job: { id: number | Placeholder; attempts: number | Placeholder }) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));

/** Settling is sent once per job by every worker: built once per handle, its job as values. */
const doneStatement = preparedPerHandle((db) =>
  db
    .update(jobs)
    .set({
      status: 'done',
      payload: null,
      lockedUntil: null,
      lastError: null,
      finishedAt: sql`now()`,
    })
    .where(stillOurs({ id: sql.placeholder('id'), attempts: sql.placeholder('attempts') }))
    .prepare('jobs_mark_done'),
);

/** Done: the payload (which may hold a guest's details) is dropped; the row stays as a record. */
export async function markJobDone(db: Db, job: JobRow): Promise<void> {
  await doneStatement(db).execute({ id: job.id, attempts: job.attempts });
}

export async function scheduleJobRetry(
  db: Db,
  job: JobRow,
  delayMs: number,
  error: string,
): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'pending',
      lockedUntil: null,
      lastError: error,
      runAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
    })
    .where(stillOurs(job));
}

export async function markJobFailed(db: Db, job: JobRow, error: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'failed', lockedUntil: null, lastError: error, finishedAt: sql`now()` })
    .where(stillOurs(job));
}

/**
 * Extends a running job's claim while its handler works, so a slow attempt is not taken over by
 * another worker; answers false when the claim is no longer this attempt's.
 */
export async function renewJobLease(db: Db, job: JobRow, leaseMs: number): Promise<boolean> {
  const renewed = await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(stillOurs(job))
    .returning({ id: jobs.id });
  return renewed.length > 0;
}

/** Done jobs are kept a while as a record of what was sent, then removed. */
export async function deleteFinishedJobsBefore(db: Db, days: number): Promise<number> {
  const removed = await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.status, 'done'),
        lt(jobs.finishedAt, sql`now() - make_interval(days => ${days})`),
      ),
    )
    .returning({ id: jobs.id });
  return removed.length;
}

/**
 * A job queued to collect a burst (insertDelayedJob: due later than it was made) that no worker
 * has taken nor tried yet. Claiming sets the status in a transaction that locks the row, so an
 * update or delete under this condition waits for a claim in progress and then leaves the job
 * alone: a job being sent is never changed, and one merely due but untaken still is.
 */
const untakenDelayed = (kind: string, ref: string) =>
  and(
    eq(jobs.kind, kind),
    eq(jobs.ref, ref),
    eq(jobs.status, 'pending'),
    eq(jobs.attempts, 0),
    sql`${jobs.runAt} > ${jobs.createdAt}`,
  );

/** Replaces the payload of such a job, answering its id; undefined when there is none. */
export async function replaceWaitingJob(
  tx: Db,
  kind: string,
  ref: string,
  payload: unknown,
  summary: string | null,
): Promise<number | undefined> {
  const [row] = await tx
    .update(jobs)
    .set({ payload, summary })
    .where(untakenDelayed(kind, ref))
    .returning({ id: jobs.id });
  return row?.id;
}

/** Drops such jobs (e.g. a change e-mail that a cancellation makes pointless). */
export async function dropWaitingJobs(tx: Db, kind: string, ref: string): Promise<void> {
  await tx.delete(jobs).where(untakenDelayed(kind, ref));
}

/** Inserts a job due `delayMs` from now by the database's clock, the one workers claim by. */
export async function insertDelayedJob(
  tx: Db,
  row: Omit<typeof jobs.$inferInsert, 'runAt'>,
  delayMs: number,
): Promise<JobRow> {
  const [inserted] = await insertJobs(tx, [{ ...row, runAt: delayedRunAt(delayMs) }]);
  return inserted!;
}

/**
 * Jobs waiting (pending, due or later), given up on (failed) and held since a restore (paused)
 * per kind, for the metrics: the queue as the database holds it, the same from every process.
 */
export function countQueuedAndFailedJobs(
  db: Db,
): Promise<{ kind: string; status: 'pending' | 'failed' | 'paused'; count: number }[]> {
  return db
    .select({
      kind: jobs.kind,
      status: sql<'pending' | 'failed' | 'paused'>`${jobs.status}`,
      count: sql<number>`count(*)::int`,
    })
    .from(jobs)
    .where(inArray(jobs.status, ['pending', 'failed', 'paused']))
    .groupBy(jobs.kind, jobs.status);
}

/**
 * Moves the waiting (pending) jobs of a kind and ref to run `delayMs` from now by the database's
 * clock; answers how many moved. A job being run is left alone: its handler reads the change.
 */
export async function retimePendingJobs(
  tx: Db,
  kind: string,
  ref: string,
  delayMs: number,
): Promise<number> {
  const moved = await tx
    .update(jobs)
    .set({ runAt: sql`now() + make_interval(secs => ${Math.max(0, delayMs) / 1000})` })
    .where(and(eq(jobs.kind, kind), eq(jobs.ref, ref), eq(jobs.status, 'pending')))
    .returning({ id: jobs.id });
  return moved.length;
}

/** Drops the waiting (pending) jobs of a kind and ref, e.g. the reminder of a cancelled booking. */
export async function dropPendingJobs(tx: Db, kind: string, ref: string): Promise<void> {
  await tx
    .delete(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.ref, ref), eq(jobs.status, 'pending')));
}
