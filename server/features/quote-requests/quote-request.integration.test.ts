import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { SETTING_CONTACT } from '@shared/constants';
import { quoteRequestDtoSchema } from '@shared/contracts/quote-request';
import { auditLog } from '@shared/schema/audit-log';
import { jobs } from '@shared/schema/jobs';
import { quoteRequests } from '@shared/schema/quote-requests';
import type { MailMessage } from '../../mail/mailer';
import { dateInDays, insertSiteSetting } from '../../test/factories';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { QUOTE_REQUESTS_PER_IP } from './quote-request.routes';

const quote = (overrides: Record<string, unknown> = {}) => ({
  name: 'Meera Iyer',
  company: 'Acme Infotech',
  email: 'meera@acme.example',
  phone: '+91 98450 12345',
  eventDate: dateInDays(20),
  guests: 80,
  message: 'Lunch for our annual day, mostly vegetarian.',
  ...overrides,
});

describe(`quote requests (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  const sent: MailMessage[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { RATE_LIMITS: 'off' },
      { runJobs: false, mailer: { send: async (m) => void sent.push(m) } },
    );
    staff = await signedInAgent(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(jobs).where(sql`true`);
    await t.database.db.delete(quoteRequests).where(sql`true`);
    await insertSiteSetting(t.database.db, SETTING_CONTACT, {
      phone: '+91 80 1234 5678',
      email: 'kitchen@tastingroom.example',
      address: '12 Lavelle Road',
      openingHours: 'Daily 11 AM - 11 PM',
    });
    sent.length = 0;
  });
  const send = (body: object) => request(t.app).post('/api/quote-requests').send(body);

  it('when a visitor asks for a quote, then it is stored as new, and the visitor and the restaurant are both e-mailed', async () => {
    const res = await send(quote()).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      message:
        'Thank you! We have received your request and will reply with a quote within one working day.',
    });
    const [row] = await t.database.db.select().from(quoteRequests);
    expect(row).toMatchObject({
      id: res.body.id,
      status: 'new',
      guests: 80,
      company: 'Acme Infotech',
    });

    await t.jobs.runDue();
    expect(sent.map((m) => [m.to, m.subject])).toEqual(
      expect.arrayContaining([
        ['meera@acme.example', 'Your catering quote request to The Tasting Room'],
        ['kitchen@tastingroom.example', 'New catering quote request from Acme Infotech'],
      ]),
    );
    const notice = sent.find((m) => m.to === 'kitchen@tastingroom.example')!;
    expect(notice.text).toContain('80 guests');
    expect(notice.text).toContain(`${t.config.publicUrl}/staff/quotes`);
  });

  it('when a field breaks a rule or the date is past, then 400 says which and nothing is stored', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'M' }, 'name'],
      [{ email: 'not-an-email' }, 'email'],
      [{ phone: '12345' }, 'phone'],
      [{ eventDate: '2026-02-30' }, 'eventDate'],
      [{ guests: 0 }, 'guests'],
      [{ guests: 5001 }, 'guests'],
    ];
    for (const [change, path] of cases) {
      const res = await send(quote(change)).expect(400);
      expect(
        res.body.errors.map((e: { path: string }) => e.path),
        path,
      ).toContain(path);
    }
    const past = await send(quote({ eventDate: dateInDays(-2) })).expect(400);
    expect(past.body.message).toBe('Please choose an event date from today onwards');
    // Company and message may be left out.
    await send(quote({ company: '', message: undefined })).expect(201);
    expect(await t.database.db.select().from(quoteRequests)).toHaveLength(1);
  });

  it('when staff read the list and move a request, then only the moves of its table are allowed, and each is audited', async () => {
    await request(t.app).get('/api/quote-requests').expect(401);
    const first = (await send(quote({ name: 'First Buyer' })).expect(201)).body.id as number;
    const second = (await send(quote({ name: 'Second Buyer' })).expect(201)).body.id as number;
    const list = await staff.get('/api/quote-requests').expect(200);
    expect(list.body.map((r: { id: number }) => r.id)).toEqual([second, first]);
    quoteRequestDtoSchema.strict().parse(list.body[0]);

    const answered = await staff
      .patch(`/api/quote-requests/${first}`)
      .send({ status: 'answered' })
      .expect(200);
    expect(answered.body).toMatchObject({ id: first, status: 'answered' });
    const back = await staff
      .patch(`/api/quote-requests/${first}`)
      .send({ status: 'new' })
      .expect(409);
    expect(back.body.code).toBe('conflict');
    await staff.patch(`/api/quote-requests/${first}`).send({ status: 'closed' }).expect(200);
    await staff.patch(`/api/quote-requests/${first}`).send({ status: 'new' }).expect(200);
    await staff.patch(`/api/quote-requests/${second}`).send({ status: 'lost' }).expect(400);
    await staff.patch('/api/quote-requests/999999').send({ status: 'closed' }).expect(404);
    await request(t.app)
      .patch(`/api/quote-requests/${second}`)
      .send({ status: 'closed' })
      .expect(401);

    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'quote-requests'), eq(auditLog.entityId, String(first))));
    expect(trail.map((e) => e.after)).toEqual([
      { status: 'answered' },
      { status: 'closed' },
      { status: 'new' },
    ]);
  });
});

describe(`quote requests are limited per network like bookings (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { runJobs: false });
  });
  afterAll(() => t.close());

  it('when one connection keeps sending requests, then it is refused with 429 after the hour’s budget', async () => {
    for (let i = 0; i < QUOTE_REQUESTS_PER_IP.points; i++) {
      await request(t.app).post('/api/quote-requests').send(quote()).expect(201);
    }
    const refused = await request(t.app).post('/api/quote-requests').send(quote()).expect(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await t.database.db.select().from(quoteRequests)).toHaveLength(
      QUOTE_REQUESTS_PER_IP.points,
    );
  });
});
