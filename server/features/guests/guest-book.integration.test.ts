import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { guestDetailDtoSchema, guestSummaryDtoSchema } from '@shared/contracts/guests';
import { staffReservationDtoSchema } from '@shared/contracts/reservation';
import { auditLog } from '@shared/schema/audit-log';
import { guests } from '@shared/schema/guests';
import { reservations } from '@shared/schema/reservations';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { testDatabaseKind } from '../../test/test-database';

// Sunday 22 Nov 2026, 17:30 in Kolkata: tonight's 7 PM seating has not started yet.
const AFTERNOON = new Date('2026-11-22T12:00:00Z');
// 19:30 in Kolkata: the 7 PM seating has started.
const DURING_SERVICE = new Date('2026-11-22T14:00:00Z');
const TONIGHT = '2026-11-22';
const SEVEN = '7:00 PM - 8:00 PM';
const NINE = '9:00 PM - 10:00 PM';

describe(`arrivals, no-shows and the guest book (${testDatabaseKind})`, () => {
  const clock = testClock(AFTERNOON);
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'off' }, { now: clock.now, runJobs: false });
    staff = await signedInAgent(t.app);
  });
  afterAll(() => t.close());

  const bookAs = async (
    who: { name: string; email: string; phone: string },
    date: string,
    timeSlot = SEVEN,
  ) =>
    (
      await request(t.app)
        .post('/api/reservations')
        .send({ ...who, date, timeSlot, guests: 2, vegCount: 1, nonVegCount: 1 })
        .expect(201)
    ).body as { id: number };
  const bookWithNeeds = async (
    who: { name: string; email: string; phone: string },
    date: string,
    timeSlot: string,
    dietaryNeeds: unknown[],
  ) =>
    (
      await request(t.app)
        .post('/api/reservations')
        .send({ ...who, date, timeSlot, guests: 2, vegCount: 1, nonVegCount: 1, dietaryNeeds })
        .expect(201)
    ).body as { id: number };
  const mark = (id: number, attendance: string | null) =>
    staff.put(`/api/reservations/${id}/attendance`).send({ attendance });
  const guestIdOf = async (id: number) =>
    (await t.database.db.select().from(reservations).where(eq(reservations.id, id)))[0]!.guestId;

  it('when one diner books with their address in another case and their phone written otherwise, then the bookings are one guest; a walk-in giving only the phone joins them too', async () => {
    const first = await bookAs(
      { name: 'Meera Iyer', email: 'Meera.Iyer@Example.com', phone: '+91 98450 22222' },
      '2026-12-01',
    );
    const second = await bookAs(
      { name: 'Meera I.', email: 'meera.iyer@example.com', phone: '098450 22222' },
      '2026-12-02',
    );
    const walkIn = await staff
      .post('/api/reservations/staff')
      .send({
        name: 'Meera',
        email: '',
        phone: '9845022222',
        date: TONIGHT,
        timeSlot: '9:00 PM - 10:00 PM',
        guests: 1,
        vegCount: 1,
        nonVegCount: 0,
        source: 'walk_in',
      })
      .expect(201);
    const stranger = await bookAs(
      { name: 'Someone Else', email: 'someone@example.com', phone: '+91 90000 99999' },
      '2026-12-03',
    );
    const id = await guestIdOf(first.id);
    expect(id).not.toBeNull();
    expect([await guestIdOf(second.id), await guestIdOf(walkIn.body.id)]).toEqual([id, id]);
    expect(await guestIdOf(stranger.id)).not.toBe(id);
  });

  it('when a new diner’s bookings arrive at once, then they make one guest; a guest known by phone alone takes the address of their next booking', async () => {
    const diner = { name: 'Kabir Das', email: 'kabir.das@example.com', phone: '+91 98461 33333' };
    const nights = ['2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07'];
    const booked = await Promise.all(nights.map((night) => bookAs(diner, night)));
    const ids = await Promise.all(booked.map((b) => guestIdOf(b.id)));
    expect(new Set(ids).size).toBe(1);
    expect(
      await t.database.db.select().from(guests).where(eq(guests.emailKey, 'kabir.das@example.com')),
    ).toHaveLength(1);

    const walkIn = await staff
      .post('/api/reservations/staff')
      .send({
        name: 'Tara',
        email: '',
        phone: '+91 98461 44444',
        date: TONIGHT,
        timeSlot: NINE,
        guests: 1,
        vegCount: 1,
        nonVegCount: 0,
        source: 'walk_in',
      })
      .expect(201);
    const byPhone = await guestIdOf(walkIn.body.id);
    const [before] = await t.database.db.select().from(guests).where(eq(guests.id, byPhone!));
    expect(before!.emailKey).toBeNull();
    const online = await bookAs(
      { name: 'Tara Sen', email: 'Tara.Sen@example.com', phone: '98461 44444' },
      '2026-12-08',
    );
    expect(await guestIdOf(online.id)).toBe(byPhone);
    const [after] = await t.database.db.select().from(guests).where(eq(guests.id, byPhone!));
    expect(after!.emailKey).toBe('tara.sen@example.com');
  });

  it('when the floor marks tonight’s parties, then arrival is one tap with an undo, a no-show only once the seating has started, and each mark is audited', async () => {
    clock.set(AFTERNOON);
    const arriving = await bookAs(
      { name: 'Kabir Shah', email: 'kabir@example.com', phone: '+91 98450 33333' },
      TONIGHT,
    );
    const missing = await bookAs(
      { name: 'Rhea Das', email: 'rhea@example.com', phone: '+91 98450 44444' },
      TONIGHT,
    );
    const later = await bookAs(
      { name: 'Rhea Das', email: 'rhea@example.com', phone: '+91 98450 44444' },
      '2026-12-24',
    );

    const arrived = await mark(arriving.id, 'arrived').expect(200);
    expect(arrived.body).toMatchObject({ attendance: 'arrived', status: 'confirmed' });
    const early = await mark(missing.id, 'no_show');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('A party is a no-show only once its seating has started.');
    await mark(later.id, 'arrived').expect(409);

    clock.set(DURING_SERVICE);
    staff = await signedInAgent(t.app);
    await mark(missing.id, 'no_show').expect(200);
    const undone = await mark(arriving.id, null).expect(200);
    expect(undone.body.attendance).toBeNull();
    await mark(arriving.id, 'arrived').expect(200);
    await mark(arriving.id, 'sometimes').expect(400);
    await request(t.app)
      .put(`/api/reservations/${arriving.id}/attendance`)
      .send({ attendance: 'arrived' })
      .expect(401);

    await staff.patch(`/api/reservations/${later.id}/status`).send({ status: 'cancelled' });
    await mark(later.id, 'arrived').expect(409);

    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'reservations'), eq(auditLog.entityId, String(arriving.id))));
    expect(trail.map((e) => [e.action, e.after])).toEqual([
      ['attendance', { attendance: 'arrived' }],
      ['attendance undo', { attendance: null }],
      ['attendance', { attendance: 'arrived' }],
    ]);

    // The reservations screen shows each guest's history beside the booking.
    const list = (await staff.get('/api/reservations').expect(200)).body.map((r: unknown) =>
      staffReservationDtoSchema.parse(r),
    );
    expect(list.find((r: { id: number }) => r.id === arriving.id)?.guest).toMatchObject({
      visits: 1,
      noShows: 0,
    });
    expect(list.find((r: { id: number }) => r.id === missing.id)?.guest).toMatchObject({
      visits: 0,
      noShows: 1,
    });
  });

  it('when staff search the guest book, read a guest and keep a note, then they see visits, no-shows and every booking, and the note is audited', async () => {
    clock.set(DURING_SERVICE);
    staff = await signedInAgent(t.app);
    const found = await staff.get('/api/guests').query({ query: 'rhea' }).expect(200);
    const [rhea] = found.body.map((g: unknown) => guestSummaryDtoSchema.strict().parse(g));
    expect(rhea).toMatchObject({
      name: 'Rhea Das',
      email: 'rhea@example.com',
      visits: 0,
      noShows: 1,
      upcoming: 0,
      lastVisit: null,
      allergies: [],
      hasNote: false,
    });
    const byPhone = await staff.get('/api/guests').query({ query: '98450 44444' }).expect(200);
    expect(byPhone.body.map((g: { id: number }) => g.id)).toEqual([rhea.id]);

    const detail = guestDetailDtoSchema
      .strict()
      .parse((await staff.get(`/api/guests/${rhea.id}`).expect(200)).body);
    expect(detail.bookings.map((b) => [b.date, b.status, b.attendance])).toEqual([
      ['2026-12-24', 'cancelled', null],
      [TONIGHT, 'confirmed', 'no_show'],
    ]);

    const noted = await staff
      .patch(`/api/guests/${rhea.id}`)
      .send({ note: 'Prefers the window.\nCall before holding a table.' })
      .expect(200);
    expect(noted.body).toMatchObject({
      note: 'Prefers the window.\nCall before holding a table.',
      hasNote: true,
      noteUpdatedAt: DURING_SERVICE.toISOString(),
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'guests'), eq(auditLog.entityId, String(rhea.id))));
    expect(entry).toMatchObject({
      action: 'note',
      before: { note: '' },
      after: { note: 'Prefers the window.\nCall before holding a table.' },
    });
    const byNote = await staff.get('/api/guests').query({ query: 'window' }).expect(200);
    expect(byNote.body.map((g: { id: number }) => g.id)).toContain(rhea.id);

    await staff
      .patch(`/api/guests/${rhea.id}`)
      .send({ note: 'x'.repeat(2001) })
      .expect(400);
    await staff.get('/api/guests/999999').expect(404);
    await staff.get('/api/guests/abc').expect(400);
  });

  it('when a guest declared allergies on their bookings, then the guest book shows them once, a cancelled booking’s included', async () => {
    clock.set(AFTERNOON);
    const who = { name: 'Anil Rao', email: 'anil.rao@example.com', phone: '+91 98450 55555' };
    const first = await bookWithNeeds(who, '2026-12-08', SEVEN, [
      { menu: 'veg', allergens: ['tree_nuts', 'milk'], preferences: [] },
    ]);
    await bookWithNeeds(who, '2026-12-09', SEVEN, [
      { menu: 'non-veg', allergens: ['milk', 'crustaceans'], preferences: ['halal'] },
    ]);
    await staff
      .patch(`/api/reservations/${first.id}/status`)
      .send({ status: 'cancelled' })
      .expect(200);
    const [anil] = (await staff.get('/api/guests').query({ query: 'anil.rao' }).expect(200)).body;
    expect(anil.allergies).toEqual(['crustaceans', 'milk', 'tree_nuts']);
  });

  it('T10: two parties booked under one guest name each show only their own needs, and the guest-book note rides with both rows', async () => {
    clock.set(AFTERNOON);
    // One diner books a table for friends who declared shellfish, and another for herself.
    const asha = { name: 'Asha Menon', email: 'asha.menon@example.com', phone: '+91 98450 77777' };
    const friends = await bookWithNeeds(asha, TONIGHT, SEVEN, [
      { menu: 'non-veg', allergens: ['crustaceans', 'molluscs'], preferences: [] },
    ]);
    const own = await bookWithNeeds(asha, TONIGHT, NINE, []);
    const guestId = await guestIdOf(own.id);
    expect(await guestIdOf(friends.id)).toBe(guestId);
    await staff
      .patch(`/api/guests/${guestId}`)
      .send({ note: 'Prefers the corner table.' })
      .expect(200);

    const list = (await staff.get('/api/reservations').expect(200)).body.map((r: unknown) =>
      staffReservationDtoSchema.strict().parse(r),
    );
    const rowOf = (id: number) => list.find((r: { id: number }) => r.id === id)!;
    expect(rowOf(own.id).dietaryNeeds).toEqual([]);
    expect(JSON.stringify(rowOf(own.id))).not.toMatch(/crustaceans|molluscs/);
    expect(rowOf(friends.id).dietaryNeeds).toEqual([
      { menu: 'non-veg', allergens: ['crustaceans', 'molluscs'], preferences: [] },
    ]);
    for (const id of [own.id, friends.id]) {
      expect(rowOf(id).guest).toMatchObject({ hasNote: true, note: 'Prefers the corner table.' });
    }
    // The kitchen's sheet counts the shellfish in the seating of the party that declared it.
    const sheet = (await staff.get('/api/service-sheet').query({ date: TONIGHT }).expect(200))
      .body as { slot: string; allergens: Record<string, number> }[];
    expect(sheet.find((s) => s.slot === SEVEN)?.allergens).toMatchObject({ crustaceans: 1 });
    expect(sheet.find((s) => s.slot === NINE)?.allergens).not.toHaveProperty('crustaceans');
  });

  it('when a visitor asks for the guest book, then 401 and no guest data', async () => {
    for (const res of [
      await request(t.app).get('/api/guests'),
      await request(t.app).get('/api/guests/1'),
      await request(t.app).patch('/api/guests/1').send({ note: 'x' }),
    ]) {
      expect([401, 403]).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toMatch(/@example\.com/);
    }
  });
});
