import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reservations } from '@shared/schema/reservations';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { MAX_UPCOMING_BOOKINGS_PER_GUEST } from './guest-caps';

const NOW = new Date('2026-11-22T06:00:00Z');
const SEVEN = '7:00 PM - 8:00 PM';
const EIGHT = '8:00 PM - 9:00 PM';

let dayCounter = 0;
const freshDate = () => new Date(Date.UTC(2027, 2, 1 + ++dayCounter)).toISOString().slice(0, 10);
let guestCounter = 0;
/** A diner nobody else in this file uses. */
const freshGuest = () => {
  guestCounter++;
  return {
    name: `Guest ${guestCounter}`,
    email: `guest${guestCounter}@example.com`,
    phone: `+91 90000 ${String(10000 + guestCounter)}`,
  };
};

const booking = (
  guest: ReturnType<typeof freshGuest>,
  overrides: Record<string, unknown> = {},
) => ({
  ...guest,
  date: freshDate(),
  timeSlot: SEVEN,
  guests: 2,
  vegCount: 1,
  nonVegCount: 1,
  ...overrides,
});

describe(`per-guest booking caps (${testDatabaseKind})`, () => {
  let t: TestApp;
  let ip = 0;
  // Each test books from its own address, so the per-IP limit never hides a cap.
  const book = (body: object, from = `203.0.113.${++ip}`) =>
    request(t.app).post('/api/reservations').set('X-Forwarded-For', from).send(body);

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' }, { now: () => NOW });
  });
  afterAll(() => t.close());

  it('issue 7 row 10: when one diner books 9 nights of 10 guests, even from 9 addresses, then only 3 bookings are taken and the rest are refused with a reason', async () => {
    const guest = freshGuest();
    const statuses: number[] = [];
    let refusal: { message: string; code: string } | undefined;
    for (let night = 0; night < 9; night++) {
      const res = await book(booking(guest, { guests: 10, vegCount: 5, nonVegCount: 5 }));
      statuses.push(res.status);
      if (res.status === 409) refusal = res.body;
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_UPCOMING_BOOKINGS_PER_GUEST);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9 - MAX_UPCOMING_BOOKINGS_PER_GUEST);
    expect(refusal).toEqual({
      message: expect.stringMatching(/already have 3 upcoming bookings/),
      code: 'guest_booking_limit',
    });
    const rows = await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.email, guest.email));
    expect(rows).toHaveLength(MAX_UPCOMING_BOOKINGS_PER_GUEST);
  });

  it('when the same phone comes with another e-mail and another spelling, then it counts as the same diner', async () => {
    const guest = freshGuest();
    for (let i = 0; i < MAX_UPCOMING_BOOKINGS_PER_GUEST; i++) {
      await book(booking({ ...guest, email: `alias${i}-${guest.email}` })).expect(201);
    }
    const digits = guest.phone.replace(/\D/g, '').slice(-10);
    const res = await book(booking({ ...guest, email: 'other@example.com', phone: `0${digits}` }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('guest_booking_limit');
  });

  it('when the same e-mail in other letter case books again, then it counts as the same diner', async () => {
    const guest = freshGuest();
    for (let i = 0; i < MAX_UPCOMING_BOOKINGS_PER_GUEST; i++) {
      await book(booking({ ...guest, phone: `+1 555 010 ${1000 + i}` })).expect(201);
    }
    const res = await book(
      booking({ ...guest, email: guest.email.toUpperCase(), phone: '+44 20 7946 0999' }),
    );
    expect(res.status).toBe(409);
  });

  it('when a diner books a second party into the same seating, then it is refused, while another seating that night is fine', async () => {
    const guest = freshGuest();
    const date = freshDate();
    await book(booking(guest, { date })).expect(201);
    const again = await book(booking({ ...guest, name: 'Friend' }, { date }));
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already have a booking for this seating/);
    await book(booking(guest, { date, timeSlot: EIGHT })).expect(201);
  });

  it('when a booking is cancelled, then it no longer counts toward the cap', async () => {
    const guest = freshGuest();
    const created = [];
    for (let i = 0; i < MAX_UPCOMING_BOOKINGS_PER_GUEST; i++) {
      created.push((await book(booking(guest)).expect(201)).body);
    }
    await book(booking(guest)).expect(409);
    const token = created[0].manageUrl.split('/').pop();
    await request(t.app)
      .post(`/api/reservations/manage/${token}/cancel`)
      .set('Origin', 'http://localhost:5000')
      .expect(200);
    await book(booking(guest)).expect(201);
  });

  it('when staff book for a regular by phone, then the caps do not apply', async () => {
    const staff = await signedInAgent(t.app);
    const guest = freshGuest();
    for (let i = 0; i < MAX_UPCOMING_BOOKINGS_PER_GUEST + 2; i++) {
      await staff
        .post('/api/reservations')
        .set('Origin', 'http://localhost:5000')
        .send(booking(guest))
        .expect(201);
    }
  });

  it('when one diner sends 10 bookings at once, then exactly the cap is taken', async () => {
    const guest = freshGuest();
    const answers = await Promise.all(Array.from({ length: 10 }, () => book(booking(guest))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_UPCOMING_BOOKINGS_PER_GUEST);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10 - MAX_UPCOMING_BOOKINGS_PER_GUEST);
  });
});

describe(`per-guest caps with RATE_LIMITS=off (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'off' }, { now: () => NOW });
  });
  afterAll(() => t.close());

  it('when limits are off (benchmarks), then one phone may book many parties', async () => {
    const guest = freshGuest();
    for (let i = 0; i < MAX_UPCOMING_BOOKINGS_PER_GUEST + 2; i++) {
      await request(t.app).post('/api/reservations').send(booking(guest)).expect(201);
    }
  });
});
