import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SETTING_CONTACT } from '@shared/constants';
import { jobs } from '@shared/schema/jobs';
import { dateInDays, insertReservation, insertSiteSetting } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';
import { SEVEN } from '../test/waitlist-kit';
import { UNPROVEN_MAILS_PER_HOUR } from './guest-mail-gate';
import type { MailMessage } from './mailer';

const NOW = new Date('2026-11-22T06:00:00Z');
const TOKEN = 'a-metrics-token-long-enough';
const RESTAURANT = 'kitchen@tastingroom.example';
const ATTACKER_NAME = 'Visit cheap-pills.example now';
const ATTACKER_MESSAGE = 'Claim your prize at https://cheap-pills.example/win';

let ipCounter = 0;
/** A network of its own, as the trusted proxy reports it: no per-network limit is shared. */
const freshIp = () => `10.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}.7`;
let day = 0;
const freshNight = () => new Date(Date.UTC(2027, 3, 1 + ++day)).toISOString().slice(0, 10);
let victimCounter = 0;
const freshVictim = () => `victim-${++victimCounter}@example.net`;

describe(`mail to an address that has not proved it is its reader's (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { TRUST_PROXY: '1', METRICS_TOKEN: TOKEN },
      { now: () => NOW, runJobs: false },
    );
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await insertSiteSetting(t.database.db, SETTING_CONTACT, {
      phone: '+91 80 1234 5678',
      email: RESTAURANT,
      address: '12 Lavelle Road',
      openingHours: 'Daily 11 AM - 11 PM',
    });
  });

  const mailsTo = async (address: string): Promise<MailMessage[]> =>
    (await t.database.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'mail')))
      .map((row) => row.payload as MailMessage)
      .filter((m) => m.to === address);
  const suppressed = async (): Promise<number> => {
    const res = await request(t.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    const line = /^mail_suppressed_total\{reason="unproven_address_budget"\} (\d+)$/m.exec(
      res.text,
    );
    return Number(line?.[1] ?? NaN);
  };
  const askQuote = (email: string, from = freshIp()) =>
    request(t.app)
      .post('/api/quote-requests')
      .set('X-Forwarded-For', from)
      .send({
        name: ATTACKER_NAME,
        company: 'Prize Dept https://cheap-pills.example',
        email,
        phone: '+91 98450 12345',
        eventDate: dateInDays(20),
        guests: 80,
        message: ATTACKER_MESSAGE,
      });
  const book = (email: string, overrides: Record<string, unknown> = {}) =>
    request(t.app)
      .post('/api/reservations')
      .set('X-Forwarded-For', freshIp())
      .send({
        name: 'Asha Rao',
        email,
        phone: `+91 91000 ${String(10000 + ++victimCounter)}`,
        date: freshNight(),
        timeSlot: SEVEN,
        guests: 2,
        vegCount: 1,
        nonVegCount: 1,
        ...overrides,
      });

  it('B3: 60 quote requests for one address from 60 networks reach it at most 3 times; the rest are counted in /metrics, and the restaurant gets every request', async () => {
    const victim = freshVictim();
    const before = await suppressed();
    for (let i = 0; i < 60; i++) await askQuote(victim).expect(201);

    const receipts = await mailsTo(victim);
    expect(receipts).toHaveLength(UNPROVEN_MAILS_PER_HOUR);
    expect(await suppressed()).toBe(before + 60 - UNPROVEN_MAILS_PER_HOUR);
    const restaurantCopies = (await mailsTo(RESTAURANT)).filter((m) =>
      m.text.includes(ATTACKER_MESSAGE),
    );
    expect(restaurantCopies.length).toBeGreaterThanOrEqual(60);
  });

  it('B3: a receipt to an unproven address never repeats the name, company or message the sender typed', async () => {
    const victim = freshVictim();
    await askQuote(victim).expect(201);
    const [receipt] = await mailsTo(victim);
    expect(receipt).toBeDefined();
    for (const part of [receipt!.text, receipt!.html, receipt!.subject]) {
      expect(part).not.toContain('cheap-pills');
      expect(part).not.toContain('Visit');
      expect(part).not.toContain('Prize');
    }
    expect(receipt!.text).toMatch(/^Hello,/);
  });

  it('B3: the budget spans features: quote requests, a waitlist join and bookings share the 3 messages an hour', async () => {
    const victim = freshVictim();
    await askQuote(victim).expect(201);
    const full = freshNight();
    await insertReservation(t.database.db, { date: full, timeSlot: SEVEN, guests: 10 });
    await request(t.app)
      .post('/api/waitlist')
      .set('X-Forwarded-For', freshIp())
      .send({
        name: ATTACKER_NAME,
        email: victim,
        phone: '+91 97000 55555',
        date: full,
        timeSlot: SEVEN,
        guests: 2,
      })
      .expect(201);
    await book(victim).expect(201);
    const before = await suppressed();
    await book(victim).expect(201);
    await askQuote(victim).expect(201);

    const mails = await mailsTo(victim);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/quote request/),
      expect.stringMatching(/waitlist/),
      expect.stringMatching(/./),
    ]);
    expect(mails.find((m) => /waitlist/.test(m.subject))!.text).not.toContain('cheap-pills');
    expect(await suppressed()).toBe(before + 2);
  });

  it('B3: an address proven by the link we mailed it is not held to the budget', async () => {
    const proven = freshVictim();
    await insertReservation(t.database.db, { email: proven, emailVerified: true });
    for (let i = 0; i < 6; i++) await askQuote(proven).expect(201);
    expect(await mailsTo(proven)).toHaveLength(6);
  });

  it('B3: a new hour gives the address its budget again', async () => {
    const victim = freshVictim();
    for (let i = 0; i < 4; i++) await askQuote(victim).expect(201);
    expect(await mailsTo(victim)).toHaveLength(3);
    await t.database.db.execute(
      sql`update rate_limits set expire = now() - interval '1 second' where key like 'guest-mail:%'`,
    );
    await askQuote(victim).expect(201);
    expect(await mailsTo(victim)).toHaveLength(4);
  });
});
