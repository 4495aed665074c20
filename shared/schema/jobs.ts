import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * pending (waiting for its time), running, done, failed (given up after its last attempt), paused
 * (held after a restore until the operator releases it: `npm run jobs`), discarded (dropped by
 * the operator, never run).
 */
export const jobStatuses = ['pending', 'running', 'done', 'failed', 'paused', 'discarded'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * The durable job queue and mail outbox. A change that must cause work later (a confirmation
 * e-mail, a reminder) inserts its job in the same transaction, so the work is queued exactly when
 * the change commits. Workers in any server process claim due rows with FOR UPDATE SKIP LOCKED.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial().primaryKey(),
    /** Which handler runs it, e.g. 'mail'. */
    kind: text().notNull(),
    /** The handler's input; emptied once the job is done, since it may hold a guest's details. */
    payload: jsonb().$type<unknown>(),
    /** What the job is about, for logs and staff (e.g. 'reservation:42'); never personal data. */
    ref: text(),
    /** For a message to a guest, what it is (an e-mail's subject), kept for staff after sending. */
    summary: text(),
    status: text().$type<JobStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull(),
    /** Not before this moment: creation, or the next retry after a failure. */
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** While running: when the claim lapses and another worker may take the job over. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // The claim query: due pending jobs, and running ones whose claim has lapsed.
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} in ('pending', 'running')`),
    index('jobs_ref_idx').on(t.ref),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
