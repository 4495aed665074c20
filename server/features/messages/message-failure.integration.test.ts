import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEATINGS } from '@shared/constants';
import { jobs } from '@shared/schema/jobs';
import { nightsAhead } from '../../test/nights-ahead';
import { startSmtpPeer, until } from '../../test/smtp-peer';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

// A confirmation the mail server refuses for good, as staff meet it: failed at once (not after
// an hour and a half of retries), listed as failed with the server's reason, and sent again
// once the server takes it.
describe(`a message the mail server refuses (${testDatabaseKind})`, () => {
  let t: TestApp;
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let refusing = true;
  beforeAll(async () => {
    peer = await startSmtpPeer({ refuse: () => refusing });
    t = await createTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${peer.port}`, RATE_LIMITS: 'off' },
      { runJobs: false },
    );
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it('O3: when the server refuses a confirmation for good, then it is failed at once with the reason, and staff send it again once the server takes it', async () => {
    const guest = 'refused-guest@example.com';
    await request(t.app)
      .post('/api/reservations')
      .send({
        name: 'Kabir Shah',
        email: guest,
        phone: '+91 98450 11111',
        date: nightsAhead(20),
        timeSlot: SEATINGS[1].slot,
        guests: 2,
        vegCount: 1,
        nonVegCount: 1,
      })
      .expect(201);
    await t.jobs.runDue();
    const staff = await signedInAgent(t.app);
    const failed = await staff.get('/api/messages?state=failed').expect(200);
    expect(failed.body.messages).toEqual([
      expect.objectContaining({
        state: 'failed',
        attempts: 1,
        about: { kind: 'booking', id: expect.any(Number) },
        lastError: expect.stringMatching(/refused it: .*550/),
      }),
    ]);
    const alerts = await staff.get('/api/messages/alerts').expect(200);
    expect(alerts.body.failedLastDay).toBe(1);
    expect(peer.received).toEqual([]);

    refusing = false;
    const { id } = failed.body.messages[0];
    await staff.post(`/api/messages/${id}/resend`).expect(200);
    await t.jobs.runDue();
    await until(() => (peer.received.length > 0 ? true : undefined));
    expect(peer.received.map((m) => m.to)).toEqual([[guest]]);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'done', attempts: 1 });
    expect((await staff.get('/api/messages/alerts').expect(200)).body.failedLastDay).toBe(0);
  });
});
