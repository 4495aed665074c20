import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  bookedReservationDtoSchema,
  nearestNightsDtoSchema,
  reservationDtoSchema,
} from '@shared/contracts/reservation';
import { auditLog } from '@shared/schema/audit-log';
import { jobs } from '@shared/schema/jobs';
import { reservations } from '@shared/schema/reservations';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

// 8:00 PM in Kolkata on 22 Nov 2026: tonight's 7 PM seating has ended, 8 PM has just begun,
// 9 PM is still to come.
const NOW = new Date('2026-11-22T14:30:00Z');
const TODAY = '2026-11-22';
const SEVEN = '7:00 PM - 8:00 PM';
const EIGHT = '8:00 PM - 9:00 PM';
const NINE = '9:00 PM - 10:00 PM';

let dayCounter = 0;
/** A fresh future date per test, so tests never share seats. */
const freshDate = () =>
  new Date(Date.UTC(2027, 2, 1 + ++dayCounter * 3)).toISOString().slice(0, 10);

const booking = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  email: `asha${++dayCounter}@example.com`,
  phone: `+91 98450 ${String(10000 + dayCounter)}`,
  date: freshDate(),
  timeSlot: SEVEN,
  guests: 2,
  vegCount: 1,
  nonVegCount: 1,
  ...overrides,
});

