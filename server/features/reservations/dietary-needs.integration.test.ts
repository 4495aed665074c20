import request from 'supertest';
import { afterAll, beforeAll, afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seatingPrepDtoSchema } from '@shared/contracts/dietary-needs';
import { bookedReservationDtoSchema, reservationDtoSchema } from '@shared/contracts/reservation';
import { tastingMenuDtoSchema } from '@shared/contracts/tasting-menu';
import { avoidedTags, courseWarning, coursesMeeting } from '@shared/domain/dietary';
import { jobs } from '@shared/schema/jobs';
import { reservations } from '@shared/schema/reservations';
import { insertReservation } from '../../test/factories';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { newManageToken } from './manage-token';

// 11:30 AM in Kolkata on 22 Nov 2026.
const NOW = new Date('2026-11-22T06:00:00Z');
const SEVEN = '7:00 PM - 8:00 PM';

let counter = 0;
const freshDate = () => new Date(Date.UTC(2027, 0, 1 + ++counter * 2)).toISOString().slice(0, 10);

const booking = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  email: `asha.needs${++counter}@example.com`,
  phone: `+91 98450 ${String(20000 + counter)}`,
  date: freshDate(),
  timeSlot: SEVEN,
  guests: 3,
  vegCount: 1,
  nonVegCount: 2,
  ...overrides,
});

const NUT_ALLERGY = { menu: 'non-veg', allergens: ['tree_nuts'], preferences: [], note: 'Severe' };
const JAIN_NO_MILK = { menu: 'veg', allergens: ['milk'], preferences: ['jain'] };

