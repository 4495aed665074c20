import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedReservationDtoSchema } from '@shared/contracts/reservation';
import { startSmtpPeer, until } from '../../test/smtp-peer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { passTime, testClock } from '../../test/test-clock';
import {
  SEVEN,
  diner,
  entryRow,
  joinWaitlist,
  seatsInUse,
  waitlistMailSubjects,
  waitlistTokenOf,
} from '../../test/waitlist-kit';

// Two app instances on one PostgreSQL database, each with its own pool, caches, change listener
// and job runner, reading one pinned clock: two server processes as far as the rules can tell.
// PGlite is one process, so this file runs in the PostgreSQL pass only.

// Sunday 22 Nov 2026, 11:30 in Kolkata.
const NOW = new Date('2026-11-22T06:00:00Z');
const HOLD_MS = 30 * 60_000;

let day = 0;
const freshNight = () => new Date(Date.UTC(2027, 5, 1 + ++day)).toISOString().slice(0, 10);

let diners = 0;
const bookOn = async (t: TestApp, date: string, guests: number) => {
  diners += 1;
  const res = await request(t.app)
    .post('/api/reservations')
    .send({
      name: `Two Process Guest ${diners}`,
      email: `two-process-${diners}@example.com`,
      phone: `+91 93000 ${String(diners).padStart(5, '0')}`,
      date,
      timeSlot: SEVEN,
      guests,
      vegCount: guests,
      nonVegCount: 0,
    })
    .expect(201);
  const booked = bookedReservationDtoSchema.parse(res.body);
  return { ...booked, token: booked.manageUrl.split('/reservation/')[1]! };
};

describe('the waitlist across two processes (postgres)', () => {
  const clock = testClock(NOW);
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ RATE_LIMITS: 'off' }, { now: clock.now, runJobs: false });
    b = await createTestApp(
      { RATE_LIMITS: 'off' },
      { now: clock.now, runJobs: false, sameDatabaseAs: a },
    );
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const statusOf = async (id: number) => (await entryRow(a.database.db, id)).status;
  const offersTo = async (id: number) =>
    (await waitlistMailSubjects(a.database.db, id)).filter((s) => s.startsWith('A table for'));

  it('when two parties cancel at once in full seatings through both processes, then the three waiting parties are offered the freed seats exactly once each, in joining order, and no seat is sold twice', async () => {
    const nights = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const date = freshNight();
        const parties = [];
        for (let i = 0; i < 5; i++) parties.push(await bookOn(a, date, 2));
        const waiting = [];
        for (let i = 0; i < 3; i++) {
          waiting.push((await joinWaitlist(b, { date, guests: 2 }, diner()).expect(201)).body);
        }
        return { date, parties, waiting: waiting as { id: number }[] };
      }),
    );
    // Every night's two cancellations race each other, one through each process.
    await Promise.all(
      nights.flatMap(({ parties }) => [
        request(a.app).post(`/api/reservations/manage/${parties[0]!.token}/cancel`).expect(200),
        request(b.app).post(`/api/reservations/manage/${parties[1]!.token}/cancel`).expect(200),
      ]),
    );
    for (const { date, waiting } of nights) {
      const [first, second, third] = waiting as [{ id: number }, { id: number }, { id: number }];
      expect([
        await statusOf(first.id),
        await statusOf(second.id),
        await statusOf(third.id),
      ]).toEqual(['offered', 'offered', 'waiting']);
      expect(await offersTo(first.id)).toHaveLength(1);
      expect(await offersTo(second.id)).toHaveLength(1);
      expect(await offersTo(third.id)).toHaveLength(0);
      expect(await seatsInUse(a.database.db, date)).toEqual({ booked: 6, held: 4 });
      // Both processes' booking pages see the held seats as taken.
      for (const t of [a, b]) {
        const seats = await request(t.app).get('/api/availability').query({ date });
        expect(seats.body.find((s: { slot: string }) => s.slot === SEVEN).availableSeats).toBe(0);
      }
    }

    // On the first night: one party books in time, the other lets its hold run out, and the
    // hold's job (run by both processes at once) passes the seats to the third, once.
    const { date, waiting } = nights[0]!;
    const [claimer, sleeper, third] = waiting as [{ id: number }, { id: number }, { id: number }];
    const claimed = await request(a.app)
      .post(`/api/waitlist/claim/${await waitlistTokenOf(a.database.db, claimer.id)}`)
      .send({ vegCount: 2, nonVegCount: 0 });
    expect(claimed.status).toBe(201);
    expect(claimed.body).toMatchObject({ date, guests: 2, status: 'confirmed' });

    // Its link, read while the offer mail still waits in the queue (a sent mail keeps none).
    const sleeperToken = await waitlistTokenOf(a.database.db, sleeper.id);
    await passTime(a.database.db, clock, HOLD_MS + 1_000);
    await Promise.all([a.jobs.runDue(), b.jobs.runDue()]);
    expect(await statusOf(sleeper.id)).toBe('expired');
    expect(await statusOf(third.id)).toBe('offered');
    // Its mails (sent by now, so read by count): the place it joined at, and one offer.
    expect(await waitlistMailSubjects(a.database.db, third.id)).toHaveLength(2);
    const late = await request(b.app)
      .post(`/api/waitlist/claim/${sleeperToken}`)
      .send({ vegCount: 2, nonVegCount: 0 });
    expect(late.status).toBe(410);
    expect(await seatsInUse(a.database.db, date)).toEqual({ booked: 8, held: 2 });
    clock.set(NOW);
  });
});

