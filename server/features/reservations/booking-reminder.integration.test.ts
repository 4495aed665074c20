import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookedReservationDtoSchema } from '@shared/contracts/reservation';
import { reservations } from '@shared/schema/reservations';
import { startSmtpPeer, type ReceivedMail } from '../../test/smtp-peer';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { passTime, testClock } from '../../test/test-clock';
import { testDatabaseKind } from '../../test/test-database';
import { pendingJobs } from '../../test/waitlist-kit';

// Sunday 22 Nov 2026, 11:30 in Kolkata. A 7 PM seating starts at 13:30 UTC.
const NOW = new Date('2026-11-22T06:00:00Z');
const HOUR = 3_600_000;
const SEVEN = '7:00 PM - 8:00 PM';
/** When the 7 PM seating of `date` starts, as an instant. */
const sevenPm = (date: string) => new Date(`${date}T13:30:00Z`).getTime();

describe(`day-before reminders and 'I'm coming' (${testDatabaseKind})`, () => {
  const clock = testClock(NOW);
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp(
      {
        RATE_LIMITS: 'off',
        SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
        MAIL_FROM: 'The Tasting Room <table@example.com>',
      },
      { now: clock.now, runJobs: false },
    );
    staff = await signedInAgent(t.app);
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  let diners = 0;
  const book = async (date: string) => {
    diners += 1;
    const res = await request(t.app)
      .post('/api/reservations')
      .send({
        name: `Reminded Guest ${diners}`,
        email: `reminded-${diners}@example.com`,
        phone: `+91 94000 ${String(diners).padStart(5, '0')}`,
        date,
        timeSlot: SEVEN,
        guests: 2,
        vegCount: 1,
        nonVegCount: 1,
      })
      .expect(201);
    const booked = bookedReservationDtoSchema.parse(res.body);
    return { ...booked, token: booked.manageUrl.split('/reservation/')[1]! };
  };
  /** Moves the clock (and the queue) to `at`, then runs whatever is due. */
  const runAt = async (at: number) => {
    await passTime(t.database.db, clock, at - clock.now().getTime());
    await t.jobs.runDue();
  };
  const remindersTo = (email: string): ReceivedMail[] =>
    peer.received.filter(
      (m) => m.to.includes(email) && (m.mail.subject ?? '').startsWith('See you soon'),
    );
  const reminderRow = async (id: number) =>
    (await t.database.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;

  it('when a diner books days ahead, then one reminder goes out 24 hours before the seating, with the booking, the manage link and a one-tap I’m coming', async () => {
    clock.set(NOW);
    const booking = await book('2026-12-10');
    expect(
      await pendingJobs(t.database.db, 'booking-reminder', `reservation-reminder:${booking.id}`),
    ).toHaveLength(1);

    await runAt(sevenPm('2026-12-10') - 24 * HOUR - 60_000);
    expect(remindersTo(booking.email)).toEqual([]);

    await runAt(sevenPm('2026-12-10') - 24 * HOUR + 60_000);
    const [reminder] = remindersTo(booking.email);
    expect(reminder?.mail.subject).toBe(
      'See you soon at The Tasting Room: Thu, 10 Dec 2026 at 7:00 PM',
    );
    expect(reminder?.mail.text).toContain(`I'm coming: ${booking.manageUrl}?coming=1`);
    expect(reminder?.mail.text).toContain(booking.manageUrl);
    expect(reminder?.mail.text).toContain('Guests: 2 (1 vegetarian, 1 non-vegetarian');
    expect((await reminderRow(booking.id)).reminderSentAt).toEqual(clock.now());

    // Later runs, a job run again after a crash, never send a second one.
    await runAt(sevenPm('2026-12-10') - 2 * HOUR);
    expect(remindersTo(booking.email)).toHaveLength(1);
  });

  it('when a booking is made inside the reminder window, then it gets none', async () => {
    clock.set(NOW);
    const tonight = await book('2026-11-22');
    const tomorrowLate = await book('2026-11-23');
    expect(
      await pendingJobs(t.database.db, 'booking-reminder', `reservation-reminder:${tonight.id}`),
    ).toEqual([]);
    // Tomorrow's reminder (13:30 UTC today) is still ahead: it is queued.
    expect(
      await pendingJobs(
        t.database.db,
        'booking-reminder',
        `reservation-reminder:${tomorrowLate.id}`,
      ),
    ).toHaveLength(1);
    await runAt(sevenPm('2026-11-22') - HOUR);
    expect(remindersTo(tonight.email)).toEqual([]);
  });

  it('when the guest moves the booking after its reminder was queued, then it is reminded at the new time about the new night', async () => {
    clock.set(NOW);
    const booking = await book('2026-12-12');
    await request(t.app)
      .patch(`/api/reservations/manage/${booking.token}`)
      .send({ date: '2026-12-16', timeSlot: SEVEN, guests: 2, vegCount: 2, nonVegCount: 0 })
      .expect(200);
    await runAt(sevenPm('2026-12-12') - 23 * HOUR);
    expect(remindersTo(booking.email)).toEqual([]);
    await runAt(sevenPm('2026-12-16') - 23 * HOUR);
    const reminders = remindersTo(booking.email);
    expect(reminders.map((m) => m.mail.subject)).toEqual([
      'See you soon at The Tasting Room: Wed, 16 Dec 2026 at 7:00 PM',
    ]);
  });

  it('when staff move a booking to another night, then its reminder follows it', async () => {
    clock.set(NOW);
    staff = await signedInAgent(t.app);
    const booking = await book('2026-12-20');
    await staff
      .patch(`/api/reservations/${booking.id}`)
      .send({
        name: booking.name,
        email: booking.email,
        phone: booking.phone,
        date: '2026-12-22',
        timeSlot: SEVEN,
        guests: 2,
        vegCount: 1,
        nonVegCount: 1,
      })
      .expect(200);
    const [job] = await pendingJobs(
      t.database.db,
      'booking-reminder',
      `reservation-reminder:${booking.id}`,
    );
    // Due 24 hours before the new night, by the database's clock (the test moved nothing yet).
    const due = Date.now() + (sevenPm('2026-12-22') - 24 * HOUR - clock.now().getTime());
    expect(Math.abs(job!.runAt.getTime() - due)).toBeLessThan(60_000);
  });

  it('when the booking is cancelled, then its reminder goes with it', async () => {
    clock.set(NOW);
    const booking = await book('2026-12-26');
    await request(t.app).post(`/api/reservations/manage/${booking.token}/cancel`).expect(200);
    expect(
      await pendingJobs(t.database.db, 'booking-reminder', `reservation-reminder:${booking.id}`),
    ).toEqual([]);
    await runAt(sevenPm('2026-12-26') - 12 * HOUR);
    expect(remindersTo(booking.email)).toEqual([]);
  });

  it('when the guest taps I’m coming, then it is recorded once and staff see who confirmed; a cancelled booking cannot', async () => {
    clock.set(NOW);
    const booking = await book('2027-01-05');
    const first = await request(t.app)
      .post(`/api/reservations/manage/${booking.token}/attendance`)
      .expect(200);
    expect(first.body.attendanceConfirmedAt).toBe(NOW.toISOString());
    clock.advance(HOUR);
    const again = await request(t.app)
      .post(`/api/reservations/manage/${booking.token}/attendance`)
      .expect(200);
    expect(again.body.attendanceConfirmedAt).toBe(NOW.toISOString());
    // Hours of test time have passed since staff last signed in.
    staff = await signedInAgent(t.app);
    const listed = (await staff.get('/api/reservations').expect(200)).body.find(
      (r: { id: number }) => r.id === booking.id,
    );
    expect(listed.attendanceConfirmedAt).toBe(NOW.toISOString());

    const other = await book('2027-01-06');
    await request(t.app).post(`/api/reservations/manage/${other.token}/cancel`).expect(200);
    await request(t.app).post(`/api/reservations/manage/${other.token}/attendance`).expect(409);
    await request(t.app)
      .post(`/api/reservations/manage/${'x'.repeat(32)}/attendance`)
      .expect(404);
  });
});
