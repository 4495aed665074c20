import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { jobs } from '@shared/schema/jobs';
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

  it('when the same e-mail in other letter case and the same phone in another spelling book again, then it counts as the same diner', async () => {
    const guest = freshGuest();
    for (let i = 0; i < MAX_UPCOMING_BOOKINGS_PER_GUEST; i++) {
      await book(booking(guest)).expect(201);
    }
    const digits = guest.phone.replace(/\D/g, '').slice(-10);
    const res = await book(
      booking({ ...guest, email: guest.email.toUpperCase(), phone: `0${digits}` }),
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('guest_booking_limit');
  });

  it("A6: when strangers book three times with the diner's phone, or with the diner's e-mail, then the diner still books", async () => {
    const victim = freshGuest();
    for (let i = 0; i < MAX_UPCOMING_BOOKINGS_PER_GUEST; i++) {
      await book(booking({ ...freshGuest(), phone: victim.phone })).expect(201);
      await book(booking({ ...freshGuest(), email: victim.email })).expect(201);
    }
    await book(booking(victim)).expect(201);
  });

  describe('A6: a diner whose e-mail and phone strangers booked with', () => {
    const proofRequest = (email: string, from = `203.0.113.${++ip}`) =>
      request(t.app)
        .post('/api/reservations/email-proof')
        .set('X-Forwarded-For', from)
        .send({ email });
    /** The proof in the link of the last confirmation mail queued (its payload holds the link). */
    const mailedProof = async () => {
      const [mail] = await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.ref, 'email-proof'))
        .orderBy(desc(jobs.id))
        .limit(1);
      const link = /\/book\?emailProof=([A-Za-z0-9_.%-]+)/.exec(JSON.stringify(mail!.payload));
      return decodeURIComponent(link![1]!);
    };

    it('A6: when the diner is refused, then they confirm the address by e-mail and book, and only proven bookings count then', async () => {
      const victim = freshGuest();
      for (let i = 0; i < MAX_UPCOMING_BOOKINGS_PER_GUEST; i++) {
        await book(booking({ ...victim, name: 'Someone else' })).expect(201);
      }
      const refused = await book(booking(victim));
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/confirm it is yours/);

      const asked = await proofRequest(victim.email).expect(202);
      expect(asked.body.message).toContain(victim.email);
      const emailProof = await mailedProof();
      const booked = await book(booking(victim, { emailProof })).expect(201);
      const [row] = await t.database.db
        .select()
        .from(reservations)
        .where(eq(reservations.id, booked.body.id));
      expect(row!.emailVerified).toBe(true);
      // With the proof, the strangers' bookings are not the diner's; the diner's own cap holds.
      for (let i = 1; i < MAX_UPCOMING_BOOKINGS_PER_GUEST; i++) {
        await book(booking(victim, { emailProof })).expect(201);
      }
      const capped = await book(booking(victim, { emailProof }));
      expect(capped.status).toBe(409);
      expect(capped.body.code).toBe('guest_booking_limit');
      // And proven bookings count by the address alone, whatever phone comes with it.
      const other = await book(booking({ ...victim, phone: '+44 20 7946 0111' }));
      expect(other.status).toBe(409);
    });

    it('A6: when a proof is forged, for another address or tampered with, then 400, never a booking', async () => {
      const victim = freshGuest();
      await proofRequest(victim.email).expect(202);
      const proof = await mailedProof();
      for (const emailProof of [
        'not-a-proof',
        `${proof}x`,
        `${proof.split('.')[0]}.${'A'.repeat(43)}`,
      ]) {
        const res = await book(booking(victim, { emailProof }));
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('email_proof_invalid');
      }
      const elsewhere = await book(booking(freshGuest(), { emailProof: proof }));
      expect(elsewhere.status).toBe(400);
    });

    it('A6: when links are asked for one address again and again, then only a few are mailed an hour', async () => {
      const victim = freshGuest();
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await proofRequest(victim.email)).status);
      expect(statuses).toEqual([202, 202, 202, 429, 429]);
      await proofRequest('bad address').expect(400);
    });
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
