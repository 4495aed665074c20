import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReservation, nextNumber, uniqueFutureDate } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

const SEATING = '9:00 PM - 10:00 PM';
const CAPACITY = 10;

const booking = (date: string, guests = 2) => {
  const n = nextNumber();
  return {
    name: `Late Diner ${n}`,
    email: `late-diner-${n}@example.com`,
    phone: `+91 98450 ${String(40000 + n)}`,
    date,
    timeSlot: SEATING,
    guests,
    vegCount: guests,
    nonVegCount: 0,
  };
};

// When a night opens, most attempts arrive after their seating filled: they are refused on the
// committed seats before queueing for the seating's lock (reservation.service.ts).
describe(`booking a seating that is already full (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'off' }, { runJobs: false });
  });
  afterAll(() => t.close());

  it('when the seating is full, then the diner hears so, with the words the locked check uses', async () => {
    const date = uniqueFutureDate();
    await insertReservation(t.database.db, { date, timeSlot: SEATING, guests: CAPACITY });
    const res = await request(t.app).post('/api/reservations').send(booking(date));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'That seating is fully booked. Please choose another time or date.',
    );
  });

  it('when a retried request finds the seating full because its own first try took the last seats, then it is answered with that booking', async () => {
    const date = uniqueFutureDate();
    await insertReservation(t.database.db, {
      date,
      timeSlot: SEATING,
      guests: CAPACITY - 2,
      vegCount: 0,
    });
    const input = booking(date, 2);
    const first = await request(t.app)
      .post('/api/reservations')
      .set('Idempotency-Key', 'release-night-retry-1')
      .send(input);
    expect(first.status).toBe(201);
    const retry = await request(t.app)
      .post('/api/reservations')
      .set('Idempotency-Key', 'release-night-retry-1')
      .send(input);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ id: first.body.id, status: 'confirmed' });
    // Another diner's key gets the plain refusal.
    const other = await request(t.app)
      .post('/api/reservations')
      .set('Idempotency-Key', 'release-night-other-1')
      .send(booking(date, 2));
    expect(other.status).toBe(409);
  });

  // Another connection holds the seating's lock: only PostgreSQL has one to offer.
  if (testDatabaseKind === 'postgres') {
    it('when the seating is full and its lock is held by a booking in progress, then a refusal does not wait for it', async () => {
      const date = uniqueFutureDate();
      await insertReservation(t.database.db, { date, timeSlot: SEATING, guests: CAPACITY });
      const holder = new pg.Client({ connectionString: t.database.url });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select pg_advisory_xact_lock(727002, hashtext($1))', [
          `${date}|${SEATING}`,
        ]);
        const res = await request(t.app)
          .post('/api/reservations')
          .send(booking(date))
          .timeout(5_000);
        expect(res.status).toBe(409);
      } finally {
        await holder.query('rollback');
        await holder.end();
      }
    });

    it('when many bookings of one seating arrive at once, then one at a time waits at the lock and the rest are answered in turn', async () => {
      const date = uniqueFutureDate();
      const waitingAtLock = async (client: pg.Client) =>
        (
          await client.query<{ n: number }>(
            "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted",
          )
        ).rows[0]!.n;
      const holder = new pg.Client({ connectionString: t.database.url });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select pg_advisory_xact_lock(727002, hashtext($1))', [
          `${date}|${SEATING}`,
        ]);
        // Six parties of two for ten seats: five fit.
        const answers = Promise.all(
          Array.from({ length: 6 }, () =>
            request(t.app).post('/api/reservations').send(booking(date, 2)),
          ),
        );
        const started = Date.now();
        while ((await waitingAtLock(holder)) === 0 && Date.now() - started < 5_000) {
          await new Promise((r) => setTimeout(r, 20));
        }
        await new Promise((r) => setTimeout(r, 200));
        // The others wait their turn in the process, holding no database connection.
        expect(await waitingAtLock(holder)).toBe(1);
        await holder.query('rollback');
        const statuses = (await answers).map((a) => a.status).sort();
        expect(statuses).toEqual([201, 201, 201, 201, 201, 409]);
      } finally {
        await holder.end();
      }
    });
  }
});
