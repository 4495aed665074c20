import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../test/log-capture';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';

// 11:30 in Kolkata on 22 Nov 2026, so the booked date below is in the future.
const NOW = new Date('2026-11-22T06:00:00Z');

const GUEST = {
  name: 'Meera Krishnan',
  email: 'meera.krishnan@example.com',
  phone: '+91 99887 76655',
};
const IDEMPOTENCY_KEY = 'booking-attempt-5c1e9a';

describe(`issue 7 row 9: secrets and guest data in the logs, through the whole app (${testDatabaseKind})`, () => {
  const captured = captureLogs();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'off' }, { now: () => NOW, logger: captured.logger });
  });
  afterAll(() => t.close());

  it('when a guest books, opens the manage link and cancels, then the logs hold request ids and paths but no token, key or guest detail', async () => {
    const booked = await request(t.app)
      .post('/api/reservations')
      .set('Idempotency-Key', IDEMPOTENCY_KEY)
      .send({
        ...GUEST,
        date: '2027-03-09',
        timeSlot: '7:00 PM - 8:00 PM',
        guests: 2,
        vegCount: 1,
        nonVegCount: 1,
        specialRequests: 'Allergic to peanuts',
        status: 'confirmed',
      });
    expect(booked.status).toBe(201);
    const token = String(booked.body.manageUrl).split('/').pop()!;
    const referer = `http://localhost:5000/reservation/${token}`;
    const viewed = await request(t.app)
      .get(`/api/reservations/manage/${token}`)
      .set('Referer', referer);
    expect(viewed.status).toBe(200);
    await request(t.app)
      .post(`/api/reservations/manage/${token}/cancel`)
      .set('Referer', referer)
      .expect(200);
    await request(t.app).get(`/reservation/${token}`).set('Accept', 'text/html');
    await request(t.app).get('/api/availability?date=2027-03-09').expect(200);

    const text = captured.text();
    for (const secret of [
      token,
      IDEMPOTENCY_KEY,
      GUEST.name,
      GUEST.email,
      GUEST.phone,
      'peanuts',
      '2027-03-09',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    const entries = captured.entries() as { req?: { id: string; url: string } }[];
    const logged = entries.flatMap((e) => (e.req ? [e.req] : []));
    expect(logged.map((req) => req.url)).toEqual(
      expect.arrayContaining([
        '/api/reservations',
        '/api/reservations/manage/[token]',
        '/api/reservations/manage/[token]/cancel',
        '/reservation/[token]',
        '/api/availability?date=[redacted]',
      ]),
    );
    expect(logged.map((req) => req.id)).toContain(viewed.headers['x-request-id']);
  });
});
