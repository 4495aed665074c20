import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SETTING_BOOKING_WINDOW, SETTING_OPENING_HOURS } from '@shared/constants';
import {
  staffWaitlistEntryDtoSchema,
  waitlistEntryDtoSchema,
  waitlistJoinedDtoSchema,
} from '@shared/contracts/waitlist';
import { guestDate } from '@shared/date-display';
import { auditLog } from '@shared/schema/audit-log';
import { siteSettings } from '@shared/schema/site-settings';
import { waitlistEntries } from '@shared/schema/waitlist-entries';
import { insertBlockedSlot, insertReservation } from '../../test/factories';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import {
  SEVEN,
  diner,
  entryRow,
  joinWaitlist,
  waitlistMailSubjects,
  waitlistTokenOf,
} from '../../test/waitlist-kit';

// Sunday 22 Nov 2026, 11:30 in Kolkata.
const NOW = new Date('2026-11-22T06:00:00Z');

let day = 0;
/** A night of its own in 2027 (Mondays included: the restaurant opens every day by default). */
const freshNight = () => new Date(Date.UTC(2027, 1, 1 + ++day)).toISOString().slice(0, 10);

describe(`joining and leaving a waitlist (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'off' }, { now: () => NOW, runJobs: false });
    staff = await signedInAgent(t.app);
  });
  afterAll(() => t.close());

  /** A seating with `free` seats left (the rest booked by one party). */
  const nightWithSeatsLeft = async (free: number) => {
    const date = freshNight();
    await insertReservation(t.database.db, { date, timeSlot: SEVEN, guests: 10 - free });
    return date;
  };

  it('when a seating cannot seat the party, then it joins in order, is told its place by e-mail, and reads its place through its link', async () => {
    const date = await nightWithSeatsLeft(1);
    const first = await joinWaitlist(t, { date, guests: 2 });
    expect(first.status).toBe(201);
    expect(waitlistJoinedDtoSchema.strict().parse(first.body)).toEqual({
      id: expect.any(Number),
      position: 1,
    });
    const second = await joinWaitlist(t, { date, guests: 4 });
    expect(second.body.position).toBe(2);

    expect(await waitlistMailSubjects(t.database.db, second.body.id)).toEqual([
      `You are on the waitlist at The Tasting Room for ${guestDate(date)} at 7:00 PM`,
    ]);
    const token = await waitlistTokenOf(t.database.db, second.body.id);
    const mine = await request(t.app).get(`/api/waitlist/manage/${token}`).expect(200);
    expect(waitlistEntryDtoSchema.strict().parse(mine.body)).toEqual({
      id: second.body.id,
      name: expect.stringMatching(/^Waiting Diner/),
      date,
      timeSlot: SEVEN,
      guests: 4,
      status: 'waiting',
      position: 2,
      holdExpiresAt: null,
    });
    // The diner's view never carries the contact details or anything of the link.
    expect(JSON.stringify(mine.body)).not.toMatch(/@example\.com|salt|hash/i);
  });

  it('when the party fits now, then 409 seats_available and nothing is stored', async () => {
    const date = await nightWithSeatsLeft(3);
    const res = await joinWaitlist(t, { date, guests: 3 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'seats_available' });
    expect(
      await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.date, date)),
    ).toEqual([]);
  });

  it('when the night is past, beyond the booking window, a closed weekday or a blocked seating, then 400 saying why', async () => {
    const past = await joinWaitlist(t, { date: '2026-11-21', guests: 2 });
    expect(past.status).toBe(400);
    expect(past.body.message).toMatch(/started or is in the past/);

    await t.database.db
      .update(siteSettings)
      .set({ settingValue: '30' })
      .where(eq(siteSettings.settingName, SETTING_BOOKING_WINDOW));
    try {
      const far = await joinWaitlist(t, { date: '2027-06-01', guests: 2 });
      expect(far.status).toBe(400);
      expect(far.body).toMatchObject({ code: 'outside_booking_window' });
    } finally {
      await t.database.db
        .update(siteSettings)
        .set({ settingValue: '730' })
        .where(eq(siteSettings.settingName, SETTING_BOOKING_WINDOW));
    }

    const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    await t.database.db.insert(siteSettings).values({
      settingName: SETTING_OPENING_HOURS,
      settingType: 'json',
      settingValue: JSON.stringify({
        days: week.map((d) => ({ day: d, open: d !== 'Tuesday', opens: '19:00', closes: '23:00' })),
      }),
    });
    try {
      const tuesday = await joinWaitlist(t, { date: '2027-03-02', guests: 2 });
      expect(tuesday.status).toBe(400);
      expect(tuesday.body).toMatchObject({
        code: 'closed_day',
        message: 'We are closed on Tuesdays. Please choose another night.',
      });
    } finally {
      await t.database.db
        .delete(siteSettings)
        .where(eq(siteSettings.settingName, SETTING_OPENING_HOURS));
    }

    const date = await nightWithSeatsLeft(0);
    await insertBlockedSlot(t.database.db, { date, timeSlot: SEVEN });
    const blocked = await joinWaitlist(t, { date, guests: 2 });
    expect(blocked.status).toBe(400);
    expect(blocked.body.message).toMatch(/closed on this night/);
  });

  it('when the input breaks a booking rule, then 400 with the booking form’s words', async () => {
    const date = await nightWithSeatsLeft(0);
    const res = await joinWaitlist(t, { date, guests: 11 }, diner({ email: 'not-an-address' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Valid email is required' },
        { path: 'guests', message: 'Please select number of guests' },
      ]),
    );
    const bot = await joinWaitlist(t, { date, guests: 2 }, diner({ website: 'spam.example' }));
    expect(bot.status).toBe(400);
  });

  it('when the diner leaves, then the entry is closed, the next party moves up, and leaving again is 409', async () => {
    const date = await nightWithSeatsLeft(0);
    const a = (await joinWaitlist(t, { date, guests: 2 }).expect(201)).body;
    const b = (await joinWaitlist(t, { date, guests: 2 }).expect(201)).body;
    const token = await waitlistTokenOf(t.database.db, a.id);
    const left = await request(t.app).delete(`/api/waitlist/manage/${token}`).expect(200);
    expect(left.body).toMatchObject({ status: 'left', position: null });
    const other = await waitlistTokenOf(t.database.db, b.id);
    expect((await request(t.app).get(`/api/waitlist/manage/${other}`)).body.position).toBe(1);
    await request(t.app).delete(`/api/waitlist/manage/${token}`).expect(409);
    await request(t.app)
      .get(`/api/waitlist/manage/${'x'.repeat(43)}`)
      .expect(404);
    await request(t.app).get('/api/waitlist/manage/short').expect(400);
  });

  it('when staff read a night, offer a waiting party out of turn and remove another, then each change is audited and visitors get 401', async () => {
    const date = await nightWithSeatsLeft(2);
    const big = (await joinWaitlist(t, { date, guests: 4 }).expect(201)).body;
    const small = (await joinWaitlist(t, { date, guests: 3 }).expect(201)).body;
    const list = await staff.get('/api/waitlist').query({ date }).expect(200);
    expect(list.body.map((e: unknown) => staffWaitlistEntryDtoSchema.strict().parse(e))).toEqual([
      expect.objectContaining({ id: big.id, position: 1, status: 'waiting', guests: 4 }),
      expect.objectContaining({ id: small.id, position: 2, status: 'waiting', guests: 3 }),
    ]);

    // Neither party fits the two seats left: an offer by hand is refused too.
    await staff.post(`/api/waitlist/${small.id}/offer`).expect(409);
    await insertReservation(t.database.db, { date, timeSlot: SEVEN, guests: 1 });
    await t.database.db
      .update(waitlistEntries)
      .set({ guests: 1 })
      .where(eq(waitlistEntries.id, small.id));
    const offered = await staff.post(`/api/waitlist/${small.id}/offer`).expect(200);
    expect(offered.body).toMatchObject({ status: 'offered', holdExpiresAt: expect.any(String) });
    expect(await waitlistMailSubjects(t.database.db, small.id)).toHaveLength(2);

    const removed = await staff.delete(`/api/waitlist/${big.id}`).expect(200);
    expect(removed.body).toMatchObject({ status: 'removed', position: null });
    await staff.delete(`/api/waitlist/${big.id}`).expect(409);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'waitlist')));
    expect(audit.map((a) => [a.action, a.entityId])).toEqual(
      expect.arrayContaining([
        ['offer', String(small.id)],
        ['remove', String(big.id)],
      ]),
    );
    await request(t.app).get('/api/waitlist').query({ date }).expect(401);
    await request(t.app).delete(`/api/waitlist/${small.id}`).expect(401);
    expect((await entryRow(t.database.db, small.id)).status).toBe('offered');
  });
});

describe(`waitlist guards with rate limits on (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' }, { now: () => NOW, runJobs: false });
  });
  afterAll(() => t.close());

  it('when one diner joins the same seating twice, or waits for a seating they booked, then 409 guest_booking_limit', async () => {
    const date = freshNight();
    const me = diner();
    await insertReservation(t.database.db, { date, timeSlot: SEVEN, guests: 10 });
    await joinWaitlist(t, { date, guests: 2 }, me)
      .set('X-Forwarded-For', '203.0.113.7')
      .expect(201);
    const again = await joinWaitlist(
      t,
      { date, guests: 2 },
      { ...me, email: me.email.toUpperCase() },
    ).set('X-Forwarded-For', '203.0.113.8');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'guest_booking_limit' });
  });

  it('when one network keeps joining, then it is asked for the robot check, then refused with 429', async () => {
    const date = freshNight();
    await insertReservation(t.database.db, { date, timeSlot: SEVEN, guests: 10 });
    const from = '198.51.100.20';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await joinWaitlist(t, { date, guests: 1 }).set('X-Forwarded-For', from);
      statuses.push(res.status);
    }
    // Two free attempts, then the check (428) for every attempt without a solution, then 429.
    expect(statuses.slice(0, 2)).toEqual([201, 201]);
    expect(statuses.slice(2, 10).every((s) => s === 428)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
