import { and, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { MessageState } from '@shared/domain/messages';
import { jobFilterOf } from '@shared/domain/messages';
import { jobs, type JobRow } from '@shared/schema/jobs';
import type { Db } from '../../db/connection';

/** The columns a message is shown from: never the payload, which holds the guest's details. */
const messageColumns = {
  id: jobs.id,
  kind: jobs.kind,
  ref: jobs.ref,
  summary: jobs.summary,
  status: jobs.status,
  attempts: jobs.attempts,
  maxAttempts: jobs.maxAttempts,
  lastError: jobs.lastError,
  runAt: jobs.runAt,
  createdAt: jobs.createdAt,
  finishedAt: jobs.finishedAt,
};
export type MessageRow = Pick<JobRow, keyof typeof messageColumns>;

function stateCondition(state: MessageState | undefined): SQL | undefined {
  if (!state) return undefined;
  const filter = jobFilterOf(state);
  return and(
    eq(jobs.status, filter.status),
    filter.firstTry === undefined
      ? undefined
      : filter.firstTry
        ? eq(jobs.attempts, 0)
        : gt(jobs.attempts, 0),
  );
}

/** Newest first, `limit` of them and one more (to tell whether an older page exists). */
export function listMessageRows(
  db: Db,
  kinds: string[],
  query: { limit: number; before?: number | undefined; state?: MessageState | undefined },
): Promise<MessageRow[]> {
  return db
    .select(messageColumns)
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, kinds),
        query.before === undefined ? undefined : lt(jobs.id, query.before),
        stateCondition(query.state),
      ),
    )
    .orderBy(desc(jobs.id))
    .limit(query.limit + 1);
}

export async function findMessageRow(
  db: Db,
  kinds: string[],
  id: number,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select(messageColumns)
    .from(jobs)
    .where(and(eq(jobs.id, id), inArray(jobs.kind, kinds)))
    .for('update');
  return row;
}

/** Messages given up on within the last `hours`. */
export async function countFailedMessagesSince(
  db: Db,
  kinds: string[],
  hours: number,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, kinds),
        eq(jobs.status, 'failed'),
        gt(jobs.finishedAt, sql`now() - make_interval(hours => ${hours})`),
      ),
    );
  return row?.count ?? 0;
}

/** A failed message back in the queue with a new set of tries, due now; undefined if not failed. */
export async function requeueFailedMessage(tx: Db, id: number): Promise<MessageRow | undefined> {
  const [row] = await tx
    .update(jobs)
    .set({ status: 'pending', attempts: 0, runAt: sql`now()`, finishedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning(messageColumns);
  return row;
}
