import { and, asc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { jobs, type JobRow } from '@shared/schema/jobs';
import type { Db } from '../db/connection';

/** Which jobs an operator's command acts on: the ones named, or every one it may act on. */
export type JobSelection = { ids: number[] } | 'all';

const selected = (selection: JobSelection): SQL | undefined =>
  selection === 'all' ? undefined : inArray(jobs.id, selection.ids);

/**
 * Holds every waiting or running job whose kind is not known to stay inside the database. A
 * running one was caught mid-attempt by the backup: its attempt is not counted again.
 */
export async function pauseJobsOutside(db: Db, insideKinds: string[]): Promise<number> {
  const paused = await db
    .update(jobs)
    .set({ status: 'paused', lockedUntil: null })
    .where(
      and(
        inArray(jobs.status, ['pending', 'running']),
        insideKinds.length > 0 ? notInArray(jobs.kind, insideKinds) : undefined,
      ),
    )
    .returning({ id: jobs.id });
  return paused.length;
}

export async function countPausedJobs(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.status, 'paused'));
  return row?.count ?? 0;
}

/** The jobs waiting for the operator: paused ones, then those given up on, oldest first. */
export function listHeldJobs(db: Db): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(inArray(jobs.status, ['paused', 'failed']))
    .orderBy(asc(jobs.id));
}

/** Paused jobs go back to the queue as they were, due now. */
export async function releasePausedJobs(db: Db, selection: JobSelection): Promise<number[]> {
  const rows = await db
    .update(jobs)
    .set({ status: 'pending', runAt: sql`now()` })
    .where(and(eq(jobs.status, 'paused'), selected(selection)))
    .returning({ id: jobs.id });
  return rows.map((r) => r.id);
}

/** Failed jobs get a new set of attempts, due now. */
export async function retryFailedJobs(db: Db, selection: JobSelection): Promise<number[]> {
  const rows = await db
    .update(jobs)
    .set({ status: 'pending', attempts: 0, runAt: sql`now()`, finishedAt: null })
    .where(and(eq(jobs.status, 'failed'), selected(selection)))
    .returning({ id: jobs.id });
  return rows.map((r) => r.id);
}

/**
 * Paused or failed jobs are dropped: never run, their payload (a guest's details) removed, the
 * row kept as a record like a done job's. `all` discards the paused ones only: failed jobs are
 * named one by one.
 */
export async function discardJobs(db: Db, selection: JobSelection): Promise<number[]> {
  const rows = await db
    .update(jobs)
    .set({ status: 'discarded', payload: null, lockedUntil: null, finishedAt: sql`now()` })
    .where(
      selection === 'all'
        ? eq(jobs.status, 'paused')
        : and(or(eq(jobs.status, 'paused'), eq(jobs.status, 'failed')), selected(selection)),
    )
    .returning({ id: jobs.id });
  return rows.map((r) => r.id);
}

/**
 * What an on-call person asks of the queue: jobs still marked running whose claim lapsed (their
 * process died; another worker takes them over), and how long the longest-waiting due job has
 * waited past its time (0 when none waits), by the database's clock.
 */
export async function jobQueueHealth(
  db: Db,
): Promise<{ stuckRunning: number; oldestDueSeconds: number }> {
  const [row] = await db
    .select({
      stuckRunning: sql<number>`(count(*) filter (where ${jobs.status} = 'running' and ${jobs.lockedUntil} < now()))::int`,
      oldestDueSeconds: sql<number>`coalesce(extract(epoch from now() - min(${jobs.runAt}) filter (where ${jobs.status} = 'pending' and ${jobs.runAt} <= now())), 0)::float8`,
    })
    .from(jobs)
    .where(inArray(jobs.status, ['pending', 'running']));
  return {
    stuckRunning: row?.stuckRunning ?? 0,
    oldestDueSeconds: Number(row?.oldestDueSeconds ?? 0),
  };
}