describe(`each guest's dietary needs and the occasion (${testDatabaseKind})`, () => {
  let t: TestApp;
  let now = NOW;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    // Jobs stay queued, payload and all, so the test reads each e-mail as it would be sent.
    t = await createTestApp({ RATE_LIMITS: 'off' }, { now: () => now, runJobs: false });
    staff = await signedInAgent(t.app);
  });
  afterAll(() => t.close());
  afterEach(() => {
    now = NOW;
  });

  const rowOf = async (id: number) =>
    (await t.database.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;
  const mailTextsFor = async (id: number) =>
    (
      await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.ref, `reservation:${id}`))
    ).map((j) => String((j.payload as { text?: string }).text));
  const book = async (overrides: Record<string, unknown> = {}) => {
    const res = await request(t.app).post('/api/reservations').send(booking(overrides)).expect(201);
    const body = bookedReservationDtoSchema.parse(res.body);
    return { ...body, token: body.manageUrl.split('/reservation/')[1]! };
  };
  const messagesOf = (body: { errors?: { path: string; message: string }[] }) =>
    (body.errors ?? []).map((e) => `${e.path}: ${e.message}`);

  describe('booking online', () => {
    it('when a diner declares needs and an occasion, then the booking keeps them, answers them and the confirmation lists them', async () => {
      const mine = await book({
        dietaryNeeds: [NUT_ALLERGY, JAIN_NO_MILK],
        occasion: 'anniversary',
        occasionNote: 'Our tenth',
      });
      expect(mine).toMatchObject({
        dietaryNeeds: [NUT_ALLERGY, { ...JAIN_NO_MILK }],
        occasion: 'anniversary',
        occasionNote: 'Our tenth',
      });
      const row = await rowOf(mine.id);
      expect(row.dietaryNeeds).toEqual([NUT_ALLERGY, JAIN_NO_MILK]);
      expect([row.occasion, row.occasionNote]).toEqual(['anniversary', 'Our tenth']);
      const [confirmation] = await mailTextsFor(mine.id);
      expect(confirmation).toContain('Non-vegetarian menu: no tree nuts (Severe)');
      expect(confirmation).toContain('Vegetarian menu: no milk; Jain');
      expect(confirmation).toContain('Anniversary: Our tenth');
    });

    it('when a diner declares nothing, then the booking has no needs and no occasion, and a note without an occasion is not kept', async () => {
      const mine = await book({ occasionNote: 'orphan note' });
      expect(mine).toMatchObject({ dietaryNeeds: [], occasion: null, occasionNote: null });
      const [confirmation] = await mailTextsFor(mine.id);
      expect(confirmation).toContain('None declared (add them from your booking link)');
    });

    it.each([
      [
        'an allergen not on the list',
        { dietaryNeeds: [{ ...NUT_ALLERGY, allergens: ['nuts'] }] },
        'dietaryNeeds.0.allergens.0: Unknown allergen',
      ],
      [
        'a preference not on the list',
        { dietaryNeeds: [{ ...NUT_ALLERGY, preferences: ['keto'] }] },
        'dietaryNeeds.0.preferences.0: Unknown preference',
      ],
      [
        'a menu that is neither',
        { dietaryNeeds: [{ ...NUT_ALLERGY, menu: 'vegan' }] },
        'dietaryNeeds.0.menu: Choose the vegetarian or non-vegetarian menu',
      ],
      ['an occasion not on the list', { occasion: 'wedding' }, 'occasion: Unknown occasion'],
      [
        'a note over 200 characters',
        { dietaryNeeds: [{ ...NUT_ALLERGY, note: 'x'.repeat(201) }] },
        'dietaryNeeds.0.note: Please keep the note under 200 characters',
      ],
      [
        'an occasion note over 200 characters',
        { occasion: 'birthday', occasionNote: 'x'.repeat(201) },
        'occasionNote: Please keep the note under 200 characters',
      ],
      [
        'more entries on a menu than guests on it',
        { dietaryNeeds: [JAIN_NO_MILK, JAIN_NO_MILK] },
        'dietaryNeeds: There are dietary needs for 2 guests on the vegetarian menu, but only 1 guest is having it',
      ],
      [
        'an entry on a menu nobody eats',
        { vegCount: 0, nonVegCount: 3, dietaryNeeds: [JAIN_NO_MILK] },
        'dietaryNeeds: Nobody in this party is having the vegetarian menu: choose the menu each guest with dietary needs is having',
      ],
      [
        'an allergen twice',
        { dietaryNeeds: [{ ...NUT_ALLERGY, allergens: ['milk', 'milk'] }] },
        'dietaryNeeds.0.allergens: List each of the allergens once',
      ],
    ])(
      'when a booking carries %s, then 400 says so and nothing is booked',
      async (_c, extra, message) => {
        const body = booking(extra);
        const res = await request(t.app).post('/api/reservations').send(body);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('invalid_input');
        expect(messagesOf(res.body)).toContain(message);
        const stored = await t.database.db
          .select()
          .from(reservations)
          .where(eq(reservations.email, body.email));
        expect(stored).toEqual([]);
      },
    );
  });

  describe('diets against the seeded menus', () => {
    it('T7: a vegan guest on the veg menu is warned of each course with milk, by name, and the kitchen makes each an alternative for them', async () => {
      const vegan = { menu: 'veg', allergens: [], preferences: ['vegan'] };
      const mine = await book({ dietaryNeeds: [vegan] });
      const menus = tastingMenuDtoSchema.parse(
        (await request(t.app).get('/api/tasting-menu').expect(200)).body,
      );
      const met = coursesMeeting(menus.veg, avoidedTags(mine.dietaryNeeds[0]!));
      expect(met.map(courseWarning)).toEqual(
        [
          [3, 'Charred corn'],
          [4, 'Tandoori broccoli'],
          [5, 'Kathal galouti'],
          [6, 'Mushroom and truffle khichdi'],
          [8, 'Paneer makhani, our way'],
          [9, 'Soy and jaggery glazed aubergine'],
          [10, 'Gulab jamun and cardamom kulfi'],
        ].map(
          ([n, name]) =>
            `Course ${n}, ${name}, contains milk: the kitchen will prepare an alternative`,
        ),
      );

      const sheet = await staff.get('/api/service-sheet').query({ date: mine.date }).expect(200);
      const seven = seatingPrepDtoSchema.parse(sheet.body[0]);
      expect(seven.alternatives.map((a) => [a.menu, a.courseNumber, a.diners])).toEqual(
        [3, 4, 5, 6, 8, 9, 10].map((n) => [
          'veg',
          n,
          [{ party: 'Asha Rao', guest: 1, avoids: ['milk'], diets: ['vegan'] }],
        ]),
      );
      expect(seven.substitutions.every((s) => s.allergen === 'milk' && s.guests === 1)).toBe(true);
    });

    it('T7: an eggless guest on the non-veg menu is warned of the egg wash and of nothing else', async () => {
      const mine = await book({
        dietaryNeeds: [{ menu: 'non-veg', allergens: [], preferences: ['eggless'] }],
      });
      const menus = tastingMenuDtoSchema.parse(
        (await request(t.app).get('/api/tasting-menu').expect(200)).body,
      );
      expect(
        coursesMeeting(menus.nonVeg, avoidedTags(mine.dietaryNeeds[0]!)).map(courseWarning),
      ).toEqual([
        'Course 5, Prawn koliwada, contains eggs: the kitchen will prepare an alternative',
      ]);
    });
  });

  describe('the guest, through the manage link', () => {
    /** A booking for tomorrow's 7 PM seating (13:30 UTC), with a link the test holds. */
    const tomorrowsBooking = async () => {
      const { token, hash } = newManageToken();
      const row = await insertReservation(t.database.db, {
        date: '2026-11-23',
        timeSlot: SEVEN,
        guests: 2,
        vegCount: 1,
        nonVegCount: 1,
        manageTokenHash: hash,
      });
      return { id: row.id, token };
    };
    const putNeeds = (token: string, body: Record<string, unknown>) =>
      request(t.app).put(`/api/reservations/manage/${token}/needs`).send(body);

    it('when the guest changes needs and occasion more than 24 hours ahead, then they are replaced and a change e-mail lists them', async () => {
      const mine = await book({ dietaryNeeds: [NUT_ALLERGY] });
      const res = await putNeeds(mine.token, {
        dietaryNeeds: [JAIN_NO_MILK, { menu: 'non-veg', allergens: ['fish'], preferences: [] }],
        occasion: 'birthday',
        occasionNote: 'Her 40th',
      });
      expect(res.status).toBe(200);
      expect(reservationDtoSchema.parse(res.body)).toMatchObject({
        dietaryNeeds: [JAIN_NO_MILK, { menu: 'non-veg', allergens: ['fish'] }],
        occasion: 'birthday',
      });
      expect((await rowOf(mine.id)).dietaryNeeds).toHaveLength(2);
      const texts = await mailTextsFor(mine.id);
      expect(texts).toHaveLength(2);
      expect(texts[1]).toContain('Non-vegetarian menu: no fish');
      expect(texts[1]).toContain('Birthday: Her 40th');
    });

    it('T11: when the seating is less than 24 hours away, then a change of needs is still taken and the restaurant is mailed at once; once the seating starts, 409 says to tell the staff', async () => {
      await staff
        .put('/api/site-settings/contact')
        .send({
          phone: '+91 80 4000 1234',
          email: 'kitchen@tasting-room.example',
          address: '12 Lavelle Road, Bengaluru',
          openingHours: 'Monday - Sunday: 7:00 PM - 10:00 PM',
        })
        .expect(200);
      const mine = await tomorrowsBooking();
      const noticesFor = async () =>
        (await mailTextsFor(mine.id)).filter((text) => text.includes('should hear of it now'));

      now = new Date('2026-11-22T13:29:00Z');
      await putNeeds(mine.token, { dietaryNeeds: [JAIN_NO_MILK] }).expect(200);
      expect(await noticesFor()).toHaveLength(0);

      now = new Date('2026-11-23T13:00:00Z');
      const late = await putNeeds(mine.token, {
        dietaryNeeds: [JAIN_NO_MILK, NUT_ALLERGY],
        occasion: 'business',
      });
      expect(late.status).toBe(200);
      expect((await rowOf(mine.id)).dietaryNeeds).toEqual([JAIN_NO_MILK, NUT_ALLERGY]);
      const [notice] = await noticesFor();
      expect(notice).toContain('Non-vegetarian menu: no tree nuts (Severe)');
      expect(notice).toContain('Business dinner');
      const queued = await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.ref, `reservation:${mine.id}`));
      expect(
        queued.filter((j) => (j.payload as { to?: string }).to === 'kitchen@tasting-room.example'),
      ).toHaveLength(1);

      now = new Date('2026-11-23T13:31:00Z');
      const started = await putNeeds(mine.token, { dietaryNeeds: [] });
      expect(started.status).toBe(409);
      expect(started.body.code).toBe('dietary_needs_locked');
      expect(started.body.message).toMatch(/seating has started.*Please tell your server/);
      expect((await rowOf(mine.id)).dietaryNeeds).toHaveLength(2);
    });

    it('T11: when staff have marked the party arrived, then the link changes nothing: party, needs, I’m coming and cancel answer 409', async () => {
      const mine = await tomorrowsBooking();
      now = new Date('2026-11-23T13:00:00Z');
      // Signed in on the night (a session from the day before has lapsed by then).
      const floor = await signedInAgent(t.app);
      await floor
        .put(`/api/reservations/${mine.id}/attendance`)
        .send({ attendance: 'arrived' })
        .expect(200);

      const refusals = await Promise.all([
        request(t.app)
          .patch(`/api/reservations/manage/${mine.token}`)
          .send({ date: '2026-11-23', timeSlot: SEVEN, guests: 3, vegCount: 1, nonVegCount: 2 }),
        putNeeds(mine.token, { dietaryNeeds: [JAIN_NO_MILK] }),
        request(t.app).post(`/api/reservations/manage/${mine.token}/attendance`),
        request(t.app).post(`/api/reservations/manage/${mine.token}/cancel`),
      ]);

      for (const res of refusals) {
        expect(res.status).toBe(409);
        expect(res.body.message).toContain('You have arrived');
      }
      expect(await rowOf(mine.id)).toMatchObject({
        status: 'confirmed',
        guests: 2,
        dietaryNeeds: [],
        attendance: 'arrived',
      });
    });

    it('when the needs do not fit the party, the token is unknown or the booking is cancelled, then 400, 404 and 409', async () => {
      const mine = await book({ vegCount: 0, nonVegCount: 3 });
      const misfit = await putNeeds(mine.token, { dietaryNeeds: [JAIN_NO_MILK] });
      expect(misfit.status).toBe(400);
      expect(misfit.body.message).toContain('Nobody in this party is having the vegetarian menu');

      const unknown = await putNeeds('AbCdEfGhIjKlMnOpQrStUvWxYz', { dietaryNeeds: [] });
      expect(unknown.status).toBe(404);

      await request(t.app).post(`/api/reservations/manage/${mine.token}/cancel`).expect(200);
      const cancelled = await putNeeds(mine.token, { dietaryNeeds: [] });
      expect(cancelled.status).toBe(409);
    });

    it('when the guest changes the party so the needs no longer fit, then 400 asks to change the needs first and the seats stay', async () => {
      const mine = await book({ dietaryNeeds: [JAIN_NO_MILK] });
      const res = await request(t.app)
        .patch(`/api/reservations/manage/${mine.token}`)
        .send({ date: mine.date, timeSlot: SEVEN, guests: 3, vegCount: 0, nonVegCount: 3 });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('Change the dietary needs first.');
      expect((await rowOf(mine.id)).vegCount).toBe(1);
    });
  });

  describe('staff', () => {
    it('when staff take a phone booking with needs, then it keeps them; an edit without them keeps them, one with new needs mails the guest, occasion null clears it', async () => {
      const created = await staff
        .post('/api/reservations/staff')
        .send({
          ...booking(),
          source: 'phone',
          dietaryNeeds: [NUT_ALLERGY],
          occasion: 'celebration',
        })
        .expect(201);
      const id = created.body.id as number;
      expect(created.body.dietaryNeeds).toEqual([NUT_ALLERGY]);

      const details = {
        name: 'Asha Rao',
        email: created.body.email,
        phone: created.body.phone,
        date: created.body.date,
        timeSlot: SEVEN,
        guests: 3,
        vegCount: 1,
        nonVegCount: 2,
      };
      const kept = await staff.patch(`/api/reservations/${id}`).send(details).expect(200);
      expect(kept.body).toMatchObject({ dietaryNeeds: [NUT_ALLERGY], occasion: 'celebration' });
      expect(await mailTextsFor(id)).toHaveLength(1);

      const changed = await staff
        .patch(`/api/reservations/${id}`)
        .send({ ...details, dietaryNeeds: [NUT_ALLERGY, JAIN_NO_MILK], occasion: null })
        .expect(200);
      expect(changed.body).toMatchObject({ occasion: null, occasionNote: null });
      expect(changed.body.dietaryNeeds).toHaveLength(2);
      const texts = await mailTextsFor(id);
      expect(texts).toHaveLength(2);
      expect(texts[1]).toContain('Vegetarian menu: no milk; Jain');

      const misfit = await staff
        .patch(`/api/reservations/${id}`)
        .send({ ...details, guests: 2, vegCount: 0, nonVegCount: 2 });
      expect(misfit.status).toBe(400);
      expect(misfit.body.message).toContain('Nobody in this party is having the vegetarian menu');
    });

    it('when staff list the bookings, then each carries its needs and occasion', async () => {
      const mine = await book({ dietaryNeeds: [NUT_ALLERGY], occasion: 'business' });
      const list = await staff.get('/api/reservations').expect(200);
      const found = (list.body as { id: number }[]).find((r) => r.id === mine.id);
      expect(found).toMatchObject({ dietaryNeeds: [NUT_ALLERGY], occasion: 'business' });
    });
  });
});
