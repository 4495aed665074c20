import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from '@shared/schema/jobs';
import type { Db } from '../db/connection';
import { createLogger } from '../lib/logger';
import { SHUTDOWN_GRACE_MS } from '../lib/shutdown-grace';
import { mailHandler, mailJob } from '../mail/mail-job';
import { SMTP_LIMITS, smtpMailer } from '../mail/mailer';
import { startSmtpPeer, until } from '../test/smtp-peer';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test/test-database';
import { enqueueJob } from './enqueue-job';
import { handleJob, jobKind } from './job-kind';
import { createJobRunner } from './job-runner';

const slow = jobKind({
  name: 'test-slow',
  payload: z.object({ ms: z.number().int() }),
  maxAttempts: 3,
  reachesOutside: false,
});

const silent = createLogger('silent');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`a job's claim while it runs (${testDatabaseKind})`, () => {
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

  it('O2: when an attempt outlasts its claim, then the claim is renewed and no other worker runs the job again', async () => {
    const runs: number[] = [];
    const handler = (worker: number) =>
      handleJob(slow, async ({ ms }) => {
        runs.push(worker);
        await pause(ms);
      });
    const leaseMs = 300;
    const first = createJobRunner({ db, logger: silent, handlers: [handler(1)], leaseMs });
    const second = createJobRunner({ db, logger: silent, handlers: [handler(2)], leaseMs });
    const id = await enqueueJob(db, slow, { ms: 1_500 });
    const running = first.runDue();
    await until(() => (runs.length > 0 ? true : undefined));
    // The other worker keeps looking for due jobs for four times the claim's length.
    const lapsedClaimsTaken: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      await pause(100);
      lapsedClaimsTaken.push(await second.runDue());
    }
    expect(await running).toBe(1);
    expect(runs).toEqual([1]);
    expect(lapsedClaimsTaken.every((n) => n === 0)).toBe(true);
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('O2: when a worker dies mid-attempt, then its claim lapses and another worker runs the job (at least once)', async () => {
    const id = await enqueueJob(db, slow, { ms: 10 });
    // A claim taken by a process that died: running, its lease already over.
    await db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    const runs: number[] = [];
    const runner = createJobRunner({
      db,
      logger: silent,
      handlers: [handleJob(slow, async () => void runs.push(1))],
    });
    expect(await runner.runDue()).toBe(1);
    expect(runs).toEqual([1]);
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('O2: the mail server is never waited on longer than the shutdown grace', () => {
    expect(SMTP_LIMITS.sendMs).toBeLessThan(SHUTDOWN_GRACE_MS);
    for (const wait of [
      SMTP_LIMITS.connectionTimeout,
      SMTP_LIMITS.greetingTimeout,
      SMTP_LIMITS.socketTimeout,
    ]) {
      expect(wait).toBeLessThanOrEqual(SMTP_LIMITS.sendMs);
    }
  });

  it(
    'O2: when the mail server is slow to accept and the process stops, then the send ends within the grace and the mail waits to be retried, never left running',
    { timeout: 40_000 },
    async () => {
      const peer = await startSmtpPeer({ acceptAfterMs: 15_000 });
      try {
        const mailer = smtpMailer(`smtp://127.0.0.1:${peer.port}`, 'table@example.com');
        const runner = createJobRunner({ db, logger: silent, handlers: [mailHandler(mailer)] });
        const id = await enqueueJob(
          db,
          mailJob,
          {
            to: 'asha@example.com',
            subject: 'Your table',
            text: 'See you',
            html: '<p>See you</p>',
          },
          { ref: 'reservation:1' },
        );
        runner.start();
        await until(() => (peer.receiving() === 1 ? true : undefined));
        const stopping = Date.now();
        await runner.stop(SHUTDOWN_GRACE_MS);
        expect(Date.now() - stopping).toBeLessThan(SHUTDOWN_GRACE_MS);
        const row = await rowOf(id);
        expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
        expect(row.lastError).toMatch(/timeout|timed out|abort/i);
        expect(row.runAt.getTime()).toBeGreaterThan(Date.now());
      } finally {
        await peer.close();
      }
    },
  );
});
