import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { COMING_LINK_PARAM } from '@shared/domain/attendance';
import { guestMessages } from '@shared/schema/guest-messages';
import { createTestApp, signedInAgent, type TestApp } from '../test/test-app';
import { passTime, testClock } from '../test/test-clock';
import { testDatabaseKind } from '../test/test-database';
import { diner, joinWaitlist } from '../test/waitlist-kit';
import { MESSAGES_PER_PHONE_PER_HOUR } from './guest-messages';

// The messages beside the reminder and the waitlist's offer: exactly one to a guest who ticked
// the box, none to one who did not; and the hourly budget of messages a guest's own actions may
// send to one number. Read from the queue (guest_messages), where each message is recorded in
// the transaction of its event, before any provider sees it.

// Sunday 22 Nov 2026, 11:30 in Kolkata. A 7 PM seating starts at 13:30 UTC.
const NOW = new Date('2026-11-22T06:00:00Z');
const HOUR = 3_600_000;
const SEVEN = '7:00 PM - 8:00 PM';
const sevenPm = (date: string) => new Date(`${date}T13:30:00Z`).getTime();

let seq = 0;
const booking = (extra: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    name: `Messaged Guest ${seq}`,
    email: `messaged-${seq}.${process.pid}@example.com`,
    phone: `+91 93000 ${String(seq).padStart(5, '0')}`,
    date: '2026-12-10',
    timeSlot: SEVEN,
    guests: 2,
    vegCount: 1,
    nonVegCount: 1,
    ...extra,
  };
};
const tokenOf = (manageUrl: string) => manageUrl.split('/').pop()!;

function messagesOf(t: TestApp, where: { reservationId: number } | { waitlistEntryId: number }) {
  const db = t.database.db;
  return 'reservationId' in where
    ? db.select().from(guestMessages).where(eq(guestMessages.reservationId, where.reservationId))
    : db
        .select()
        .from(guestMessages)
        .where(eq(guestMessages.waitlistEntryId, where.waitlistEntryId));
}

describe(`the reminder's and the waitlist offer's messages (${testDatabaseKind})`, () => {
  const clock = testClock(NOW);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'off' }, { now: clock.now, runJobs: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function book(extra: Record<string, unknown> = {}) {
    const res = await request(t.app).post('/api/reservations').send(booking(extra));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { id: res.body.id as number, manageUrl: res.body.manageUrl as string };
  }

  it("when the day-before reminder goes, then a guest who ticked the box gets one booking_reminder with the one-tap I'm coming link, and one who did not gets none", async () => {
    clock.set(NOW);
    const yes = await book({ messagingConsent: true });
    const no = await book();
    await passTime(t.database.db, clock, sevenPm('2026-12-10') - 24 * HOUR - NOW.getTime());
    await t.jobs.runDue();
    // Running the queue again sends nothing twice.
    await t.jobs.runDue();

    const reminders = (await messagesOf(t, { reservationId: yes.id })).filter(
      (m) => m.template === 'booking_reminder',
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain(`${yes.manageUrl}?${COMING_LINK_PARAM}=1`);
    expect(reminders[0]!.text).toContain('2 guests');
    expect(reminders[0]!.text).toContain(SEVEN);
    expect(await messagesOf(t, { reservationId: no.id })).toEqual([]);
  });

  it('when seats free up for a waiting party, then one that ticked the box gets one waitlist_offer with its claim link and when the hold ends, and one that did not gets none', async () => {
    clock.set(NOW);
    const date = '2026-12-12';
    await book({ date, guests: 6, vegCount: 3, nonVegCount: 3 });
    const leaving = await book({ date, guests: 4, vegCount: 2, nonVegCount: 2 });
    const waitingYes = await joinWaitlist(
      t,
      { date, guests: 2 },
      { ...diner(), messagingConsent: true },
    );
    expect(waitingYes.status, JSON.stringify(waitingYes.body)).toBe(201);
    const waitingNo = await joinWaitlist(t, { date, guests: 2 });
    expect(waitingNo.status, JSON.stringify(waitingNo.body)).toBe(201);

    const cancel = await request(t.app).post(
      `/api/reservations/manage/${tokenOf(leaving.manageUrl)}/cancel`,
    );
    expect(cancel.status).toBe(200);
    await t.jobs.runDue();
    await t.jobs.runDue();

    const offers = await messagesOf(t, { waitlistEntryId: waitingYes.body.id as number });
    expect(offers.map((m) => m.template)).toEqual(['waitlist_offer']);
    expect(offers[0]!.text).toMatch(/\/waitlist\/[\w-]+$/);
    expect(offers[0]!.text).toContain('seats for 2 guests have freed up');
    // The hold ends WAITLIST_HOLD_MINUTES (30) after the offer: noon in Kolkata.
    expect(offers[0]!.text).toMatch(/until .*12:00/);
    expect(await messagesOf(t, { waitlistEntryId: waitingNo.body.id as number })).toEqual([]);
  });
});

describe(`the hourly budget of messages to one number (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // The budget is one of the limits, on unless RATE_LIMITS=off.
    t = await createTestApp({}, { now: () => NOW, runJobs: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`when a guest's own booking and changes would send more than ${MESSAGES_PER_PHONE_PER_HOUR} messages in an hour to one number, then the rest are not sent, while what staff do still is`, async () => {
    const input = booking({ messagingConsent: true, date: '2026-12-14' });
    const res = await request(t.app).post('/api/reservations').send(input);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.id as number;
    const token = tokenOf(res.body.manageUrl as string);
    // Five changes, as many as one link may make in an hour.
    for (let guests = 3; guests <= 7; guests++) {
      const change = await request(t.app)
        .patch(`/api/reservations/manage/${token}`)
        .send({ date: '2026-12-14', timeSlot: SEVEN, guests, vegCount: guests, nonVegCount: 0 });
      expect(change.status, JSON.stringify(change.body)).toBe(200);
    }
    const byGuest = await messagesOf(t, { reservationId: id });
    // The booking and the first four changes; the fifth change told nobody's phone.
    expect(byGuest).toHaveLength(MESSAGES_PER_PHONE_PER_HOUR);
    expect(byGuest.filter((m) => m.template === 'booking_changed')).toHaveLength(
      MESSAGES_PER_PHONE_PER_HOUR - 1,
    );

    const staff = await signedInAgent(t.app);
    const cancel = await staff
      .patch(`/api/reservations/${id}/status`)
      .send({ status: 'cancelled', reason: 'Closed for a private event' });
    expect(cancel.status).toBe(200);
    const cancelled = await t.database.db
      .select()
      .from(guestMessages)
      .where(
        and(eq(guestMessages.reservationId, id), eq(guestMessages.template, 'booking_cancelled')),
      );
    expect(cancelled).toHaveLength(1);
  });
});