describe(`changing bookings (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'off' }, { now: () => NOW });
    staff = await signedInAgent(t.app);
  });
  afterAll(() => t.close());

  const seatsLeft = async (date: string, slot: string) => {
    const res = await request(t.app).get('/api/availability').query({ date });
    return (res.body as { slot: string; availableSeats: number }[]).find((e) => e.slot === slot)!
      .availableSeats;
  };
  /** Books online and answers the booking with its private token. */
  const book = async (overrides: Record<string, unknown> = {}) => {
    const res = await request(t.app).post('/api/reservations').send(booking(overrides)).expect(201);
    const body = bookedReservationDtoSchema.parse(res.body);
    return { ...body, token: body.manageUrl.split('/reservation/')[1]! };
  };
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;
  const mailsFor = async (id: number) =>
    t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.ref, `reservation:${id}`));

  describe('the guest, through the manage link', () => {
    it('when the guest moves to another night, seating and party, then the seats move, the estimate follows and a change e-mail is queued', async () => {
      const mine = await book({ guests: 2, vegCount: 1, nonVegCount: 1 });
      const newDate = freshDate();
      const res = await request(t.app)
        .patch(`/api/reservations/manage/${mine.token}`)
        .send({ date: newDate, timeSlot: EIGHT, guests: 4, vegCount: 4, nonVegCount: 0 });
      expect(res.status).toBe(200);
      const changed = reservationDtoSchema.parse(res.body);
      expect(changed).toMatchObject({ date: newDate, timeSlot: EIGHT, guests: 4, vegCount: 4 });
      expect(changed.totalAmount).toBe(398580); // 4 × ₹949 + 5% GST
      expect(await seatsLeft(mine.date, SEVEN)).toBe(10);
      expect(await seatsLeft(newDate, EIGHT)).toBe(6);
      expect(await mailsFor(mine.id)).toHaveLength(2); // the confirmation, then the change
    });

    it('when the guest grows the party within the same seating, then their own seats count as free', async () => {
      const mine = await book({ guests: 6, vegCount: 6, nonVegCount: 0 });
      await book({ date: mine.date, guests: 2, vegCount: 2, nonVegCount: 0 });
      await request(t.app)
        .patch(`/api/reservations/manage/${mine.token}`)
        .send({ date: mine.date, timeSlot: SEVEN, guests: 8, vegCount: 0, nonVegCount: 8 })
        .expect(200);
      expect(await seatsLeft(mine.date, SEVEN)).toBe(0);
    });

    it('when the guest changes into a full seating, then 409 and nothing changes', async () => {
      const mine = await book();
      const full = freshDate();
      await book({ date: full, timeSlot: NINE, guests: 9, vegCount: 9, nonVegCount: 0 });
      const res = await request(t.app)
        .patch(`/api/reservations/manage/${mine.token}`)
        .send({ date: full, timeSlot: NINE, guests: 2, vegCount: 1, nonVegCount: 1 });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Only 1 seat is left for that seating.');
      expect(await rowOf(mine.id)).toMatchObject({ date: mine.date, timeSlot: SEVEN, guests: 2 });
      expect(await seatsLeft(full, NINE)).toBe(1);
      expect(await mailsFor(mine.id)).toHaveLength(1);
    });

    it('when the guest changes into a blocked seating, then 409 and nothing changes', async () => {
      const mine = await book();
      await staff.post('/api/blocked-slots').send({ date: mine.date, timeSlot: EIGHT }).expect(201);
      const res = await request(t.app)
        .patch(`/api/reservations/manage/${mine.token}`)
        .send({ date: mine.date, timeSlot: EIGHT, guests: 2, vegCount: 1, nonVegCount: 1 });
      expect(res.status).toBe(409);
      expect((await rowOf(mine.id)).timeSlot).toBe(SEVEN);
    });

    it('when the change is not valid, then 400 with the form message, or 404 for an unknown link', async () => {
      const mine = await book();
      const res = await request(t.app)
        .patch(`/api/reservations/manage/${mine.token}`)
        .send({ date: mine.date, timeSlot: SEVEN, guests: 3, vegCount: 1, nonVegCount: 1 });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(
        'Total of vegetarian and non-vegetarian courses must equal the number of guests',
      );
      await request(t.app)
        .patch(`/api/reservations/manage/${'x'.repeat(43)}`)
        .send({ date: mine.date, timeSlot: SEVEN, guests: 2, vegCount: 1, nonVegCount: 1 })
        .expect(404);
    });

    it('when the booking is cancelled, or its seating has started, then the guest cannot change it', async () => {
      const mine = await book();
      await request(t.app).post(`/api/reservations/manage/${mine.token}/cancel`).expect(200);
      const change = { date: freshDate(), timeSlot: SEVEN, guests: 2, vegCount: 1, nonVegCount: 1 };
      const cancelled = await request(t.app)
        .patch(`/api/reservations/manage/${mine.token}`)
        .send(change);
      expect(cancelled.status).toBe(409);
      expect(cancelled.body.message).toBe('This booking is already cancelled.');

      const tonight = await staff
        .post('/api/reservations/staff')
        .send({ ...booking({ date: TODAY, timeSlot: EIGHT }), source: 'walk_in' })
        .expect(201);
      const token = (tonight.body.manageUrl as string).split('/reservation/')[1];
      const started = await request(t.app).patch(`/api/reservations/manage/${token}`).send(change);
      expect(started.status).toBe(409);
      expect(started.body.message).toBe('This seating has started; please call the restaurant.');
    });

    it('when two guests change into the last two seats at once, then exactly one succeeds', async () => {
      const target = freshDate();
      await book({ date: target, timeSlot: NINE, guests: 8, vegCount: 8, nonVegCount: 0 });
      const first = await book();
      const second = await book();
      const change = { date: target, timeSlot: NINE, guests: 2, vegCount: 1, nonVegCount: 1 };
      const results = await Promise.all(
        [first, second].map((b) =>
          request(t.app).patch(`/api/reservations/manage/${b.token}`).send(change),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await seatsLeft(target, NINE)).toBe(0);
      const moved = await Promise.all([first, second].map((b) => rowOf(b.id)));
      expect(moved.filter((r) => r.date === target)).toHaveLength(1);
    });
  });

  describe('staff bookings', () => {
    it('when staff take a phone booking, then 201 with the manage link, marked phone, audited and confirmed by e-mail', async () => {
      const input = { ...booking({ timeSlot: EIGHT }), source: 'phone' };
      const res = await staff.post('/api/reservations/staff').send(input);
      expect(res.status).toBe(201);
      const booked = bookedReservationDtoSchema.parse(res.body);
      expect(booked).toMatchObject({ source: 'phone', status: 'confirmed', guests: 2 });
      expect(booked.manageUrl).toMatch(/\/reservation\/[A-Za-z0-9_-]{20,}$/);
      expect(await mailsFor(booked.id)).toHaveLength(1);
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.entityId} = ${String(booked.id)} and ${auditLog.action} = 'create'`);
      expect(audit).toHaveLength(1);
    });

    it('when staff seat a walk-in without an e-mail in a seating that has started, then it is booked and no e-mail is queued', async () => {
      const before = await seatsLeftTonight(EIGHT);
      const res = await staff
        .post('/api/reservations/staff')
        .send({ ...booking({ date: TODAY, timeSlot: EIGHT }), email: '', source: 'walk_in' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ source: 'walk_in', email: '' });
      expect(await mailsFor(res.body.id)).toHaveLength(0);
      const taken = await t.database.db
        .select({ n: sql<number>`sum(${reservations.guests})::int` })
        .from(reservations)
        .where(sql`${reservations.date} = ${TODAY} and ${reservations.timeSlot} = ${EIGHT}`);
      expect(taken[0]!.n).toBeGreaterThanOrEqual(2);
      expect(before).toBe(0); // a started seating is never offered online
    });

    it('T13: at 8 PM a walk-in may still join the 7 PM seating, whose tasting lasts three hours, not its one-hour slot', async () => {
      const res = await staff
        .post('/api/reservations/staff')
        .send({ ...booking({ date: TODAY, timeSlot: SEVEN }), email: '', source: 'walk_in' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ source: 'walk_in', timeSlot: SEVEN, date: TODAY });
    });

    it('when staff take a phone booking for a seating that has started, a walk-in for one that has ended, or a phone booking without an e-mail, then 400', async () => {
      // Last night's first seating: its three-hour tasting ended at 22:00.
      const ended = await staff
        .post('/api/reservations/staff')
        .send({ ...booking({ date: '2026-11-21', timeSlot: SEVEN }), source: 'walk_in' });
      expect(ended.status).toBe(400);
      expect(ended.body.message).toBe('That seating has already ended. Please choose a later one.');
      const started = await staff
        .post('/api/reservations/staff')
        .send({ ...booking({ date: TODAY, timeSlot: EIGHT }), source: 'phone' });
      expect(started.status).toBe(400);
      const noEmail = await staff
        .post('/api/reservations/staff')
        .send({ ...booking(), email: '', source: 'phone' });
      expect(noEmail.status).toBe(400);
      expect(JSON.stringify(noEmail.body)).toContain('Valid email is required');
    });

    it('when a walk-in would overfill a seating, then 409 and nothing is stored', async () => {
      const date = freshDate();
      await book({ date, timeSlot: NINE, guests: 10, vegCount: 10, nonVegCount: 0 });
      const res = await staff.post('/api/reservations/staff').send({
        ...booking({ date, timeSlot: NINE, guests: 1, vegCount: 1, nonVegCount: 0 }),
        source: 'walk_in',
      });
      expect(res.status).toBe(409);
      const rows = await t.database.db
        .select()
        .from(reservations)
        .where(eq(reservations.date, date));
      expect(rows).toHaveLength(1);
    });

    it('when nobody is signed in, then staff booking and editing answer 401', async () => {
      await request(t.app)
        .post('/api/reservations/staff')
        .send({ ...booking(), source: 'phone' })
        .expect(401);
      await request(t.app).patch('/api/reservations/1').send(booking()).expect(401);
    });
  });

  const seatsLeftTonight = (slot: string) => seatsLeft(TODAY, slot);

  describe('staff edits', () => {
    it('when staff edit the details and seats of a booking, then it changes, is audited and the guest is told', async () => {
      const mine = await book();
      const res = await staff.patch(`/api/reservations/${mine.id}`).send({
        ...booking({ date: mine.date, timeSlot: NINE, guests: 3, vegCount: 1, nonVegCount: 2 }),
        name: 'Asha R.',
        email: mine.email,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ name: 'Asha R.', timeSlot: NINE, guests: 3 });
      expect(await seatsLeft(mine.date, SEVEN)).toBe(10);
      expect(await seatsLeft(mine.date, NINE)).toBe(7);
      expect(await mailsFor(mine.id)).toHaveLength(2);
      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.entityId} = ${String(mine.id)} and ${auditLog.action} = 'update'`);
      expect(entry?.after).toMatchObject({ name: 'Asha R.', timeSlot: NINE, guests: 3 });
    });

    it('when staff edit a booking into a full seating, then 409 and nothing changes', async () => {
      const mine = await book();
      await book({ date: mine.date, timeSlot: EIGHT, guests: 10, vegCount: 10, nonVegCount: 0 });
      const res = await staff
        .patch(`/api/reservations/${mine.id}`)
        .send({ ...booking({ date: mine.date, timeSlot: EIGHT }), name: 'Changed' });
      expect(res.status).toBe(409);
      expect(await rowOf(mine.id)).toMatchObject({ timeSlot: SEVEN, name: 'Asha Rao' });
    });

    it('when staff edit a cancelled booking, then 409', async () => {
      const mine = await book();
      await staff
        .patch(`/api/reservations/${mine.id}/status`)
        .send({ status: 'cancelled' })
        .expect(200);
      const res = await staff
        .patch(`/api/reservations/${mine.id}`)
        .send(booking({ date: mine.date }));
      expect(res.status).toBe(409);
    });
  });

  describe('undo and reconfirm', () => {
    it('when staff undo a completion at once, then the booking is confirmed again; without undo, or too late, 409', async () => {
      const mine = await book();
      await staff
        .patch(`/api/reservations/${mine.id}/status`)
        .send({ status: 'completed' })
        .expect(200);
      const plain = await staff
        .patch(`/api/reservations/${mine.id}/status`)
        .send({ status: 'confirmed' });
      expect(plain.status).toBe(409);
      await staff
        .patch(`/api/reservations/${mine.id}/status`)
        .send({ status: 'confirmed', undo: true })
        .expect(200);
      expect((await rowOf(mine.id)).status).toBe('confirmed');

      await staff
        .patch(`/api/reservations/${mine.id}/status`)
        .send({ status: 'completed' })
        .expect(200);
      await t.database.db
        .update(reservations)
        .set({ statusChangedAt: sql`now() - interval '16 minutes'` })
        .where(eq(reservations.id, mine.id));
      const late = await staff
        .patch(`/api/reservations/${mine.id}/status`)
        .send({ status: 'confirmed', undo: true });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('It is too late to undo this completion.');
    });

    it('when staff take back a cancellation, then the guest is told the booking stands again', async () => {
      const mine = await book();
      await staff
        .patch(`/api/reservations/${mine.id}/status`)
        .send({ status: 'cancelled' })
        .expect(200);
      await staff
        .patch(`/api/reservations/${mine.id}/status`)
        .send({ status: 'confirmed' })
        .expect(200);
      const queued = await mailsFor(mine.id);
      expect(queued).toHaveLength(3); // confirmation, cancellation, confirmed again
    });
  });

  describe('nearest free nights', () => {
    it('when a seating is full, then the nights nearest to it with room for the party come first, never a blocked or past one', async () => {
      const date = freshDate();
      const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000)
        .toISOString()
        .slice(0, 10);
      const before = new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000)
        .toISOString()
        .slice(0, 10);
      await book({ date, timeSlot: NINE, guests: 10, vegCount: 10, nonVegCount: 0 });
      await staff.post('/api/blocked-slots').send({ date: next, timeSlot: NINE }).expect(201);
      await book({ date: before, timeSlot: NINE, guests: 8, vegCount: 8, nonVegCount: 0 });
      const res = await request(t.app)
        .get('/api/availability/nearest')
        .query({ date, timeSlot: NINE, guests: 4 });
      expect(res.status).toBe(200);
      const { nights } = nearestNightsDtoSchema.parse(res.body);
      expect(nights).toHaveLength(3);
      expect(nights.map((n) => n.date)).not.toContain(date);
      expect(nights.map((n) => n.date)).not.toContain(next);
      expect(nights.map((n) => n.date)).not.toContain(before);
      expect(nights[0]!.availableSeats).toBe(10);

      const soon = await request(t.app)
        .get('/api/availability/nearest')
        .query({ date: TODAY, timeSlot: EIGHT, guests: 2 });
      for (const night of nearestNightsDtoSchema.parse(soon.body).nights) {
        expect(night.date > TODAY).toBe(true);
      }
      await request(t.app)
        .get('/api/availability/nearest')
        .query({ date, timeSlot: NINE, guests: 0 })
        .expect(400);
    });
  });
});
