import request from 'supertest';
import { managedBookingDtoSchema } from '@shared/contracts/managed-booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  availabilityEntrySchema,
  blockedSlotDtoSchema,
  bookedReservationDtoSchema,
  staffReservationDtoSchema,
  timeSlotDtoSchema,
} from '@shared/contracts/reservation';
import { reservations } from '@shared/schema/reservations';
import { timeSlots } from '@shared/schema/time-slots';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

// 11:30 in Kolkata on 22 Nov 2026: today's seatings have not started yet.
const NOW = new Date('2026-11-22T06:00:00Z');
const TODAY = '2026-11-22';
const SEVEN = '7:00 PM - 8:00 PM';
const EIGHT = '8:00 PM - 9:00 PM';

let dayCounter = 0;
/** A fresh future date per test, so tests never share seats. */
const freshDate = () => new Date(Date.UTC(2027, 0, 1 + ++dayCounter)).toISOString().slice(0, 10);

const booking = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98450 12345',
  date: freshDate(),
  timeSlot: SEVEN,
  guests: 2,
  vegCount: 1,
  nonVegCount: 1,
  specialRequests: 'Window table, please',
  status: 'confirmed',
  ...overrides,
});

describe(`reservations (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  let clock = NOW;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'off' }, { now: () => clock });
    staff = await signedInAgent(t.app);
  });
  afterAll(() => t.close());

  const seatsLeft = async (date: string, slot = SEVEN) => {
    const res = await request(t.app).get('/api/availability').query({ date });
    return res.body.find((e: { slot: string }) => e.slot === slot) as {
      availableSeats: number;
      isAvailable: boolean;
    };
  };

  it('when a diner asks for the seatings, then the three come in service order', async () => {
    const res = await request(t.app).get('/api/time-slots');
    expect(res.body.map((s: { slot: string }) => s.slot)).toEqual([
      SEVEN,
      EIGHT,
      '9:00 PM - 10:00 PM',
    ]);
  });

  it('when a diner books, then 201 with the estimate in paise and a private manage link, and the seats go down', async () => {
    const input = booking({ guests: 3, vegCount: 2, nonVegCount: 1 });
    const res = await request(t.app).post('/api/reservations').send(input);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      status: 'confirmed',
      paymentStatus: 'not_paid',
      totalAmount: 304185,
    });
    expect(res.body.manageUrl).toMatch(/^http:\/\/localhost:5000\/reservation\/[A-Za-z0-9_-]{32}$/);
    expect(JSON.stringify(res.body)).not.toMatch(/manageTokenHash|idempotency/);
    const [row] = await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, res.body.id));
    expect(row).toMatchObject({ name: 'Asha Rao', guests: 3, date: input.date, timeSlot: SEVEN });
    expect(row!.manageTokenHash).toMatch(/^[a-f0-9]{64}$/);
    expect(await seatsLeft(input.date)).toEqual(
      expect.objectContaining({ availableSeats: 7, isAvailable: true, unavailableReason: null }),
    );
  });

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['email', { email: 'not-an-email' }, 'Valid email is required'],
    ['phone', { phone: '' }, 'Phone number is required'],
    ['date', { date: '' }, 'Please select a date'],
    ['date', { date: '2027-02-30' }, 'Please select a date'],
    ['timeSlot', { timeSlot: '' }, 'Please select a time slot'],
    ['guests', { guests: 0, vegCount: 0, nonVegCount: 0 }, 'Please select number of guests'],
    ['guests', { guests: 11, vegCount: 5, nonVegCount: 6 }, 'Please select number of guests'],
    ['vegCount', { vegCount: -1, nonVegCount: 3 }, 'Please enter number of vegetarian courses'],
    [
      'nonVegCount',
      { vegCount: 0, nonVegCount: 11 },
      'Please enter number of non-vegetarian courses',
    ],
    [
      'vegCount',
      { guests: 2, vegCount: 2, nonVegCount: 1 },
      'Total of vegetarian and non-vegetarian courses must equal the number of guests',
    ],
  ])(
    'when %s is wrong (%o), then 400 says "%s" and nothing is stored',
    async (path, overrides, message) => {
      const before = (await t.database.db.select().from(reservations)).length;
      const res = await request(t.app).post('/api/reservations').send(booking(overrides));
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ path, message });
      expect(await t.database.db.select().from(reservations)).toHaveLength(before);
    },
  );

  it('when the honeypot field is filled, then the booking is refused', async () => {
    const res = await request(t.app)
      .post('/api/reservations')
      .send(booking({ website: 'http://spam.example' }));
    expect(res.status).toBe(400);
  });

  it("when the date is past or today's seating has started, then 400 says why; an unknown seating is 400", async () => {
    const past = await request(t.app)
      .post('/api/reservations')
      .send(booking({ date: '2026-11-21' }));
    expect(past.status).toBe(400);
    expect(past.body.message).toMatch(/already started or is in the past/);
    clock = new Date('2026-11-22T13:45:00Z'); // 19:15 in Kolkata
    try {
      const started = await request(t.app)
        .post('/api/reservations')
        .send(booking({ date: TODAY, timeSlot: SEVEN }));
      expect(started.status).toBe(400);
      const later = await request(t.app)
        .post('/api/reservations')
        .send(booking({ date: TODAY, timeSlot: EIGHT }));
      expect(later.status).toBe(201);
      expect(await seatsLeft(TODAY, SEVEN)).toEqual(
        expect.objectContaining({ isAvailable: false, unavailableReason: 'started' }),
      );
    } finally {
      clock = NOW;
    }
    const unknown = await request(t.app)
      .post('/api/reservations')
      .send(booking({ timeSlot: '6:00 PM - 7:00 PM' }));
    expect(unknown.status).toBe(400);
  });

  it('when a party is larger than the seats left, then 409 names the seats left', async () => {
    const date = freshDate();
    await request(t.app)
      .post('/api/reservations')
      .send(booking({ date, guests: 8, vegCount: 8, nonVegCount: 0 }))
      .expect(201);
    const res = await request(t.app)
      .post('/api/reservations')
      .send(booking({ date, guests: 3, vegCount: 3, nonVegCount: 0 }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Only 2 seats are left for that seating.');
    await request(t.app)
      .post('/api/reservations')
      .send(booking({ date, guests: 2, vegCount: 2, nonVegCount: 0 }))
      .expect(201);
    const full = await request(t.app)
      .post('/api/reservations')
      .send(booking({ date, guests: 1, vegCount: 1, nonVegCount: 0 }));
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/fully booked/);
    expect(await seatsLeft(date)).toEqual(
      expect.objectContaining({ availableSeats: 0, isAvailable: false, unavailableReason: 'full' }),
    );
  });

  it('when 25 one-guest bookings race for one seating, then exactly 10 succeed and the rest get 409', async () => {
    const date = freshDate();
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        request(t.app)
          .post('/api/reservations')
          .send(booking({ date, guests: 1, vegCount: 1, nonVegCount: 0, name: `Guest ${i}` })),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    const rows = await t.database.db.select().from(reservations).where(eq(reservations.date, date));
    expect(rows.reduce((sum, r) => sum + r.guests, 0)).toBe(10);
  });

  it('when a booking request is retried with the same idempotency key, then one booking exists', async () => {
    const input = booking();
    const first = await request(t.app)
      .post('/api/reservations')
      .set('Idempotency-Key', 'retry-key-0001')
      .send(input);
    const again = await request(t.app)
      .post('/api/reservations')
      .set('Idempotency-Key', 'retry-key-0001')
      .send(input);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.manageUrl).toBeUndefined();
    const rows = await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.date, input.date));
    expect(rows).toHaveLength(1);
    await request(t.app)
      .post('/api/reservations')
      .set('Idempotency-Key', 'x')
      .send(booking())
      .expect(400);
  });

  it('when one booking request arrives three times at once with the same key, then one booking is made and the others are answered with it', async () => {
    const input = booking();
    const send = () =>
      request(t.app)
        .post('/api/reservations')
        .set('Idempotency-Key', 'at-once-key-0001')
        .send(input);
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.date, input.date));
    expect(rows).toHaveLength(1);
  });

  it("issue 7 row 8: when an idempotency key is reused with another guest's details, then 422 and nothing of the first guest leaks; a true retry gets only id and status", async () => {
    const input = booking({
      name: 'First Guest',
      email: 'first@example.com',
      phone: '+91 90000 11111',
    });
    const first = await request(t.app)
      .post('/api/reservations')
      .set('Idempotency-Key', 'shared-key-0008')
      .send(input)
      .expect(201);
    const other = await request(t.app)
      .post('/api/reservations')
      .set('Idempotency-Key', 'shared-key-0008')
      .set('X-Forwarded-For', '203.0.113.99')
      .send({ ...input, name: 'Someone Else', email: 'else@example.com' });
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/Idempotency-Key was already used/);
    expect(JSON.stringify(other.body)).not.toMatch(/First Guest|first@example|90000/);

    const retry = await request(t.app)
      .post('/api/reservations')
      .set('Idempotency-Key', 'shared-key-0008')
      .send(input);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ id: first.body.id, status: 'confirmed' });
    const rows = await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.date, input.date));
    expect(rows).toHaveLength(1);
  });

  it('when staff move a booking through its states, then allowed moves succeed and all others answer 409', async () => {
    const created = (await request(t.app).post('/api/reservations').send(booking())).body;
    const move = (status: string) =>
      staff.patch(`/api/reservations/${created.id}/status`).send({ status });
    await move('confirmed').expect(409);
    const cancelled = await move('cancelled').expect(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelledBy: 'staff' });
    await move('completed').expect(409);
    await move('confirmed').expect(200);
    await move('completed').expect(200);
    await move('cancelled').expect(409);
    await move('confirmed').expect(409);
    await move('seated').expect(400);
    await staff.patch('/api/reservations/999999/status').send({ status: 'completed' }).expect(404);
    await request(t.app)
      .patch(`/api/reservations/${created.id}/status`)
      .send({ status: 'cancelled' })
      .expect(401);
  });

  it('when a cancelled booking would overfill its seating, then reconfirming is refused', async () => {
    const date = freshDate();
    const six = (
      await request(t.app)
        .post('/api/reservations')
        .send(booking({ date, guests: 6, vegCount: 6, nonVegCount: 0 }))
    ).body;
    await staff
      .patch(`/api/reservations/${six.id}/status`)
      .send({ status: 'cancelled' })
      .expect(200);
    await request(t.app)
      .post('/api/reservations')
      .send(booking({ date, guests: 5, vegCount: 5, nonVegCount: 0 }))
      .expect(201);
    const res = await staff
      .patch(`/api/reservations/${six.id}/status`)
      .send({ status: 'confirmed' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/only 5 seats/);
  });

  it('when staff block a seating, then it shows unavailable and refuses bookings; unblocking restores it', async () => {
    const date = freshDate();
    const blocked = await staff
      .post('/api/blocked-slots')
      .send({ date, timeSlot: EIGHT, reason: 'Blocked by staff' });
    expect(blocked.status).toBe(201);
    expect(blocked.body).toMatchObject({ date, timeSlot: EIGHT, reason: 'Blocked by staff' });
    await staff.post('/api/blocked-slots').send({ date, timeSlot: EIGHT }).expect(409);
    expect(await seatsLeft(date, EIGHT)).toEqual(
      expect.objectContaining({ isAvailable: false, unavailableReason: 'blocked' }),
    );
    const refused = await request(t.app)
      .post('/api/reservations')
      .send(booking({ date, timeSlot: EIGHT }));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/closed for bookings/);
    expect((await staff.get('/api/blocked-slots')).body).toContainEqual(
      expect.objectContaining({ id: blocked.body.id }),
    );

    await staff.delete(`/api/blocked-slots/${blocked.body.id}`).expect(204);
    await staff.delete(`/api/blocked-slots/${blocked.body.id}`).expect(404);
    expect(await seatsLeft(date, EIGHT)).toEqual(
      expect.objectContaining({ isAvailable: true, availableSeats: 10 }),
    );
    await request(t.app)
      .post('/api/reservations')
      .send(booking({ date, timeSlot: EIGHT }))
      .expect(201);
  });

  it('when staff try to block a past date, or visitors touch blocked slots, then it is refused', async () => {
    const past = await staff
      .post('/api/blocked-slots')
      .send({ date: '2026-11-01', timeSlot: SEVEN });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('Past dates cannot be blocked');
    await request(t.app).get('/api/blocked-slots').expect(401);
    await request(t.app)
      .post('/api/blocked-slots')
      .send({ date: freshDate(), timeSlot: SEVEN })
      .expect(401);
  });

  it('when a diner opens the manage link and cancels, then the seats return and staff see the guest cancelled', async () => {
    const input = booking({ guests: 4, vegCount: 2, nonVegCount: 2 });
    const created = (await request(t.app).post('/api/reservations').send(input)).body;
    const token = created.manageUrl.split('/').pop();
    const view = await request(t.app).get(`/api/reservations/manage/${token}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ id: created.id, status: 'confirmed' });
    expect(await seatsLeft(input.date)).toEqual(expect.objectContaining({ availableSeats: 6 }));

    const cancelled = await request(t.app).post(`/api/reservations/manage/${token}/cancel`);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelledBy: 'guest' });
    expect(await seatsLeft(input.date)).toEqual(expect.objectContaining({ availableSeats: 10 }));
    await request(t.app).post(`/api/reservations/manage/${token}/cancel`).expect(409);
    await request(t.app)
      .get(`/api/reservations/manage/${'x'.repeat(32)}`)
      .expect(404);
    await request(t.app).get('/api/reservations/manage/short').expect(400);
  });

  it('when staff list reservations, then DTOs come without secrets; visitors get 401', async () => {
    const created = (await request(t.app).post('/api/reservations').send(booking())).body;
    const res = await staff.get('/api/reservations');
    expect(res.status).toBe(200);
    const { manageUrl: _link, tastingMinutes: _length, ...listed } = created;
    // Staff also see the guest's history from the guest book beside each booking, and whether
    // the guest agreed to messages on WhatsApp / SMS (this one did not tick the box).
    expect(res.body).toContainEqual({
      ...listed,
      guest: expect.objectContaining({ id: expect.any(Number), noShows: 0, hasNote: false }),
      messagingConsent: false,
      messagingConsentAt: null,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/manageTokenHash|idempotencyKey/);
    await request(t.app).get('/api/reservations').expect(401);
  });

  it('when the client sends values the server owns, then the server sets them: a new booking is confirmed, a block keeps the staff reason or the default', async () => {
    const created = await request(t.app)
      .post('/api/reservations')
      .send(booking({ status: 'completed' }));
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('confirmed');
    const [row] = await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, created.body.id));
    expect(row!.status).toBe('confirmed');

    const blocked = await staff
      .post('/api/blocked-slots')
      .send({ date: freshDate(), timeSlot: SEVEN, reason: 'Closed for a private party' });
    expect(blocked.status).toBe(201);
    expect(blocked.body.reason).toBe('Closed for a private party');
    const plain = await staff
      .post('/api/blocked-slots')
      .send({ date: freshDate(), timeSlot: SEVEN, reason: '' });
    expect(plain.body.reason).toBe('Blocked by staff');
  });

  it('when staff change a seating in the database, then the seatings list and availability show it with no code change', async () => {
    const date = freshDate();
    await t.database.db
      .update(timeSlots)
      .set({ maxCapacity: 14, startTime: '21:15' })
      .where(eq(timeSlots.slot, '9:00 PM - 10:00 PM'));
    try {
      const listed = await request(t.app).get('/api/time-slots');
      expect(listed.body.find((s: { slot: string }) => s.slot === '9:00 PM - 10:00 PM')).toEqual({
        id: expect.any(Number),
        slot: '9:00 PM - 10:00 PM',
        startTime: '21:15',
        endTime: '22:00',
        maxCapacity: 14,
        isActive: true,
        order: 3,
      });
      expect(await seatsLeft(date, '9:00 PM - 10:00 PM')).toMatchObject({
        availableSeats: 14,
        startTime: '21:15',
      });
      await request(t.app)
        .post('/api/reservations')
        .send(
          booking({
            date,
            timeSlot: '9:00 PM - 10:00 PM',
            guests: 10,
            vegCount: 10,
            nonVegCount: 0,
          }),
        )
        .expect(201);
      expect(await seatsLeft(date, '9:00 PM - 10:00 PM')).toMatchObject({ availableSeats: 4 });
    } finally {
      await t.database.db
        .update(timeSlots)
        .set({ maxCapacity: 10, startTime: '21:00' })
        .where(eq(timeSlots.slot, '9:00 PM - 10:00 PM'));
    }
  });

  it('when the API answers, then every answer matches its response schema exactly (no table column leaks)', async () => {
    const created = await request(t.app).post('/api/reservations').send(booking());
    bookedReservationDtoSchema.strict().parse(created.body);
    for (const slot of (await request(t.app).get('/api/time-slots')).body) {
      timeSlotDtoSchema.strict().parse(slot);
    }
    for (const entry of (
      await request(t.app).get('/api/availability').query({ date: created.body.date })
    ).body) {
      availabilityEntrySchema.strict().parse(entry);
    }
    for (const r of (await staff.get('/api/reservations')).body)
      staffReservationDtoSchema.strict().parse(r);
    const token = created.body.manageUrl.split('/').pop();
    managedBookingDtoSchema
      .strict()
      .parse((await request(t.app).get(`/api/reservations/manage/${token}`)).body);
    await staff.post('/api/blocked-slots').send({ date: freshDate(), timeSlot: EIGHT }).expect(201);
    for (const b of (await staff.get('/api/blocked-slots')).body)
      blockedSlotDtoSchema.strict().parse(b);
  });

  it('when the availability date is malformed, then 400', async () => {
    await request(t.app).get('/api/availability').query({ date: 'tomorrow' }).expect(400);
    await request(t.app).get('/api/availability').expect(400);
  });
});

describe(`booking flood protection (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => NOW });
  });
  afterAll(() => t.close());

  it('when one connection sends more than 10 booking attempts in an hour, then it gets 429', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await request(t.app)
        .post('/api/reservations')
        .send(booking({ name: '' }));
      expect(res.status).toBe(400);
    }
    const res = await request(t.app).post('/api/reservations').send(booking());
    expect(res.status).toBe(429);
  });
});
