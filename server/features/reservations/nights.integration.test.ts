import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { SETTING_BOOKING_WINDOW, SETTING_CONTACT, SETTING_OPENING_HOURS } from '@shared/constants';
import { blockResultDtoSchema, monthAvailabilityDtoSchema } from '@shared/contracts/reservation';
import { contactSettingsDtoSchema } from '@shared/contracts/site-settings';
import { jobs } from '@shared/schema/jobs';
import { reservations } from '@shared/schema/reservations';
import { siteSettings } from '@shared/schema/site-settings';
import { insertReservation, insertSiteSetting } from '../../test/factories';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

// Sunday 22 Nov 2026, 11:30 in Kolkata: the nights below are counted from it.
const NOW = new Date('2026-11-22T06:00:00Z');
const SEVEN = '7:00 PM - 8:00 PM';
const EIGHT = '8:00 PM - 9:00 PM';
const NINE = '9:00 PM - 10:00 PM';
const MONDAY = '2026-11-30';
const TUESDAY = '2026-12-01';

const CONTACT = {
  phone: '+91 80 1234 5678',
  email: 'table@example.com',
  address: '12 MG Road, Bengaluru',
  openingHours: 'Monday: Closed, Tuesday-Sunday: 7pm-11pm',
  mapUrl: '',
};

const booking = (date: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  email: `asha-${date}@example.com`,
  phone: '+91 98450 12345',
  date,
  timeSlot: SEVEN,
  guests: 2,
  vegCount: 1,
  nonVegCount: 1,
  ...overrides,
});

