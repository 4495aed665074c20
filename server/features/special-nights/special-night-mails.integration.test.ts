import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatingPrepDtoSchema } from '@shared/contracts/dietary-needs';
import { bookedReservationDtoSchema } from '@shared/contracts/reservation';
import { insertReservation } from '../../test/factories';
import { startSmtpPeer, type ReceivedMail } from '../../test/smtp-peer';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { passTime, testClock } from '../../test/test-clock';
import { testDatabaseKind } from '../../test/test-database';

// Sunday 22 Nov 2026, 11:30 in Kolkata. A 7 PM seating starts at 13:30 UTC.
const NOW = new Date('2026-11-22T06:00:00Z');
const HOUR = 3_600_000;
const SEVEN = '7:00 PM - 8:00 PM';
const sevenPm = (date: string) => new Date(`${date}T13:30:00Z`).getTime();

const MENU = {
  name: "New Year's Eve menu",
  courses: [
    { courseNumber: 2, name: 'Midnight truffle', description: 'Warm.', allergens: ['milk'] },
    { courseNumber: 1, name: 'Oyster and caviar', description: 'Cold.', allergens: ['molluscs'] },
  ],
};

describe(`a special night in the guest's mails and on the service sheet (${testDatabaseKind})`, () => {
  const clock = testClock(NOW);
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAgent>>;
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
    admin = await signedInAgent(t.app);
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  const book = async (date: string, email: string) => {
    const res = await request(t.app)
      .post('/api/reservations')
      .send({
        name: 'Festive Guest',
        email,
        phone: '+91 94000 12345',
        date,
        timeSlot: SEVEN,
        guests: 2,
        vegCount: 1,
        nonVegCount: 1,
      })
      .expect(201);
    return bookedReservationDtoSchema.parse(res.body);
  };
  const mailsTo = (email: string, subject: string): ReceivedMail[] =>
    peer.received.filter((m) => m.to.includes(email) && (m.mail.subject ?? '').startsWith(subject));
  const runAt = async (at: number) => {
    await passTime(t.database.db, clock, at - clock.now().getTime());
    await t.jobs.runDue();
  };

  it('when a diner books a special night, then the confirmation and the day-before reminder name the night, its menu and its price per guest; a usual night names none', async () => {
    await admin
      .post('/api/special-nights')
      .send({ name: "New Year's Eve", date: '2026-12-31', menu: MENU, pricePerGuestRupees: 12000 })
      .expect(201);
    await book('2026-12-31', 'festive@example.com');
    await book('2026-12-30', 'usual@example.com');
    await t.jobs.runDue();

    const [confirmation] = mailsTo('festive@example.com', 'Your table');
    const text = confirmation?.mail.text ?? '';
    expect(text).toContain("Special night: New Year's Eve");
    expect(text).toContain("Menu: New Year's Eve menu: Oyster and caviar, Midnight truffle");
    expect(text).toContain('Price per guest: ₹12,000.00 plus GST');
    expect(confirmation?.mail.html).toContain('New Year&#39;s Eve menu');
    const [usual] = mailsTo('usual@example.com', 'Your table');
    expect(usual?.mail.text).toBeDefined();
    expect(usual?.mail.text).not.toContain('Special night');

    await runAt(sevenPm('2026-12-31') - 24 * HOUR + 60_000);
    const [reminder] = mailsTo('festive@example.com', 'See you soon');
    expect(reminder?.mail.text).toContain("Special night: New Year's Eve");
    expect(reminder?.mail.text).toContain('Price per guest: ₹12,000.00 plus GST');
  });

  it('when staff open the service sheet of a special night, then each seating names the night and its menu, and alternatives are counted on that menu; a usual night has none', async () => {
    clock.set(NOW);
    // The first test's clock ran ahead of the session made at the start: sign in afresh.
    admin = await signedInAgent(t.app);
    const date = '2027-01-09';
    await admin
      .post('/api/special-nights')
      .send({ name: 'Truffle night', date, menu: MENU, pricePerGuestRupees: 8000 })
      .expect(201);
    await insertReservation(t.database.db, {
      date,
      timeSlot: SEVEN,
      guests: 1,
      vegCount: 1,
      nonVegCount: 0,
      status: 'confirmed',
      dietaryNeeds: [{ menu: 'veg', allergens: ['milk'], preferences: [] }],
    });
    const res = await admin.get('/api/service-sheet').query({ date }).expect(200);
    const sheet = seatingPrepDtoSchema.array().parse(res.body);
    const seven = sheet.find((s) => s.slot === SEVEN)!;
    expect(seven.specialNight).toEqual({
      name: 'Truffle night',
      menu: {
        name: "New Year's Eve menu",
        courses: [
          { courseNumber: 1, name: 'Oyster and caviar' },
          { courseNumber: 2, name: 'Midnight truffle' },
        ],
      },
    });
    expect(sheet.every((s) => s.specialNight?.name === 'Truffle night')).toBe(true);
    expect(seven.alternatives.map((a) => [a.menu, a.course])).toEqual([
      ['veg', 'Midnight truffle'],
    ]);

    const usual = await admin.get('/api/service-sheet').query({ date: '2027-01-08' }).expect(200);
    for (const s of seatingPrepDtoSchema.array().parse(usual.body)) {
      expect(s.specialNight ?? null).toBeNull();
    }
  });
});
