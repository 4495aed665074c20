import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { affectedNightSchema } from '@shared/contracts/seatings';
import { auditLog } from '@shared/schema/audit-log';
import { blockedSlots } from '@shared/schema/blocked-slots';
import { jobs } from '@shared/schema/jobs';
import { reservations } from '@shared/schema/reservations';
import { insertReservation, insertStaffUser } from '../../test/factories';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

// 11:30 in Kolkata on 22 Nov 2026; every night booked here is in 2027.
const NOW = new Date('2026-11-22T06:00:00Z');
const SEVEN = '7:00 PM - 8:00 PM';
const EIGHT = '8:00 PM - 9:00 PM';
const NINE = '9:00 PM - 10:00 PM';

let nights = 0;
const night = () => new Date(Date.UTC(2027, 1, 1 + ++nights)).toISOString().slice(0, 10);

describe(`staff shape the seatings (${testDatabaseKind})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'off' }, { now: () => NOW, runJobs: false });
    admin = await signedInAgent(t.app);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const seatings = async () =>
    (await request(t.app).get('/api/time-slots').expect(200)).body as {
      id: number;
      slot: string;
      maxCapacity: number;
      isActive: boolean;
      startTime: string;
    }[];
  const idOf = async (slot: string) => (await seatings()).find((s) => s.slot === slot)!.id;
  const book = (date: string, timeSlot: string, guests: number, n = 0) =>
    request(t.app)
      .post('/api/reservations')
      .send({
        name: `Guest ${n}`,
        email: `guest${n}@example.com`,
        phone: '+91 98450 12345',
        date,
        timeSlot,
        guests,
        vegCount: guests,
        nonVegCount: 0,
        status: 'confirmed',
      });
  const seatsLeft = async (date: string, slot: string) => {
    const res = await request(t.app).get(`/api/availability?date=${date}`).expect(200);
    return (res.body as { slot: string; availableSeats: number }[]).find((e) => e.slot === slot)!
      .availableSeats;
  };

  it('S1: when nothing was edited, then GET /api/time-slots answers the three seeded seatings exactly as before', async () => {
    const res = await request(t.app).get('/api/time-slots').expect(200);
    expect(res.body.map((s: Record<string, unknown>) => ({ ...s, id: undefined }))).toEqual([
      {
        id: undefined,
        slot: SEVEN,
        startTime: '19:00',
        endTime: '20:00',
        maxCapacity: 10,
        isActive: true,
        order: 1,
      },
      {
        id: undefined,
        slot: EIGHT,
        startTime: '20:00',
        endTime: '21:00',
        maxCapacity: 10,
        isActive: true,
        order: 2,
      },
      {
        id: undefined,
        slot: NINE,
        startTime: '21:00',
        endTime: '22:00',
        maxCapacity: 10,
        isActive: true,
        order: 3,
      },
    ]);
  });

  it('S2: when an admin raises the 7 PM seating to 12, then every night offers 12 seats, exactly 12 sell, and the change is audited', async () => {
    const id = await idOf(SEVEN);
    const res = await admin.put(`/api/time-slots/${id}`).send({ maxCapacity: 12 }).expect(200);
    expect(res.body).toMatchObject({
      id,
      slot: SEVEN,
      maxCapacity: 12,
      movedBookings: [],
      cancelledBookings: [],
    });
    const date = night();
    expect(await seatsLeft(date, SEVEN)).toBe(12);
    for (let i = 0; i < 3; i++) expect((await book(date, SEVEN, 4, i)).status).toBe(201);
    const over = await book(date, SEVEN, 1, 9);
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('conflict');
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'seatings'), eq(auditLog.entityId, String(id))));
    expect(entry).toMatchObject({
      action: 'update',
      before: { maxCapacity: 10 },
      after: { maxCapacity: 12 },
    });
  });

  it('S3: when the seats would drop below what is booked on a night ahead, then 409 seating_has_bookings lists that night and nothing changes', async () => {
    const id = await idOf(EIGHT);
    const date = night();
    const early = await insertReservation(db(), { date, timeSlot: EIGHT, guests: 4 });
    const late = await insertReservation(db(), { date, timeSlot: EIGHT, guests: 4 });
    const res = await admin.put(`/api/time-slots/${id}`).send({ maxCapacity: 5 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('seating_has_bookings');
    const [affected] = res.body.nights.map((n: unknown) => affectedNightSchema.parse(n));
    expect(affected).toMatchObject({ date, timeSlot: EIGHT, booked: 8, capacity: 5 });
    // Only the latest party has to go for the rest to fit.
    expect(affected.bookings.map((b: { id: number }) => b.id)).toEqual([late.id]);
    expect(early.id).toBeLessThan(late.id);
    expect((await seatings()).find((s) => s.id === id)!.maxCapacity).toBe(10);
  });

  it('S4: when staff choose to cancel those parties with a message, then the latest party is cancelled, mailed the message, and the seats drop', async () => {
    const id = await idOf(EIGHT);
    const date = night();
    await insertReservation(db(), { date, timeSlot: EIGHT, guests: 6 });
    const late = await insertReservation(db(), { date, timeSlot: EIGHT, guests: 3 });
    const res = await admin
      .put(`/api/time-slots/${id}`)
      .send({
        maxCapacity: 8,
        bookings: 'cancel',
        message: 'We are seating fewer guests this winter.',
      })
      .expect(200);
    expect(res.body.cancelledBookings).toEqual([late.id]);
    const [row] = await db().select().from(reservations).where(eq(reservations.id, late.id));
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'staff' });
    const queued = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.ref, `reservation:${late.id}`));
    expect(JSON.stringify(queued.map((j) => j.payload))).toContain(
      'We are seating fewer guests this winter.',
    );
    expect(await seatsLeft(date, EIGHT)).toBe(2);
    await admin.put(`/api/time-slots/${id}`).send({ maxCapacity: 10 }).expect(200);
  });

  it('S5: when 9 PM is retired with a booking on it, then 409 lists the night; moving the party to 8 PM retires it and the party sits at 8', async () => {
    const id = await idOf(NINE);
    const date = night();
    const party = await insertReservation(db(), { date, timeSlot: NINE, guests: 2 });
    const refused = await admin.put(`/api/time-slots/${id}`).send({ isActive: false });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('seating_has_bookings');
    expect(refused.body.nights).toMatchObject([{ date, timeSlot: NINE, capacity: 0 }]);
    const noTarget = await admin
      .put(`/api/time-slots/${id}`)
      .send({ isActive: false, bookings: 'move' });
    expect(noTarget.status).toBe(400);
    const res = await admin
      .put(`/api/time-slots/${id}`)
      .send({ isActive: false, bookings: 'move', moveTo: EIGHT })
      .expect(200);
    expect(res.body).toMatchObject({ isActive: false, movedBookings: [party.id] });
    const [row] = await db().select().from(reservations).where(eq(reservations.id, party.id));
    expect(row).toMatchObject({ status: 'confirmed', timeSlot: EIGHT });
    const availability = await request(t.app).get(`/api/availability?date=${date}`).expect(200);
    expect(availability.body.find((e: { slot: string }) => e.slot === NINE)).toMatchObject({
      isAvailable: false,
      unavailableReason: 'closed',
    });
    expect(await seatsLeft(date, EIGHT)).toBe(8);
    await admin.put(`/api/time-slots/${id}`).send({ isActive: true }).expect(200);
  });

  it('S6: when the parties would not fit in the seating they are moved to, then 409 and nothing moves', async () => {
    const id = await idOf(NINE);
    const date = night();
    await insertReservation(db(), { date, timeSlot: SEVEN, guests: 10 });
    const party = await insertReservation(db(), { date, timeSlot: NINE, guests: 4 });
    const res = await admin
      .put(`/api/time-slots/${id}`)
      .send({ isActive: false, bookings: 'move', moveTo: SEVEN });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('conflict');
    const [row] = await db().select().from(reservations).where(eq(reservations.id, party.id));
    expect(row!.timeSlot).toBe(NINE);
    expect((await seatings()).find((s) => s.id === id)!.isActive).toBe(true);
  });

  it('S7: when a seating with bookings ahead is re-timed, then 409; once they are gone it takes its new times and label, and past bookings keep the old one', async () => {
    const created = await admin
      .post('/api/time-slots')
      .send({ startTime: '17:00', endTime: '18:00', maxCapacity: 6 })
      .expect(201);
    const five = created.body as { id: number; slot: string };
    expect(five.slot).toBe('5:00 PM - 6:00 PM');
    const past = await insertReservation(db(), {
      date: '2026-11-01',
      timeSlot: five.slot,
      guests: 2,
    });
    const ahead = await insertReservation(db(), { date: night(), timeSlot: five.slot, guests: 2 });
    const refused = await admin
      .put(`/api/time-slots/${five.id}`)
      .send({ startTime: '17:30', endTime: '18:30' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('seating_has_bookings');
    expect(refused.body.nights).toMatchObject([{ date: ahead.date, timeSlot: five.slot }]);
    const block = await db()
      .insert(blockedSlots)
      .values({ date: night(), timeSlot: five.slot, reason: 'Private party' })
      .returning();
    const res = await admin
      .put(`/api/time-slots/${five.id}`)
      .send({ startTime: '17:30', endTime: '18:30', bookings: 'cancel' })
      .expect(200);
    expect(res.body).toMatchObject({
      slot: '5:30 PM - 6:30 PM',
      startTime: '17:30',
      cancelledBookings: [ahead.id],
    });
    const [kept] = await db().select().from(reservations).where(eq(reservations.id, past.id));
    expect(kept!.timeSlot).toBe('5:00 PM - 6:00 PM');
    const [moved] = await db().select().from(blockedSlots).where(eq(blockedSlots.id, block[0]!.id));
    expect(moved!.timeSlot).toBe('5:30 PM - 6:30 PM');
    await admin.put(`/api/time-slots/${five.id}`).send({ isActive: false }).expect(200);
  });

  it('S8: when a seating is added twice, with bad input or by unknown id, then 409, 400 and 404 answer', async () => {
    await admin
      .post('/api/time-slots')
      .send({ startTime: '22:30', endTime: '23:30', isActive: false })
      .expect(201);
    const twice = await admin
      .post('/api/time-slots')
      .send({ startTime: '22:30', endTime: '23:30' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('conflict');
    const bad = await admin
      .post('/api/time-slots')
      .send({ startTime: '23:00', endTime: '22:00', maxCapacity: 500 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'endTime',
      'maxCapacity',
    ]);
    expect((await admin.put('/api/time-slots/99999').send({ maxCapacity: 4 })).status).toBe(404);
    expect(
      (await admin.put(`/api/time-slots/${await idOf(SEVEN)}`).send({ maxCapacity: 0 })).status,
    ).toBe(400);
  });

  it('S9: when a staff user who is not an admin writes a seating, then 403', async () => {
    const user = await insertStaffUser(db(), { isAdmin: false });
    const staff = request.agent(t.app);
    await staff
      .post('/api/auth/login')
      .send({ username: user.username, password: user.plainPassword })
      .expect(200);
    expect(
      (await staff.put(`/api/time-slots/${await idOf(SEVEN)}`).send({ maxCapacity: 4 })).status,
    ).toBe(403);
    expect(
      (await staff.post('/api/time-slots').send({ startTime: '16:00', endTime: '17:00' })).status,
    ).toBe(403);
  });
});
