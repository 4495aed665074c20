import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from '@shared/schema/jobs';
import { openPostgres, type Db } from '../db/connection';
import { createLogger } from '../lib/logger';
import { captureLogs } from '../test/log-capture';
import { countStatements } from '../test/statement-count';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test/test-database';
import { enqueueJob } from './enqueue-job';
import { jobBatch } from './job-batch';
import { exponentialBackoff, handleJob, jobKind } from './job-kind';
import { createJobRunner } from './job-runner';

const echo = jobKind({
  name: 'test-echo',
  payload: z.object({ n: z.number().int() }),
  maxAttempts: 3,
  retryDelayMs: () => 60_000,
});

const silent = createLogger('silent');

describe(`the job runner (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await db.delete(jobs).where(sql`true`);
  });

  const rowOf = async (id: number) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

  it('when the transaction that queued a job rolls back, then the job does not exist', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueJob(tx, echo, { n: 1 }, { ref: 'rolled-back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.select().from(jobs)).toEqual([]);
  });

  it('when a payload does not match its kind, then it is refused before anything is queued', async () => {
    await expect(enqueueJob(db, echo, { n: 'one' } as never)).rejects.toThrow();
    expect(await db.select().from(jobs)).toEqual([]);
  });

  it('when a change collects its jobs in a batch, then they go in as one insert, in order, with their own times; a bad payload is refused as it is added', async () => {
    const batch = jobBatch();
    await batch.add(echo, { n: 1 }, { ref: 'batch' });
    await batch.add(echo, { n: 2 }, { ref: 'batch', delayMs: 3_600_000 });
    await expect(batch.add(echo, { n: 'x' } as never)).rejects.toThrow();
    const counting = countStatements(db);
    try {
      await db.transaction((tx) => batch.insert(tx));
      // Inserted once: a second insert has nothing left to add.
      await db.transaction((tx) => batch.insert(tx));
    } finally {
      counting.stop();
    }
    expect(counting.texts.filter((s) => /insert into "jobs"/.test(s))).toHaveLength(1);
    const rows = await db.select().from(jobs).where(eq(jobs.ref, 'batch')).orderBy(jobs.id);
    expect(rows.map((r) => r.payload)).toEqual([{ n: 1 }, { n: 2 }]);
    const [now, later] = rows;
    expect(later!.runAt.getTime() - now!.runAt.getTime()).toBeGreaterThan(3_500_000);
  });

  it('when a due job runs, then its handler gets the payload once and the row is done with the payload dropped', async () => {
    const seen: unknown[] = [];
    const id = await enqueueJob(db, echo, { n: 7 }, { ref: 'thing:7' });
    const runner = createJobRunner({
      db,
      logger: silent,
      handlers: [handleJob(echo, async (p, job) => void seen.push({ p, job }))],
    });
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(seen).toEqual([{ p: { n: 7 }, job: { id, attempt: 1, ref: 'thing:7' } }]);
    expect(await rowOf(id)).toMatchObject({
      status: 'done',
      attempts: 1,
      payload: null,
      lockedUntil: null,
      lastError: null,
    });
    expect((await rowOf(id)).finishedAt).toBeInstanceOf(Date);
  });

  it('when a due job runs, then claiming it is one statement, settling it one more, and finding none left one more', async () => {
    await enqueueJob(db, echo, { n: 8 }, { ref: 'thing:8' });
    const runner = createJobRunner({
      db,
      logger: silent,
      handlers: [handleJob(echo, async () => undefined)],
    });
    await runner.runDue(); // the first drain also prunes old jobs; the counted one does not
    await enqueueJob(db, echo, { n: 9 }, { ref: 'thing:9' });
    const counting = countStatements(db);
    try {
      expect(await runner.runDue()).toBe(1);
    } finally {
      counting.stop();
    }
    expect(counting.texts, counting.texts.join('\n')).toHaveLength(3);
    expect(counting.texts.filter((s) => /for update skip locked/i.test(s))).toHaveLength(2);
  });

  it('when two runners with different kinds and leases share one database handle, then each claims only its own kinds, for its own lease', async () => {
    const other = jobKind({
      name: 'test-other',
      payload: z.object({ n: z.number().int() }),
      maxAttempts: 3,
    });
    const echoes: number[] = [];
    const others: number[] = [];
    const leases = new Map<number, number>();
    const leaseOf = async (id: number) => {
      const [row] = await db
        .select({ secs: sql<number>`extract(epoch from ${jobs.lockedUntil} - now())::float8` })
        .from(jobs)
        .where(eq(jobs.id, id));
      return row!.secs;
    };
    /** Notes the job's number, and the seconds left on the claim it runs under. */
    const recordInto =
      (seen: number[]) =>
      async ({ n }: { n: number }, job: { id: number }) => {
        seen.push(n);
        leases.set(n, await leaseOf(job.id));
      };
    const echoRunner = createJobRunner({
      db,
      logger: silent,
      leaseMs: 60_000,
      handlers: [handleJob(echo, recordInto(echoes))],
    });
    const otherRunner = createJobRunner({
      db,
      logger: silent,
      leaseMs: 600_000,
      handlers: [handleJob(other, recordInto(others))],
    });
    await enqueueJob(db, other, { n: 1 });
    await enqueueJob(db, echo, { n: 2 });
    await enqueueJob(db, other, { n: 3 });
    // The statements are prepared once per handle: the kinds and the lease are the runner's own.
    expect(await echoRunner.runDue()).toBe(1);
    expect(await otherRunner.runDue()).toBe(2);
    expect(echoes).toEqual([2]);
    expect(others).toEqual([1, 3]);
    expect(leases.get(2)).toBeGreaterThan(50);
    expect(leases.get(2)).toBeLessThanOrEqual(60);
    expect(leases.get(1)).toBeGreaterThan(590);
  });

  it('when a watching job is not settled, then it runs again later without an error, and is done after its last attempt', async () => {
    const logs = captureLogs('info');
    const id = await enqueueJob(db, echo, { n: 3 });
    const runner = createJobRunner({
      db,
      logger: logs.logger,
      handlers: [handleJob(echo, async () => ({ checkAgainInMs: 600_000 }))],
    });
    expect(await runner.runDue()).toBe(1);
    const waiting = await rowOf(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: 'not settled yet' });
    expect(waiting.runAt.getTime()).toBeGreaterThan(Date.now() + 500_000);
    expect(logs.entries().some((e) => Number(e.level) >= 40)).toBe(false);

    // The last attempt ends the watch: done, not failed.
    await db
      .update(jobs)
      .set({ attempts: echo.maxAttempts - 1, runAt: sql`now()` })
      .where(eq(jobs.id, id));
    expect(await runner.runDue()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: echo.maxAttempts });
  });

  it('when a job is queued for later, then it does not run before its time', async () => {
    const id = await enqueueJob(db, echo, { n: 1 }, { runAt: new Date(Date.now() + 3_600_000) });
    const runner = createJobRunner({
      db,
      logger: silent,
      handlers: [handleJob(echo, async () => undefined)],
    });
    expect(await runner.runDue()).toBe(0);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('when an attempt fails, then the job waits for its retry with the error kept, and after the last attempt it is failed, logged and reported', async () => {
    const logs = captureLogs('warn');
    const reported: string[] = [];
    const id = await enqueueJob(db, echo, { n: 1 }, { ref: 'thing:1' });
    const runner = createJobRunner({
      db,
      logger: logs.logger,
      onFailure: (kind, outcome) => reported.push(`${kind} ${outcome}`),
      handlers: [
        handleJob(echo, async () => {
          throw new Error('peer said no');
        }),
      ],
    });
    expect(await runner.runDue()).toBe(1);
    const waiting = await rowOf(id);
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Error: peer said no',
    });
    const [{ delaySeconds }] = (await db
      .select({ delaySeconds: sql<number>`extract(epoch from ${jobs.runAt} - now())::int` })
      .from(jobs)
      .where(eq(jobs.id, id))) as [{ delaySeconds: number }];
    expect(delaySeconds).toBeGreaterThan(50);
    expect(delaySeconds).toBeLessThanOrEqual(60);
    expect(await runner.runDue()).toBe(0);

    for (const attempt of [2, 3]) {
      await db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(eq(jobs.id, id));
      expect(await runner.runDue()).toBe(1);
      expect((await rowOf(id)).attempts).toBe(attempt);
    }
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 3 });
    const lines = logs.entries();
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [40, 'job attempt failed; will retry'],
      [40, 'job attempt failed; will retry'],
      [50, 'job failed for good after its last attempt'],
    ]);
    expect(lines[2]).toMatchObject({ jobId: id, kind: 'test-echo', ref: 'thing:1', attempt: 3 });
    // What the metrics count (tasting_job_failures_total).
    expect(reported).toEqual(['test-echo retry', 'test-echo retry', 'test-echo failed']);
  });

  it('when a stored payload no longer matches its kind, then the job fails at once without running', async () => {
    const [row] = await db
      .insert(jobs)
      .values({ kind: echo.name, payload: { n: 'x' }, maxAttempts: 3 })
      .returning();
    let ran = false;
    const runner = createJobRunner({
      db,
      logger: silent,
      handlers: [handleJob(echo, async () => void (ran = true))],
    });
    await runner.runDue();
    expect(ran).toBe(false);
    expect(await rowOf(row!.id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('when a worker died holding a job, then another takes it over once the claim lapses, and the dead one cannot settle it', async () => {
    const id = await enqueueJob(db, echo, { n: 3 });
    const seen: number[] = [];
    const runner = createJobRunner({
      db,
      logger: silent,
      handlers: [handleJob(echo, async (_p, job) => void seen.push(job.attempt))],
    });
    // A claim taken by a worker that then vanished, still valid: nobody may take it.
    await db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(jobs.id, id));
    expect(await runner.runDue()).toBe(0);
    await db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    expect(await runner.runDue()).toBe(1);
    expect(seen).toEqual([2]);
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('when the runner is stopped while a job runs, then that job finishes and is marked done before stop resolves', async () => {
    const id = await enqueueJob(db, echo, { n: 4 });
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const runner = createJobRunner({
      db,
      logger: silent,
      handlers: [
        handleJob(echo, async () => {
          started();
          await new Promise<void>((r) => (release = r));
        }),
      ],
    });
    runner.start();
    await running;
    const stopped = runner.stop(30_000);
    let stopResolved = false;
    void stopped.then(() => (stopResolved = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(stopResolved).toBe(false);
    release();
    await stopped;
    expect(await rowOf(id)).toMatchObject({ status: 'done' });
  });

  it('when a job is queued and the runner is woken, then it runs without waiting for the next poll', async () => {
    const seen: number[] = [];
    const runner = createJobRunner({
      db,
      logger: silent,
      pollMs: 3_600_000,
      handlers: [handleJob(echo, async (p) => void seen.push(p.n))],
    });
    runner.start();
    try {
      await new Promise((r) => setTimeout(r, 50));
      await enqueueJob(db, echo, { n: 9 });
      runner.wake();
      for (let i = 0; i < 100 && seen.length === 0; i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(seen).toEqual([9]);
    } finally {
      await runner.stop();
    }
  });

  // Several connections racing: only PostgreSQL has them (the embedded database is one process).
  if (testDatabaseKind === 'postgres')
    it('when three workers on their own connections race for 60 jobs, then every job runs exactly once', async () => {
      const ids: number[] = [];
      for (let n = 0; n < 60; n++) ids.push(await enqueueJob(db, echo, { n }));
      const runs: number[] = [];
      const connections = [0, 1, 2].map(() => openPostgres(database.url!, { max: 2 }));
      try {
        const runners = connections.map((c) =>
          createJobRunner({
            db: c.db,
            logger: silent,
            handlers: [
              handleJob(echo, async (p) => {
                runs.push(p.n);
                await new Promise((r) => setTimeout(r, 2));
              }),
            ],
          }),
        );
        const counts = await Promise.all(runners.map((r) => r.runDue()));
        expect(counts.reduce((a, b) => a + b, 0)).toBe(60);
        // Each worker got a share: the claims really overlapped.
        expect(counts.filter((c) => c > 0).length).toBeGreaterThan(1);
      } finally {
        await Promise.all(connections.map((c) => c.close()));
      }
      expect([...runs].sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, n) => n));
      const statuses = await db.select({ status: jobs.status }).from(jobs);
      expect(statuses.every((s) => s.status === 'done')).toBe(true);
    });
});

describe('exponentialBackoff', () => {
  it('doubles from 5 s, caps at an hour and spreads by ±20%', () => {
    expect(exponentialBackoff(1, () => 0.5)).toBe(5_000);
    expect(exponentialBackoff(2, () => 0.5)).toBe(10_000);
    expect(exponentialBackoff(4, () => 0.5)).toBe(40_000);
    expect(exponentialBackoff(30, () => 0.5)).toBe(3_600_000);
    expect(exponentialBackoff(1, () => 0)).toBe(4_000);
    expect(exponentialBackoff(1, () => 0.999999)).toBe(6_000);
  });
});
