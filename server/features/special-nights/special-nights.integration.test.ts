import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { specialNightDtoSchema } from '@shared/contracts/special-nights';
import { auditLog } from '@shared/schema/audit-log';
import { reservations } from '@shared/schema/reservations';
import { insertReservation } from '../../test/factories';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

// 11:30 in Kolkata on 22 Nov 2026; every night used here is in 2027.
const NOW = new Date('2026-11-22T06:00:00Z');
const SEVEN = '7:00 PM - 8:00 PM';
const EIGHT = '8:00 PM - 9:00 PM';

let nights = 0;
const night = () => new Date(Date.UTC(2027, 3, 1 + ++nights)).toISOString().slice(0, 10);

const MENU = {
  name: "New Year's Eve menu",
  courses: [
    {
      courseNumber: 1,
      name: 'Oyster and caviar',
      description: 'Cold and bright.',
      allergens: ['molluscs'],
    },
    {
      courseNumber: 2,
      name: 'Midnight truffle',
      description: 'Warm and rich.',
      allergens: ['milk'],
    },
  ],
};

describe(`special nights (${testDatabaseKind})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAgent>>;
  let sevenId: number;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'off' }, { now: () => NOW, runJobs: false });
    admin = await signedInAgent(t.app);
    const slots = (await request(t.app).get('/api/time-slots')).body as {
      id: number;
      slot: string;
    }[];
    sevenId = slots.find((s) => s.slot === SEVEN)!.id;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const book = (date: string, guests: number, n = 0, vegCount = guests) =>
    request(t.app)
      .post('/api/reservations')
      .send({
        name: `Guest ${n}`,
        email: `guest${n}@example.com`,
        phone: '+91 98450 12345',
        date,
        timeSlot: SEVEN,
        guests,
        vegCount,
        nonVegCount: guests - vegCount,
        status: 'confirmed',
      });
  const seatsLeft = async (date: string, slot = SEVEN) => {
    const res = await request(t.app).get(`/api/availability?date=${date}`).expect(200);
    return (res.body as { slot: string; availableSeats: number }[]).find((e) => e.slot === slot)!
      .availableSeats;
  };
  const special = (date: string, extra: Record<string, unknown> = {}) => ({
    name: 'Chef’s table',
    date,
    capacities: [{ timeSlotId: sevenId, maxCapacity: 14 }],
    ...extra,
  });

  it('N1: when an admin adds a special night, then it is listed for staff, diners see it without its seats, and it is audited', async () => {
    const date = night();
    const res = await admin
      .post('/api/special-nights')
      .send(special(date, { menu: MENU, pricePerGuestRupees: 4500, payment: 'none' }))
      .expect(201);
    const created = specialNightDtoSchema.parse(res.body);
    expect(created).toMatchObject({
      date,
      toDate: date,
      pricePerGuestRupees: 4500,
      payment: 'none',
    });
    expect(created.menu!.courses.map((c) => c.name)).toEqual([
      'Oyster and caviar',
      'Midnight truffle',
    ]);
    const listed = await admin.get('/api/special-nights').expect(200);
    expect(listed.body.map((n: { id: number }) => n.id)).toContain(created.id);
    const upcoming = await request(t.app).get('/api/special-nights/upcoming').expect(200);
    const seen = upcoming.body.find((n: { id: number }) => n.id === created.id);
    expect(seen).toMatchObject({ name: 'Chef’s table', menu: { name: MENU.name } });
    expect(seen).not.toHaveProperty('capacities');
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'special-nights'), eq(auditLog.entityId, String(created.id))));
    expect(entry!.action).toBe('create');
    expect((await request(t.app).get('/api/special-nights')).status).toBe(401);
  });

  it('N2: when a night raises 7 PM from 10 to 14, then that night offers and sells exactly 14 while the next night keeps 10', async () => {
    const date = night();
    await admin.post('/api/special-nights').send(special(date)).expect(201);
    expect(await seatsLeft(date)).toBe(14);
    const month = await request(t.app)
      .get(`/api/availability/month?month=${date.slice(0, 7)}`)
      .expect(200);
    const inMonth = (d: string) =>
      (month.body.nights as { date: string; seatsLeft: number }[]).find((n) => n.date === d);
    expect(inMonth(date)?.seatsLeft).toBe(34);
    const next = night();
    expect(await seatsLeft(next)).toBe(10);
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push((await book(date, 2, i)).status);
    expect(answers.filter((s) => s === 201)).toHaveLength(7);
    expect(answers.filter((s) => s === 409)).toHaveLength(1);
    expect(await seatsLeft(date)).toBe(0);
  });

  it('N3: when a night has its own price per guest, then the estimate follows it; a usual night keeps veg ₹949 and non-veg ₹999', async () => {
    const date = night();
    await admin
      .post('/api/special-nights')
      .send(special(date, { pricePerGuestRupees: 5000 }))
      .expect(201);
    const booked = await book(date, 3, 1, 1).expect(201);
    const [row] = await db().select().from(reservations).where(eq(reservations.id, booked.body.id));
    expect(row!.totalAmount).toBe(Math.round(3 * 5000 * 1.05 * 100));
    const usual = await book(night(), 3, 2, 1).expect(201);
    const [plain] = await db()
      .select()
      .from(reservations)
      .where(eq(reservations.id, usual.body.id));
    expect(plain!.totalAmount).toBe(Math.round((949 + 2 * 999) * 1.05 * 100));
  });

  it('N4: when a night asks prepayment in full, then a booking there pays its whole special estimate online', async () => {
    const date = night();
    await admin
      .post('/api/special-nights')
      .send(special(date, { pricePerGuestRupees: 6000, payment: 'prepay' }))
      .expect(201);
    const res = await book(date, 2, 3).expect(201);
    expect(res.body).toMatchObject({ kind: 'prepay', amount: Math.round(2 * 6000 * 1.05 * 100) });
    const usual = await book(night(), 2, 4).expect(201);
    expect(usual.body.razorpayOrderId ?? null).toBeNull();
    expect(usual.body.kind).toBeUndefined();
  });

  it('N5: when two special nights would overlap, then 409 conflict', async () => {
    const date = night();
    await admin.post('/api/special-nights').send(special(date)).expect(201);
    const res = await admin.post('/api/special-nights').send({ name: 'Another', date });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('conflict');
  });

  it('N6: when a night would give a seating fewer seats than are booked there, then POST, PUT and DELETE answer 409 seating_has_bookings with the nights', async () => {
    const date = night();
    await insertReservation(db(), { date, timeSlot: SEVEN, guests: 8 });
    const low = await admin
      .post('/api/special-nights')
      .send(special(date, { capacities: [{ timeSlotId: sevenId, maxCapacity: 6 }] }));
    expect(low.status).toBe(409);
    expect(low.body.code).toBe('seating_has_bookings');
    expect(low.body.nights).toMatchObject([{ date, timeSlot: SEVEN, booked: 8, capacity: 6 }]);

    const two = night();
    const created = await admin.post('/api/special-nights').send(special(two)).expect(201);
    await insertReservation(db(), { date: two, timeSlot: SEVEN, guests: 12 });
    const put = await admin
      .put(`/api/special-nights/${created.body.id}`)
      .send(special(two, { capacities: [] }));
    expect(put.status).toBe(409);
    expect(put.body.nights).toMatchObject([
      { date: two, timeSlot: SEVEN, booked: 12, capacity: 10 },
    ]);
    const del = await admin.delete(`/api/special-nights/${created.body.id}`);
    expect(del.status).toBe(409);
    expect(del.body.code).toBe('seating_has_bookings');
    expect(await seatsLeft(two)).toBe(2);
  });

  it('N7: when a night is renamed and then removed, then PUT answers the new night and DELETE 204 gives the usual seats back; unknown ids 404', async () => {
    const date = night();
    const created = await admin.post('/api/special-nights').send(special(date)).expect(201);
    const put = await admin
      .put(`/api/special-nights/${created.body.id}`)
      .send(
        special(date, {
          name: 'Harvest night',
          capacities: [{ timeSlotId: sevenId, maxCapacity: 12 }],
        }),
      )
      .expect(200);
    expect(put.body).toMatchObject({
      name: 'Harvest night',
      capacities: [{ timeSlotId: sevenId, maxCapacity: 12 }],
    });
    expect(await seatsLeft(date)).toBe(12);
    await admin.delete(`/api/special-nights/${created.body.id}`).expect(204);
    expect(await seatsLeft(date)).toBe(10);
    expect((await admin.put('/api/special-nights/99999').send(special(date))).status).toBe(404);
    expect((await admin.delete('/api/special-nights/99999')).status).toBe(404);
  });

  it('N8: when the input is wrong (past night, unknown seating, deposit without amount, backwards range), then 400', async () => {
    expect((await admin.post('/api/special-nights').send(special('2026-11-01'))).status).toBe(400);
    const unknown = await admin
      .post('/api/special-nights')
      .send(special(night(), { capacities: [{ timeSlotId: 99999, maxCapacity: 12 }] }));
    expect(unknown.status).toBe(400);
    const deposit = await admin
      .post('/api/special-nights')
      .send(special(night(), { payment: 'deposit' }));
    expect(deposit.status).toBe(400);
    expect(deposit.body.errors[0].path).toBe('depositPerGuestRupees');
    const date = night();
    const backwards = await admin
      .post('/api/special-nights')
      .send(special(date, { toDate: '2027-01-01' }));
    expect(backwards.status).toBe(400);
  });

  it('N9: when a run of nights is special, then each night of it follows it and the night after does not', async () => {
    const first = night();
    const second = night();
    const after = night();
    await admin
      .post('/api/special-nights')
      .send(special(first, { toDate: second }))
      .expect(201);
    expect([await seatsLeft(first), await seatsLeft(second), await seatsLeft(after)]).toEqual([
      14, 14, 10,
    ]);
    expect(await seatsLeft(first, EIGHT)).toBe(10);
  });
});
