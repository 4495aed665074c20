import { desc, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '@shared/schema/audit-log';
import { jobs } from '@shared/schema/jobs';
import { enqueueJob } from '../../jobs/enqueue-job';
import { mailJob } from '../../mail/mail-job';
import { paymentRefundJob } from '../corporate/payment-jobs';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

const mail = (subject: string) => ({
  to: 'asha@example.com',
  subject,
  text: 'See you soon',
  html: '<p>See you soon</p>',
});

describe(`staff's messages (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    // Jobs stay where the test puts them.
    t = await createTestApp({}, { runJobs: false });
    staff = await signedInAgent(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(jobs).where(sql`true`);
  });

  const queueMail = (subject: string, ref: string) =>
    enqueueJob(t.database.db, mailJob, mail(subject), { ref });
  const setJob = (id: number, values: Partial<typeof jobs.$inferInsert>) =>
    t.database.db.update(jobs).set(values).where(eq(jobs.id, id));
  const failed = async (subject: string, ref: string, hoursAgo = 1) => {
    const id = await queueMail(subject, ref);
    await setJob(id, {
      status: 'failed',
      attempts: 10,
      lastError: 'Error: Invalid recipient 550',
      finishedAt: sql`now() - make_interval(hours => ${hoursAgo})` as unknown as Date,
    });
    return id;
  };

  it('O3: when mail was sent, is retrying and failed, then staff see each with its state and what it belongs to, and never a payment job', async () => {
    const sent = await queueMail('Your table at The Tasting Room', 'reservation:41');
    await setJob(sent, { status: 'done', attempts: 1, payload: null, finishedAt: new Date() });
    const retrying = await queueMail('Your order is confirmed', 'corporate-order:7');
    await setJob(retrying, { attempts: 2, lastError: 'Error: Greeting never received' });
    const gaveUp = await failed('Your refund', 'reservation:42');
    const queued = await queueMail('Confirm your e-mail address', 'email-proof');
    await enqueueJob(t.database.db, paymentRefundJob, { orderId: 7 }, { ref: 'corporate-order:7' });

    const res = await staff.get('/api/messages').expect(200);
    expect(res.body.nextBefore).toBeNull();
    expect(res.body.messages).toEqual([
      expect.objectContaining({
        id: queued,
        channel: 'email',
        state: 'queued',
        summary: 'Confirm your e-mail address',
        about: null,
      }),
      expect.objectContaining({
        id: gaveUp,
        state: 'failed',
        about: { kind: 'booking', id: 42 },
        lastError: 'Error: Invalid recipient 550',
        attempts: 10,
      }),
      expect.objectContaining({
        id: retrying,
        state: 'retrying',
        about: { kind: 'order', id: 7 },
        nextTryAt: expect.any(String),
      }),
      expect.objectContaining({
        id: sent,
        state: 'sent',
        summary: 'Your table at The Tasting Room',
        about: { kind: 'booking', id: 41 },
        finishedAt: expect.any(String),
      }),
    ]);
    // The guest's address and the message itself stay in the queue.
    expect(JSON.stringify(res.body)).not.toContain('asha@example.com');
    expect(JSON.stringify(res.body)).not.toContain('See you soon');
  });

  it('O3: when there are more messages than a page, then pages follow by the last id and never overlap', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 5; i += 1) ids.push(await queueMail(`Message ${i}`, `reservation:${i}`));
    const first = await staff.get('/api/messages?limit=2').expect(200);
    expect(first.body.messages.map((m: { id: number }) => m.id)).toEqual([ids[4], ids[3]]);
    expect(first.body.nextBefore).toBe(ids[3]);
    const second = await staff
      .get(`/api/messages?limit=2&before=${first.body.nextBefore}`)
      .expect(200);
    expect(second.body.messages.map((m: { id: number }) => m.id)).toEqual([ids[2], ids[1]]);
    const last = await staff.get(`/api/messages?limit=2&before=${ids[1]}`).expect(200);
    expect(last.body).toEqual({
      messages: [expect.objectContaining({ id: ids[0] })],
      nextBefore: null,
    });
    const onlyFailed = await staff.get('/api/messages?state=failed').expect(200);
    expect(onlyFailed.body.messages).toEqual([]);
  });

  it('O3: when the query is not valid, then 400 says why; without a sign-in, 401', async () => {
    const tooMany = await staff.get('/api/messages?limit=500').expect(400);
    expect(tooMany.body.errors).toEqual([{ path: 'limit', message: 'limit must be 1 to 100' }]);
    await staff.get('/api/messages?state=lost').expect(400);
    await staff.get('/api/messages?before=abc').expect(400);
    await request(t.app).get('/api/messages').expect(401);
    await request(t.app).get('/api/messages/alerts').expect(401);
    await request(t.app).post('/api/messages/1/resend').expect(401);
  });

  it('O3: when staff resend a failed message, then it is queued with new tries, sent by the runner, and the audit trail says who', async () => {
    const id = await failed('Your refund', 'reservation:42');
    const res = await staff.post(`/api/messages/${id}/resend`).expect(200);
    expect(res.body).toMatchObject({ id, state: 'queued', attempts: 0 });
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, finishedAt: null });
    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      username: 'admin',
      area: 'messages',
      action: 'resend',
      entityId: String(id),
      before: { state: 'failed', attempts: 10 },
      after: { state: 'queued' },
    });
    expect(await t.jobs.runDue()).toBe(1);
    const [done] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(done).toMatchObject({ status: 'done', attempts: 1 });
    // Sent, it cannot be sent again this way.
    const again = await staff.post(`/api/messages/${id}/resend`).expect(409);
    expect(again.body).toMatchObject({ code: 'conflict', message: expect.stringMatching(/sent/) });
  });

  it('O3: when the message does not exist or is not a message, then 404; an id that is not one, 400', async () => {
    const refund = await enqueueJob(t.database.db, paymentRefundJob, { orderId: 9 });
    await setJob(refund, { status: 'failed' });
    await staff.post(`/api/messages/${refund}/resend`).expect(404);
    await staff.post('/api/messages/999999/resend').expect(404);
    await staff.post('/api/messages/x/resend').expect(400);
  });

  it('O3: the dashboard alert counts messages failed in the last day only, and jobs paused since a restore', async () => {
    await failed('Your refund', 'reservation:42', 2);
    await failed('Your table', 'reservation:43', 23);
    await failed('Old news', 'reservation:44', 30);
    const paused = await queueMail('Held', 'reservation:45');
    await setJob(paused, { status: 'paused' });
    const res = await staff.get('/api/messages/alerts').expect(200);
    expect(res.body).toEqual({ failedLastDay: 2, pausedSinceRestore: 1 });
  });
});
