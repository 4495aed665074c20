import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bookedReservationDtoSchema } from '@shared/contracts/reservation';
import { jobs } from '@shared/schema/jobs';
import { reservations } from '@shared/schema/reservations';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { passTime, testClock } from '../../test/test-clock';
import { testDatabaseKind } from '../../test/test-database';
import {
  SEVEN,
  entryRow,
  joinWaitlist,
  pendingJobs,
  seatsInUse,
  seatsLeft,
  waitlistMailSubjects,
  waitlistTokenOf,
} from '../../test/waitlist-kit';

// Sunday 22 Nov 2026, 11:30 in Kolkata.
const NOW = new Date('2026-11-22T06:00:00Z');
const HOLD_MS = 30 * 60_000;
const EIGHT = '8:00 PM - 9:00 PM';

let day = 0;
const freshNight = () => new Date(Date.UTC(2027, 3, 1 + ++day)).toISOString().slice(0, 10);

describe(`offers of freed seats to waiting parties (${testDatabaseKind})`, () => {
  const clock = testClock(NOW);
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'off' }, { now: clock.now, runJobs: false });
    staff = await signedInAgent(t.app);
  });
  afterAll(() => t.close());

  let diners = 0;
  /** A booking made online, with the token of its manage link. */
  const book = async (date: string, guests: number, timeSlot = SEVEN) => {
    diners += 1;
    const res = await request(t.app)
      .post('/api/reservations')
      .send({
        name: `Booked Guest ${diners}`,
        email: `booked-${diners}@example.com`,
        phone: `+91 96000 ${String(diners).padStart(5, '0')}`,
        date,
        timeSlot,
        guests,
        vegCount: guests,
        nonVegCount: 0,
      })
      .expect(201);
    const booked = bookedReservationDtoSchema.parse(res.body);
    return { id: booked.id, token: booked.manageUrl.split('/reservation/')[1]! };
  };
  /** A full seating of parties of these sizes (they must add up to ten). */
  const fullSeating = async (sizes: number[], date = freshNight()) => {
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(10);
    const parties = [];
    for (const size of sizes) parties.push(await book(date, size));
    return { date, parties };
  };
  const join = async (date: string, guests: number) => {
    const res = await joinWaitlist(t, { date, guests }).expect(201);
    return { id: res.body.id as number, token: await waitlistTokenOf(t.database.db, res.body.id) };
  };
  const cancelByGuest = (token: string) =>
    request(t.app).post(`/api/reservations/manage/${token}/cancel`).expect(200);
  const claim = (token: string, body: object) =>
    request(t.app).post(`/api/waitlist/claim/${token}`).send(body);
  const statusOf = async (id: number) => (await entryRow(t.database.db, id)).status;
  const neverOversold = async (date: string) => {
    const inUse = await seatsInUse(t.database.db, date);
    expect(inUse.booked + inUse.held).toBeLessThanOrEqual(10);
  };

  it('when a guest cancels in a full seating, then the first waiting party that fits is offered the seats, held 30 minutes, and nobody else can take them', async () => {
    const { date, parties } = await fullSeating([4, 4, 2]);
    const four = await join(date, 4);
    const two = await join(date, 2);
    const later = await join(date, 2);

    await cancelByGuest(parties[2]!.token);
    // Two seats: the party of four does not fit; the first party of two does.
    expect(await statusOf(four.id)).toBe('waiting');
    const offered = await entryRow(t.database.db, two.id);
    expect(offered).toMatchObject({ status: 'offered' });
    expect(offered.holdExpiresAt?.getTime()).toBe(NOW.getTime() + HOLD_MS);
    expect(await statusOf(later.id)).toBe('waiting');
    expect((await waitlistMailSubjects(t.database.db, two.id))[1]).toMatch(
      /^A table for 2 is free at The Tasting Room on /,
    );
    const mine = await request(t.app).get(`/api/waitlist/manage/${two.token}`).expect(200);
    expect(mine.body).toMatchObject({
      status: 'offered',
      position: null,
      holdExpiresAt: new Date(NOW.getTime() + HOLD_MS).toISOString(),
    });
    const theirs = await request(t.app).get(`/api/waitlist/manage/${later.token}`).expect(200);
    expect(theirs.body.position).toBe(2);

    // Held seats are taken for everyone else: the page, a diner, and staff on the phone.
    expect(await seatsLeft(t, date)).toBe(0);
    const walkUp = await request(t.app).post('/api/reservations').send({
      name: 'Late Comer',
      email: 'late@example.com',
      phone: '+91 95000 00001',
      date,
      timeSlot: SEVEN,
      guests: 1,
      vegCount: 1,
      nonVegCount: 0,
    });
    expect(walkUp.status).toBe(409);
    await staff
      .post('/api/reservations/staff')
      .send({
        name: 'Phone Guest',
        email: 'phone@example.com',
        phone: '+91 95000 00002',
        date,
        timeSlot: SEVEN,
        guests: 1,
        vegCount: 1,
        nonVegCount: 0,
        source: 'phone',
      })
      .expect(409);
    expect(await seatsInUse(t.database.db, date)).toEqual({ booked: 8, held: 2 });
  });

  it('when the party claims in time, then it is booked with the normal confirmation, the seats are counted once, and a second claim is 409', async () => {
    const { date, parties } = await fullSeating([8, 2]);
    const mine = await join(date, 2);
    await cancelByGuest(parties[1]!.token);
    expect(await statusOf(mine.id)).toBe('offered');

    const wrong = await claim(mine.token, { vegCount: 1, nonVegCount: 0 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/add up to 2/);
    // Needs are checked against the menus as a booking's are.
    const unfit = await claim(mine.token, {
      vegCount: 2,
      nonVegCount: 0,
      dietaryNeeds: [{ menu: 'non-veg', allergens: ['fish'], preferences: [] }],
    });
    expect(unfit.status).toBe(400);
    expect(unfit.body.errors[0].path).toBe('dietaryNeeds');

    clock.advance(HOLD_MS - 60_000);
    const res = await claim(mine.token, {
      vegCount: 1,
      nonVegCount: 1,
      specialRequests: 'We waited for this',
      dietaryNeeds: [{ menu: 'veg', allergens: ['peanuts'], preferences: ['jain'] }],
      occasion: 'anniversary',
      occasionNote: 'Ten years',
    });
    expect(res.status).toBe(201);
    const booked = bookedReservationDtoSchema.strict().parse(res.body);
    expect(booked).toMatchObject({
      date,
      timeSlot: SEVEN,
      guests: 2,
      status: 'confirmed',
      specialRequests: 'We waited for this',
      dietaryNeeds: [{ menu: 'veg', allergens: ['peanuts'], preferences: ['jain'] }],
      occasion: 'anniversary',
      occasionNote: 'Ten years',
      manageUrl: expect.stringMatching(/\/reservation\/[\w-]+$/),
    });
    expect(await entryRow(t.database.db, mine.id)).toMatchObject({
      status: 'booked',
      reservationId: booked.id,
    });
    expect(await seatsInUse(t.database.db, date)).toEqual({ booked: 10, held: 0 });
    // The confirmation is the booking's own, and the hold's job is gone with the hold.
    const mails = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.ref, `reservation:${booked.id}`));
    expect(JSON.stringify(mails.map((m) => m.payload))).toContain(booked.manageUrl);
    expect(await pendingJobs(t.database.db, 'waitlist-hold', `waitlist:${mine.id}`)).toEqual([]);

    await claim(mine.token, { vegCount: 2, nonVegCount: 0 }).expect(409);
    clock.set(NOW);
  });

  it('when the party claims after its hold ran out, then 410, and that same step offers the seats to the next party that fits', async () => {
    const { date, parties } = await fullSeating([6, 2, 2]);
    const late = await join(date, 2);
    const next = await join(date, 2);
    await cancelByGuest(parties[1]!.token);
    expect(await statusOf(late.id)).toBe('offered');

    clock.advance(HOLD_MS + 1_000);
    try {
      const res = await claim(late.token, { vegCount: 2, nonVegCount: 0 });
      expect(res.status).toBe(410);
      expect(res.body).toMatchObject({ code: 'hold_expired' });
      expect(await statusOf(late.id)).toBe('expired');
      const passedOn = await entryRow(t.database.db, next.id);
      expect(passedOn.status).toBe('offered');
      expect(passedOn.holdExpiresAt?.getTime()).toBe(clock.now().getTime() + HOLD_MS);
      await claim(late.token, { vegCount: 2, nonVegCount: 0 }).expect(410);
      await neverOversold(date);
    } finally {
      clock.set(NOW);
    }
  });

  it('when a hold runs out unclaimed, then its job passes the seats to the next party, or puts them back on sale when nobody fits', async () => {
    const { date, parties } = await fullSeating([4, 2, 2, 2]);
    const first = await join(date, 2);
    const second = await join(date, 2);
    await cancelByGuest(parties[1]!.token);
    expect(await statusOf(first.id)).toBe('offered');

    await passTime(t.database.db, clock, HOLD_MS + 1_000);
    try {
      await t.jobs.runDue();
      expect(await statusOf(first.id)).toBe('expired');
      expect(await statusOf(second.id)).toBe('offered');
      expect(await seatsLeft(t, date)).toBe(0);

      await passTime(t.database.db, clock, HOLD_MS + 1_000);
      await t.jobs.runDue();
      expect(await statusOf(second.id)).toBe('expired');
      // Nobody else waits: the two seats are on sale again.
      expect(await seatsLeft(t, date)).toBe(2);
      await neverOversold(date);
    } finally {
      clock.set(NOW);
    }
  });

  it('when the hold job runs before the hold has run out (a clock ahead of ours), then the hold stands and the job looks again later', async () => {
    const { date, parties } = await fullSeating([8, 2]);
    const mine = await join(date, 2);
    await cancelByGuest(parties[1]!.token);
    await t.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.ref, `waitlist:${mine.id}`));
    await t.jobs.runDue();
    expect(await statusOf(mine.id)).toBe('offered');
    const [again] = await pendingJobs(t.database.db, 'waitlist-hold', `waitlist:${mine.id}`);
    expect(again!.runAt.getTime()).toBeGreaterThan(Date.now() + HOLD_MS - 60_000);
  });

  it('when a party grows smaller, a booking moves to another night or seating, staff cancel, or staff unblock the seating, then the freed seats are offered', async () => {
    const smaller = await fullSeating([4, 6]);
    const a = await join(smaller.date, 2);
    await request(t.app)
      .patch(`/api/reservations/manage/${smaller.parties[0]!.token}`)
      .send({ date: smaller.date, timeSlot: SEVEN, guests: 2, vegCount: 2, nonVegCount: 0 })
      .expect(200);
    expect(await statusOf(a.id)).toBe('offered');

    const moved = await fullSeating([3, 7]);
    const b = await join(moved.date, 3);
    await request(t.app)
      .patch(`/api/reservations/manage/${moved.parties[0]!.token}`)
      .send({ date: moved.date, timeSlot: EIGHT, guests: 3, vegCount: 3, nonVegCount: 0 })
      .expect(200);
    expect(await statusOf(b.id)).toBe('offered');

    const byStaff = await fullSeating([5, 5]);
    const c = await join(byStaff.date, 5);
    await staff
      .patch(`/api/reservations/${byStaff.parties[0]!.id}/status`)
      .send({ status: 'cancelled' })
      .expect(200);
    expect(await statusOf(c.id)).toBe('offered');

    const blocked = await fullSeating([2, 8]);
    const d = await join(blocked.date, 2);
    const block = await staff
      .post('/api/blocked-slots')
      .send({ date: blocked.date, timeSlot: SEVEN, bookings: 'keep' })
      .expect(201);
    await cancelByGuest(blocked.parties[0]!.token);
    // Closed: nothing is offered while the seating is blocked.
    expect(await statusOf(d.id)).toBe('waiting');
    await staff.delete(`/api/blocked-slots/${block.body.id}`).expect(204);
    expect(await statusOf(d.id)).toBe('offered');

    for (const date of [smaller.date, moved.date, byStaff.date, blocked.date]) {
      await neverOversold(date);
    }
  });

  it('when a party holding seats leaves, then the seats go to the next party that fits', async () => {
    const { date, parties } = await fullSeating([8, 2]);
    const holder = await join(date, 2);
    const next = await join(date, 2);
    await cancelByGuest(parties[1]!.token);
    await request(t.app).delete(`/api/waitlist/manage/${holder.token}`).expect(200);
    expect(await statusOf(holder.id)).toBe('left');
    expect(await statusOf(next.id)).toBe('offered');
    await claim(holder.token, { vegCount: 2, nonVegCount: 0 }).expect(409);
    expect(
      await t.database.db.select().from(reservations).where(eq(reservations.date, date)),
    ).toHaveLength(2);
  });
});
