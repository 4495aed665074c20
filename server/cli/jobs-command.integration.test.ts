import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '@shared/schema/jobs';
import type { Db } from '../db/connection';
import { enqueueJob } from '../jobs/enqueue-job';
import { pauseJobsReachingOutside } from '../jobs/paused-jobs';
import { mailJob } from '../mail/mail-job';
import { paymentRefundJob } from '../features/corporate/payment-jobs';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test/test-database';
import { runJobsCommand } from './jobs-command';

const mail = { to: 'asha@example.com', subject: 'Your table', text: 'x', html: '<p>x</p>' };

describe(`npm run jobs on the database (${testDatabaseKind})`, () => {
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

  const run = async (command: Parameters<typeof runJobsCommand>[1]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runJobsCommand(
      db,
      command,
      (l) => out.push(l),
      (l) => err.push(l),
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const statusOf = async (id: number) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

  it('O1: a restore pauses waiting and running jobs that reach outside, and leaves done ones be', async () => {
    const waiting = await enqueueJob(db, mailJob, mail, { ref: 'reservation:1' });
    const refund = await enqueueJob(db, paymentRefundJob, { orderId: 4 });
    await db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(jobs.id, refund));
    const sent = await enqueueJob(db, mailJob, mail);
    await db.update(jobs).set({ status: 'done', payload: null }).where(eq(jobs.id, sent));
    expect(await pauseJobsReachingOutside(db)).toBe(2);
    expect(await statusOf(waiting)).toMatchObject({ status: 'paused', attempts: 0 });
    expect(await statusOf(refund)).toMatchObject({
      status: 'paused',
      attempts: 1,
      lockedUntil: null,
    });
    expect((await statusOf(sent)).status).toBe('done');
  });

  it('O1: release puts paused jobs back due now; retry gives failed ones new tries; discard drops them with their payload', async () => {
    const paused = await enqueueJob(db, mailJob, mail, { ref: 'reservation:2' });
    const alsoPaused = await enqueueJob(db, mailJob, mail, { ref: 'reservation:3' });
    const failed = await enqueueJob(db, mailJob, mail, { ref: 'reservation:4' });
    await db.update(jobs).set({ status: 'paused' }).where(eq(jobs.id, paused));
    await db.update(jobs).set({ status: 'paused' }).where(eq(jobs.id, alsoPaused));
    await db
      .update(jobs)
      .set({ status: 'failed', attempts: 10, lastError: 'Error: 550', finishedAt: new Date() })
      .where(eq(jobs.id, failed));

    const listed = await run({ name: 'list' });
    expect(listed.code).toBe(0);
    expect(listed.out).toContain('3 job(s) wait for you');
    expect(listed.out).toContain('last error: Error: 550');

    expect(await run({ name: 'release', selection: { ids: [paused] } })).toMatchObject({
      code: 0,
      out: expect.stringContaining(`Released 1 job(s): ${paused}.`),
    });
    expect(await statusOf(paused)).toMatchObject({ status: 'pending' });
    // Not paused (it is waiting now), so nothing to release: said, and exit code 1.
    expect(await run({ name: 'release', selection: { ids: [paused] } })).toMatchObject({
      code: 1,
      err: `jobs: not paused, or no such job: ${paused}`,
    });

    expect(await run({ name: 'retry', selection: 'all' })).toMatchObject({ code: 0 });
    expect(await statusOf(failed)).toMatchObject({
      status: 'pending',
      attempts: 0,
      finishedAt: null,
    });

    expect(await run({ name: 'discard', selection: 'all' })).toMatchObject({
      code: 0,
      out: `Discarded 1 job(s): ${alsoPaused}.`,
    });
    expect(await statusOf(alsoPaused)).toMatchObject({ status: 'discarded', payload: null });
    expect((await run({ name: 'list' })).out).toBe('No job is paused or failed.');
  });
});