describe(`opening hours, blocked nights and the booking calendar (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'off' }, { now: () => NOW, runJobs: false });
    staff = await signedInAgent(t.app);
  });
  afterAll(() => t.close());

  // The hours and the window are one row each for the whole site: every test starts from none.
  beforeEach(async () => {
    await t.database.db
      .delete(siteSettings)
      .where(
        inArray(siteSettings.settingName, [
          SETTING_OPENING_HOURS,
          SETTING_CONTACT,
          SETTING_BOOKING_WINDOW,
        ]),
      );
  });

  const month = async (m: string) => {
    const res = await request(t.app).get('/api/availability/month').query({ month: m });
    expect(res.status).toBe(200);
    const dto = monthAvailabilityDtoSchema.parse(res.body);
    return new Map(dto.nights.map((n) => [n.date, n.state]));
  };

  describe('U4: the week of opening hours', () => {
    it('U4: when staff set nothing, then every day reads 11 AM - 11 PM and every night is bookable', async () => {
      const contact = contactSettingsDtoSchema.parse(
        (await request(t.app).get('/api/site-settings/contact').expect(200)).body,
      );
      expect(contact.openingHours).toBe('');
      expect(contact.openingWeek?.isDefault).toBe(true);
      expect(contact.openingWeek?.days.map((d) => [d.day, d.open, d.opens, d.closes])).toEqual(
        ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
          (day) => [day, true, '11:00', '23:00'],
        ),
      );
      expect((await month('2026-11')).get(MONDAY)).toBe('open');
    });

    it('U4: when staff close Mondays, then contact, week, calendar and the booking rule all say closed on Monday', async () => {
      const saved = await staff.put('/api/site-settings/contact').send(CONTACT).expect(200);
      expect(saved.body.openingHours).toBe('Monday: Closed, Tuesday - Sunday: 7 PM - 11 PM');

      const contact = (await request(t.app).get('/api/site-settings/contact').expect(200)).body;
      expect(contact.openingHours).toBe('Monday: Closed, Tuesday - Sunday: 7 PM - 11 PM');
      expect(contact.openingWeek.isDefault).toBe(false);
      expect(contact.openingWeek.days[0]).toEqual({
        day: 'Monday',
        open: false,
        opens: '19:00',
        closes: '22:00',
      });
      expect(contact.openingWeek.days[1]).toEqual({
        day: 'Tuesday',
        open: true,
        opens: '19:00',
        closes: '23:00',
      });

      const nights = await month('2026-11');
      expect(nights.get(MONDAY)).toBe('closed');
      expect(nights.get('2026-11-29')).toBe('open');
      const monday = (await request(t.app).get('/api/availability').query({ date: MONDAY })).body;
      expect(monday.map((e: { unavailableReason: string }) => e.unavailableReason)).toEqual([
        'closed_day',
        'closed_day',
        'closed_day',
      ]);

      const refused = await request(t.app).post('/api/reservations').send(booking(MONDAY));
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'closed_day',
        message: 'We are closed on Mondays. Please choose another night.',
      });
      expect(
        await t.database.db.select().from(reservations).where(eq(reservations.date, MONDAY)),
      ).toEqual([]);
      await request(t.app).post('/api/reservations').send(booking(TUESDAY)).expect(201);

      // Staff taking a call are held to the same week.
      const byPhone = await staff
        .post('/api/reservations/staff')
        .send({ ...booking(MONDAY), source: 'phone' });
      expect(byPhone.status).toBe(409);
    });

    it('U4: when staff save hours with minutes, then the week is read from them and the text written from it', async () => {
      const saved = await staff
        .put('/api/site-settings/contact')
        .send({ ...CONTACT, openingHours: 'Monday-Friday: 6:30pm-11pm' })
        .expect(200);
      expect(saved.body.openingHours).toBe(
        'Monday - Friday: 6:30 PM - 11 PM, Saturday - Sunday: Closed',
      );
      expect((await month('2026-11')).get('2026-11-28')).toBe('closed');
    });

    it('U4: when the hours text cannot be read, then 400 on that field and nothing changes', async () => {
      await staff.put('/api/site-settings/contact').send(CONTACT).expect(200);
      const before = await t.database.db.select().from(siteSettings);
      const res = await staff
        .put('/api/site-settings/contact')
        .send({ ...CONTACT, openingHours: 'Evenings, except when we are closed' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        {
          path: 'openingHours',
          message:
            "Could not read \"Evenings\": write the days, a colon and the hours, e.g. 'Tuesday-Sunday: 7pm-11pm' or 'Monday: Closed'",
        },
      ]);
      expect(await t.database.db.select().from(siteSettings)).toEqual(before);
    });

    it('U4: when hours were only written before the week had a home, then the week is read from them', async () => {
      await insertSiteSetting(t.database.db, SETTING_CONTACT, {
        ...CONTACT,
        openingHours: 'Tue-Sun 7-10 PM',
      });
      const contact = (await request(t.app).get('/api/site-settings/contact').expect(200)).body;
      expect(contact.openingWeek.isDefault).toBe(false);
      expect(contact.openingWeek.days.filter((d: { open: boolean }) => !d.open)).toEqual([
        { day: 'Monday', open: false, opens: '19:00', closes: '22:00' },
      ]);
      expect(contact.openingHours).toBe('Monday: Closed, Tuesday - Sunday: 7 PM - 10 PM');
      await request(t.app).post('/api/reservations').send(booking(MONDAY)).expect(409);
    });
  });

  describe('U8: the booking calendar and its window', () => {
    it('U8: when a diner books further ahead than the window, then 400 with the last night; staff can widen it', async () => {
      for (const date of ['2029-05-01', '9999-12-31', '2027-02-21']) {
        const res = await request(t.app).post('/api/reservations').send(booking(date));
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          code: 'outside_booking_window',
          message:
            'We take bookings up to 90 days ahead. Please choose a night on or before Feb 20, 2027.',
        });
      }
      await request(t.app).post('/api/reservations').send(booking('2027-02-20')).expect(201);
      expect(
        await t.database.db
          .select()
          .from(reservations)
          .where(inArray(reservations.date, ['2029-05-01', '9999-12-31', '2027-02-21'])),
      ).toEqual([]);

      const bad = await staff.put('/api/site-settings/booking-window').send({ days: 0 });
      expect(bad.status).toBe(400);
      await staff.put('/api/site-settings/booking-window').send({ days: 120 }).expect(200);
      await request(t.app).get('/api/site-settings/booking-window').expect(200, { days: 120 });
      await request(t.app).post('/api/reservations').send(booking('2027-02-21')).expect(201);
    });

    it('U8: when the calendar asks for a month, then full, closed, past and beyond-window nights are marked in one answer', async () => {
      const full = '2026-12-10';
      for (const timeSlot of [SEVEN, EIGHT, NINE]) {
        await insertReservation(t.database.db, { date: full, timeSlot, guests: 10 });
      }
      await staff
        .post('/api/blocked-slots')
        .send({ date: '2026-12-11', wholeNight: true })
        .expect(201);
      const dec = await month('2026-12');
      expect(dec.size).toBe(31);
      expect(dec.get(full)).toBe('full');
      expect(dec.get('2026-12-11')).toBe('closed');
      expect(dec.get('2026-12-12')).toBe('open');
      const nov = await month('2026-11');
      expect(nov.get('2026-11-21')).toBe('past');
      expect(nov.get('2026-11-22')).toBe('open');
      const feb = await month('2027-02');
      expect(feb.get('2027-02-20')).toBe('open');
      expect(feb.get('2027-02-21')).toBe('beyond_window');

      const bad = await request(t.app).get('/api/availability/month').query({ month: '2026-13' });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('invalid_input');
      // Any month a yyyy-MM can name is its own days, the leap days by the calendar's rule, and
      // the last month ends on its last day.
      const sizes: Record<string, number> = {
        '9999-12': 31,
        '0050-06': 30,
        '2028-02': 29,
        '2100-02': 28,
        '2000-02': 29,
      };
      for (const [m, days] of Object.entries(sizes)) {
        const nights = [...(await month(m)).keys()];
        expect(nights, m).toHaveLength(days);
        expect(nights.at(-1), m).toBe(`${m}-${days}`);
      }
    });

    it('U8: when a night is full, then the other nights come once each, in date order, with the seatings that fit', async () => {
      const wanted = '2026-12-20';
      // Every seating is full for a night either side of the wanted one, and on it.
      for (const date of ['2026-12-19', wanted, '2026-12-21']) {
        for (const timeSlot of [SEVEN, EIGHT, NINE]) {
          await insertReservation(t.database.db, { date, timeSlot, guests: 10 });
        }
      }
      const res = await request(t.app)
        .get('/api/availability/nearest')
        .query({ date: wanted, guests: 2 });
      expect(res.status).toBe(200);
      expect(res.body.nights).toEqual([
        { date: '2026-12-17', availableSeats: 10, timeSlots: [SEVEN, EIGHT, NINE] },
        { date: '2026-12-18', availableSeats: 10, timeSlots: [SEVEN, EIGHT, NINE] },
        { date: '2026-12-22', availableSeats: 10, timeSlots: [SEVEN, EIGHT, NINE] },
      ]);
      // One seating asked about: still in date order.
      const one = await request(t.app)
        .get('/api/availability/nearest')
        .query({ date: wanted, timeSlot: EIGHT, guests: 2 });
      expect(one.body.nights.map((n: { date: string }) => n.date)).toEqual([
        '2026-12-17',
        '2026-12-18',
        '2026-12-22',
      ]);
    });
  });

  describe('U5: blocking seatings that hold bookings', () => {
    const mailsTo = async (email: string) =>
      (await t.database.db.select().from(jobs)).filter((j) =>
        JSON.stringify(j.payload).includes(email),
      );

    it('U5: when staff block a seating with a confirmed party, then they are asked, and keeping it leaves the party booked with the reason shown', async () => {
      const date = '2026-12-03';
      const party = await insertReservation(t.database.db, { date, timeSlot: NINE, guests: 4 });
      const preview = await staff
        .get('/api/blocked-slots/affected')
        .query({ date, timeSlot: NINE })
        .expect(200);
      expect(preview.body.bookings).toEqual([
        expect.objectContaining({ id: party.id, name: party.name, guests: 4, timeSlot: NINE }),
      ]);

      const asked = await staff
        .post('/api/blocked-slots')
        .send({ date, timeSlot: NINE, reason: 'Private event' });
      expect(asked.status).toBe(409);
      expect(asked.body).toMatchObject({
        code: 'bookings_affected',
        message: '1 booking (4 guests) hold seats there. Choose to keep them or cancel them.',
      });
      expect((await staff.get('/api/blocked-slots')).body).not.toContainEqual(
        expect.objectContaining({ date, timeSlot: NINE }),
      );

      const kept = await staff
        .post('/api/blocked-slots')
        .send({ date, timeSlot: NINE, reason: 'Private event', bookings: 'keep' })
        .expect(201);
      expect(blockResultDtoSchema.parse(kept.body)).toMatchObject({
        date,
        timeSlot: NINE,
        reason: 'Private event',
        keptBookings: [party.id],
        cancelledBookings: [],
      });
      expect((await staff.get('/api/blocked-slots')).body).toContainEqual(
        expect.objectContaining({ date, timeSlot: NINE, reason: 'Private event' }),
      );
      const [row] = await t.database.db
        .select()
        .from(reservations)
        .where(eq(reservations.id, party.id));
      expect(row!.status).toBe('confirmed');
      expect(await mailsTo(party.email)).toEqual([]);
    });

    it('U5: when staff close a night and cancel its parties with a message, then each guest is cancelled and e-mailed it', async () => {
      const date = '2026-12-04';
      const seven = await insertReservation(t.database.db, { date, timeSlot: SEVEN, guests: 2 });
      const nine = await insertReservation(t.database.db, { date, timeSlot: NINE, guests: 4 });
      const message = 'A burst pipe closed the kitchen. We are so sorry.';
      const res = await staff
        .post('/api/blocked-slots')
        .send({ date, wholeNight: true, reason: 'Kitchen repair', bookings: 'cancel', message })
        .expect(201);
      expect(res.body.blocked.map((b: { timeSlot: string }) => b.timeSlot).sort()).toEqual(
        [SEVEN, EIGHT, NINE].sort(),
      );
      expect(res.body.cancelledBookings.sort()).toEqual([seven.id, nine.id].sort());
      const rows = await t.database.db
        .select()
        .from(reservations)
        .where(inArray(reservations.id, [seven.id, nine.id]));
      expect(rows.map((r) => [r.status, r.cancelledBy])).toEqual([
        ['cancelled', 'staff'],
        ['cancelled', 'staff'],
      ]);
      for (const guest of [seven, nine]) {
        const mails = await mailsTo(guest.email);
        expect(mails).toHaveLength(1);
        expect(JSON.stringify(mails[0]!.payload)).toContain('A burst pipe closed the kitchen');
      }
      expect((await month('2026-12')).get(date)).toBe('closed');
    });

    it('U5: when staff close a run of holiday nights in one step, then every seating of every night is blocked', async () => {
      const res = await staff
        .post('/api/blocked-slots')
        .send({ date: '2026-12-24', toDate: '2026-12-26', wholeNight: true, reason: 'Holidays' })
        .expect(201);
      expect(res.body.blocked).toHaveLength(9);
      const dec = await month('2026-12');
      for (const date of ['2026-12-24', '2026-12-25', '2026-12-26']) {
        expect(dec.get(date)).toBe('closed');
      }
      expect(dec.get('2026-12-27')).toBe('open');
      const backwards = await staff
        .post('/api/blocked-slots')
        .send({ date: '2026-12-26', toDate: '2026-12-24', wholeNight: true });
      expect(backwards.status).toBe(400);
      expect(backwards.body.errors).toEqual([
        { path: 'toDate', message: 'The last night must be on or after the first' },
      ]);
    });

    it('U5: when staff close the last nights a date can name, then those nights are closed and no more (the next day has no four-digit year)', async () => {
      const res = await staff
        .post('/api/blocked-slots')
        .send({ date: '9999-12-30', toDate: '9999-12-31', wholeNight: true })
        .expect(201);
      expect(res.body.blocked).toHaveLength(6);
      expect(new Set(res.body.blocked.map((b: { date: string }) => b.date))).toEqual(
        new Set(['9999-12-30', '9999-12-31']),
      );
    });
  });
});