describe('reminders across processes and restarts (postgres)', () => {
  const clock = testClock(NOW);
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let a: TestApp;
  let b: TestApp;
  const env = () => ({
    RATE_LIMITS: 'off',
    SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
    MAIL_FROM: 'The Tasting Room <table@example.com>',
  });
  beforeAll(async () => {
    peer = await startSmtpPeer();
    // Both run their job runners, polling the one queue.
    a = await createTestApp(env(), { now: clock.now });
    b = await createTestApp(env(), { now: clock.now, sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await peer.close();
  });

  const remindersTo = (email: string) =>
    peer.received.filter(
      (m) => m.to.includes(email) && (m.mail.subject ?? '').startsWith('See you soon'),
    );
  const sevenPm = (date: string) => new Date(`${date}T13:30:00Z`).getTime();

  it('when the reminders of a night fall due with two processes running, then each guest gets exactly one', async () => {
    clock.set(NOW);
    const date = '2026-12-08';
    const booked = await Promise.all(
      Array.from({ length: 6 }, (_, i) => bookOn(i % 2 ? a : b, date, 1)),
    );
    await passTime(a.database.db, clock, sevenPm(date) - 23 * 3_600_000 - clock.now().getTime());
    for (const booking of booked) await until(() => remindersTo(booking.email)[0], 20_000);
    // Several polls of both runners later, still one each.
    await new Promise((r) => setTimeout(r, 600));
    for (const booking of booked) expect(remindersTo(booking.email)).toHaveLength(1);
  });

  it('when a booking is moved through one process after the other queued its reminder, then it is reminded at the new time', async () => {
    clock.set(NOW);
    const booking = await bookOn(a, '2026-12-09', 2);
    await request(b.app)
      .patch(`/api/reservations/manage/${booking.token}`)
      .send({ date: '2026-12-14', timeSlot: SEVEN, guests: 2, vegCount: 2, nonVegCount: 0 })
      .expect(200);
    await passTime(a.database.db, clock, sevenPm('2026-12-09') - 23 * 3_600_000 - NOW.getTime());
    await new Promise((r) => setTimeout(r, 600));
    expect(remindersTo(booking.email)).toEqual([]);
    await passTime(a.database.db, clock, sevenPm('2026-12-14') - sevenPm('2026-12-09'));
    const reminder = await until(() => remindersTo(booking.email)[0], 20_000);
    expect(reminder.mail.subject).toBe(
      'See you soon at The Tasting Room: Mon, 14 Dec 2026 at 7:00 PM',
    );
  });

  it('when a reminder falls due while no server runs, then the first process to start sends it', async () => {
    clock.set(NOW);
    // The only process up takes the booking and never runs jobs: then nothing runs at all.
    const down = await createTestApp(env(), { now: clock.now, runJobs: false, sameDatabaseAs: a });
    await a.jobs.stop();
    await b.jobs.stop();
    let booking: Awaited<ReturnType<typeof bookOn>>;
    try {
      booking = await bookOn(down, '2026-12-18', 2);
      await passTime(a.database.db, clock, sevenPm('2026-12-18') - 20 * 3_600_000 - NOW.getTime());
      await new Promise((r) => setTimeout(r, 300));
      expect(remindersTo(booking.email)).toEqual([]);
    } finally {
      await down.close();
    }
    const restarted = await createTestApp(env(), { now: clock.now, sameDatabaseAs: a });
    try {
      const reminder = await until(() => remindersTo(booking.email)[0], 20_000);
      expect(reminder.mail.subject).toBe(
        'See you soon at The Tasting Room: Fri, 18 Dec 2026 at 7:00 PM',
      );
    } finally {
      await restarted.close();
    }
  });
});
