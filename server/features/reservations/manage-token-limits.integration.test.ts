import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookedReservationDtoSchema } from '@shared/contracts/reservation';
import { jobs } from '@shared/schema/jobs';
import { createApp } from '../../app';
import { createLogger } from '../../lib/logger';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { CHANGES_PER_LINK } from './manage-token-limits';

const NOW = new Date('2026-11-22T06:00:00Z');
const SEVEN = '7:00 PM - 8:00 PM';
const EIGHT = '8:00 PM - 9:00 PM';

let counter = 0;
/** A fresh night within the booking window and a fresh diner, so tests never share either. */
const booking = (overrides: Record<string, unknown> = {}) => {
  counter++;
  return {
    name: 'Asha Rao',
    email: `victim${counter}@example.com`,
    phone: `+91 98450 ${String(20000 + counter)}`,
    date: new Date(Date.UTC(2026, 11, 1 + counter)).toISOString().slice(0, 10),
    timeSlot: SEVEN,
    guests: 1,
    vegCount: 1,
    nonVegCount: 0,
    ...overrides,
  };
};

const party = (date: string, guests: number) => ({
  date,
  timeSlot: SEVEN,
  guests,
  vegCount: guests,
  nonVegCount: 0,
});

describe(`changes through the manage link are limited and mailed once (${testDatabaseKind})`, () => {
  let t: TestApp;
  let network = 0;
  const from = () => `198.51.100.${++network}`;

  beforeAll(async () => {
    // The job runner stays idle: the queued mails are looked at, not sent.
    t = await createTestApp({ TRUST_PROXY: '1' }, { now: () => NOW, runJobs: false });
  });
  afterAll(() => t.close());

  const book = async (body: object) => {
    const res = await request(t.app)
      .post('/api/reservations')
      .set('X-Forwarded-For', from())
      .send(body)
      .expect(201);
    const booked = bookedReservationDtoSchema.parse(res.body);
    return { ...booked, token: booked.manageUrl.split('/reservation/')[1]! };
  };
  const change = (app: TestApp['app'], token: string, body: object, ip: string) =>
    request(app).patch(`/api/reservations/manage/${token}`).set('X-Forwarded-For', ip).send(body);
  const mailsOf = (id: number) =>
    t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'mail'), eq(jobs.ref, `reservation:${id}`)))
      .orderBy(jobs.id);

  it('A1: when 40 changes alternate the party 1↔2 at once, then a handful go through, the rest get 429, and one change e-mail is queued with the last state', async () => {
    const mine = await book(booking());
    const ip = from();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        change(t.app, mine.token, party(mine.date, (i % 2) + 1), ip),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CHANGES_PER_LINK.points);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - CHANGES_PER_LINK.points);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body).toEqual({ message: expect.any(String), code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const mails = await mailsOf(mine.id);
    // The confirmation, then one message for the whole burst, waiting to collect it.
    expect(mails).toHaveLength(2);
    const [, changed] = mails;
    expect(changed!.runAt.getTime()).toBeGreaterThan(changed!.createdAt.getTime());
    const stored = (await request(t.app).get(`/api/reservations/manage/${mine.token}`)).body;
    expect(JSON.stringify(changed!.payload)).toContain(
      `${stored.guests} (${stored.vegCount} vegetarian`,
    );

    // The link is spent for the hour, from any network; another booking's link is not.
    await change(t.app, mine.token, party(mine.date, 2), from()).expect(429);
    const other = await book(booking());
    await change(t.app, other.token, party(other.date, 2), from()).expect(200);
  });

  it("B2: when a stranger on another network changes bookings made with the victim's e-mail many times, then the victim's own link still changes, records needs and attendance and cancels, on either process", async () => {
    const second = createApp({
      config: t.config,
      db: t.database.db,
      logger: createLogger('silent'),
      sessionSecret: 'test-secret-that-is-long-enough-for-sessions',
      now: () => NOW,
    });
    const email = `victim-b2-${++counter}@example.com`;
    const victim = await book(booking({ email }));
    const attacker = from();
    const theirs = [];
    for (let i = 0; i < 2; i++) {
      theirs.push(await book(booking({ email, phone: `+91 90000 ${30000 + counter * 10 + i}` })));
    }
    // Ten changes through the stranger's two links: each link's whole hourly budget.
    for (let i = 0; i < 2 * CHANGES_PER_LINK.points; i++) {
      const link = theirs[i % 2]!;
      const app = i % 2 === 0 ? t.app : second;
      await change(app, link.token, party(link.date, (Math.floor(i / 2) % 2) + 2), attacker).expect(
        200,
      );
    }
    await change(t.app, theirs[0]!.token, party(theirs[0]!.date, 4), attacker).expect(429);

    const home = from();
    await change(second, victim.token, party(victim.date, 2), home).expect(200);
    await request(t.app)
      .put(`/api/reservations/manage/${victim.token}/needs`)
      .set('X-Forwarded-For', home)
      .send({ dietaryNeeds: [] })
      .expect(200);
    await request(second)
      .post(`/api/reservations/manage/${victim.token}/attendance`)
      .set('X-Forwarded-For', home)
      .expect(200);
    await request(t.app)
      .post(`/api/reservations/manage/${victim.token}/cancel`)
      .set('X-Forwarded-For', home)
      .expect(200);
  });

  it('B2: when a link has spent its changes for the hour, then its guest can still cancel the booking', async () => {
    const ip = from();
    const mine = await book(booking());
    for (let i = 0; i < CHANGES_PER_LINK.points; i++) {
      await change(t.app, mine.token, party(mine.date, (i % 2) + 2), ip).expect(200);
    }
    await change(t.app, mine.token, party(mine.date, 4), ip).expect(429);
    await request(t.app)
      .post(`/api/reservations/manage/${mine.token}/cancel`)
      .set('X-Forwarded-For', ip)
      .expect(200);
    // Cancelled once: a second cancel is refused for what it is, not counted.
    await request(t.app)
      .post(`/api/reservations/manage/${mine.token}/cancel`)
      .set('X-Forwarded-For', ip)
      .expect(409);
  });

  it('A1: when a change is refused (a full seating), then it does not count toward the limit', async () => {
    const mine = await book(booking());
    const full = await book(booking({ guests: 10, vegCount: 10, timeSlot: EIGHT }));
    const ip = from();
    for (let i = 0; i < CHANGES_PER_LINK.points + 3; i++) {
      await change(t.app, mine.token, { ...party(full.date, 2), timeSlot: EIGHT }, ip).expect(409);
    }
    await change(t.app, mine.token, party(mine.date, 2), ip).expect(200);
  });

  it('A1: when the guest cancels while a change e-mail waits, then only the cancellation is sent', async () => {
    const mine = await book(booking());
    await change(t.app, mine.token, party(mine.date, 2), from()).expect(200);
    await request(t.app)
      .post(`/api/reservations/manage/${mine.token}/cancel`)
      .set('X-Forwarded-For', from())
      .expect(200);
    const mails = await mailsOf(mine.id);
    expect(mails).toHaveLength(2);
    expect(JSON.stringify(mails[1]!.payload)).toMatch(/cancel/i);
  });
});
