import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversionEvents } from '@shared/schema/analytics';
import { blockedSlots } from '@shared/schema/blocked-slots';
import { contentSections } from '@shared/schema/content-sections';
import { mediaFiles } from '@shared/schema/media-files';
import { reservations } from '@shared/schema/reservations';
import { sessions } from '@shared/schema/sessions';
import { samplePng } from '../test/sample-files';
import { createTestApp, signedInAgent, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';

// The reproductions of the first three rows of the attack report, exactly as they were sent.
// Each once answered 500; each must be refused by the input rules (400 with the field named)
// before anything reaches the database.

const NUL = 'a\u0000b';
const ABOVE_INT32 = '2147483648';
const future = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const booking = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  phone: '+91 98450 12345',
  date: future(20),
  timeSlot: '7:00 PM - 8:00 PM',
  guests: 2,
  vegCount: 1,
  nonVegCount: 1,
  ...overrides,
});

const conversion = (overrides: Record<string, unknown> = {}) => ({
  eventType: 'reservation_start',
  sessionId: 'session-0001',
  ...overrides,
});

/** A refusal by the input rules: 400, the error contract, and the offending field named. */
function expectRefused(res: request.Response, field: RegExp) {
  expect(res.status, res.text).toBe(400);
  expect(res.body).toMatchObject({ message: expect.any(String), code: 'invalid_input' });
  expect(res.body.errors).toEqual(
    expect.arrayContaining([{ path: expect.stringMatching(field), message: expect.any(String) }]),
  );
}

let t: TestApp;
let staff: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  staff = await signedInAgent(t.app);
});
afterAll(() => t.close());

const rowsIn = async (table: typeof reservations | typeof blockedSlots | typeof conversionEvents) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

describe(`issue 7 row 1: a NUL byte in a JSON string (${testDatabaseKind})`, () => {
  it('when a login username holds a NUL, then 400 and no session is created', async () => {
    const sessionsBefore = (await t.database.db.select({ n: count() }).from(sessions))[0]!.n;

    const res = await request(t.app).post('/api/auth/login').send({ username: NUL, password: 'x' });

    expectRefused(res, /^username$/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await t.database.db.select({ n: count() }).from(sessions))[0]!.n).toBe(sessionsBefore);
  });

  it('when a booking name holds a NUL, then 400 and no reservation is stored', async () => {
    const before = await rowsIn(reservations);

    const res = await request(t.app)
      .post('/api/reservations')
      .send(booking({ name: NUL }));

    expectRefused(res, /^name$/);
    expect(await rowsIn(reservations)).toBe(before);
  });

  it.each([
    ['title', { title: NUL }],
    ['content', { content: NUL }],
    ['imageUrl', { imageUrl: `/uploads/${NUL}.jpg` }],
    ['extraData', { extraData: { contact: { address: NUL } } }],
  ])(
    'when the about section gets a NUL in its %s, then 400 and the section is unchanged',
    async (field, change) => {
      const read = () =>
        t.database.db
          .select()
          .from(contentSections)
          .where(eq(contentSections.sectionName, 'about'));
      const [before] = await read();

      const res = await staff
        .patch('/api/content/about')
        .send({ title: 'About us', content: 'Ten courses, one evening.', ...change });

      expectRefused(res, new RegExp(`^${field}`));
      const [after] = await read();
      expect(after).toEqual(before);
    },
  );

  it.each([
    ['reason', { reason: NUL }],
    ['timeSlot', { timeSlot: `7:00 PM - 8:00 PM${NUL}` }],
  ])(
    'when a seating is blocked with a NUL in its %s, then 400 and nothing is blocked',
    async (field, change) => {
      const before = await rowsIn(blockedSlots);

      const res = await staff.post('/api/blocked-slots').send({
        date: future(21),
        timeSlot: '7:00 PM - 8:00 PM',
        reason: 'Private event',
        ...change,
      });

      expectRefused(res, new RegExp(`^${field}$`));
      expect(await rowsIn(blockedSlots)).toBe(before);
    },
  );

  it.each([
    ['value', { step: NUL }],
    ['key', { [NUL]: 'details' }],
  ])(
    'when a conversion event has a NUL in a metadata %s, then 400 and no event is stored',
    async (_part, metadata) => {
      const before = await rowsIn(conversionEvents);

      const res = await request(t.app)
        .post('/api/analytics/conversion')
        .send(conversion({ metadata }));

      expectRefused(res, /^metadata/);
      expect(await rowsIn(conversionEvents)).toBe(before);
    },
  );
});

describe(`issue 7 row 2: absurd numbers in analytics (${testDatabaseKind})`, () => {
  it.each([
    ['reservationId', '1e308', 1e308],
    ['reservationId', '2^53', 2 ** 53],
    ['guests', '1e308', 1e308],
    ['guests', '2^53', 2 ** 53],
  ])('when metadata %s is %s, then 400 and no event is stored', async (key, _label, figure) => {
    const before = await rowsIn(conversionEvents);

    const res = await request(t.app)
      .post('/api/analytics/conversion')
      .send(conversion({ metadata: { [key]: figure } }));

    expectRefused(res, /^metadata/);
    expect(await rowsIn(conversionEvents)).toBe(before);
  });

  it.each([
    ['reservationId', -1],
    ['guests', -1],
    ['guests', 1.5],
  ])('when metadata %s is %s, then 400 and no event is stored', async (key, figure) => {
    const before = await rowsIn(conversionEvents);

    const res = await request(t.app)
      .post('/api/analytics/conversion')
      .send(conversion({ metadata: { [key]: figure } }));

    // Every figure the funnel reports is a count or an id: never negative, never a fraction.
    expectRefused(res, /^metadata/);
    expect(await rowsIn(conversionEvents)).toBe(before);
  });

  it.each([
    ['sessionId', 1e308],
    ['sessionId', -1],
    ['sessionId', 2 ** 53],
    ['eventType', 1e308],
    ['eventType', -1],
    ['eventType', 2 ** 53],
  ])('when %s is the number %s, then 400 and no event is stored', async (field, value) => {
    const before = await rowsIn(conversionEvents);

    const res = await request(t.app)
      .post('/api/analytics/conversion')
      .send(conversion({ [field]: value }));

    expectRefused(res, new RegExp(`^${field}$`));
    expect(await rowsIn(conversionEvents)).toBe(before);
  });
});

describe(`issue 7 row 3: ids above 2147483647 (${testDatabaseKind})`, () => {
  let reservationId: number;
  let blockedSlotId: number;
  let mediaId: number;
  beforeAll(async () => {
    const booked = await request(t.app)
      .post('/api/reservations')
      .send(booking({ date: future(22), email: 'row3@example.com', phone: '+91 98450 33333' }));
    expect(booked.status, booked.text).toBe(201);
    reservationId = booked.body.id;
    const blocked = await staff
      .post('/api/blocked-slots')
      .send({ date: future(23), timeSlot: '9:00 PM - 10:00 PM', reason: 'Staff training' });
    expect(blocked.status, blocked.text).toBe(201);
    blockedSlotId = blocked.body.id;
    const uploaded = await staff
      .post('/api/media/upload')
      .field('purpose', 'gallery')
      .attach('file', await samplePng(32, 32), 'room.png');
    expect(uploaded.status, uploaded.text).toBe(201);
    mediaId = uploaded.body.id;
  });

  it(`when DELETE /api/blocked-slots/${ABOVE_INT32}, then 400 and the blocked seating stays`, async () => {
    const res = await staff.delete(`/api/blocked-slots/${ABOVE_INT32}`);

    expectRefused(res, /^$/);
    const rows = await t.database.db
      .select()
      .from(blockedSlots)
      .where(eq(blockedSlots.id, blockedSlotId));
    expect(rows).toHaveLength(1);
  });

  it(`when DELETE /api/media/${ABOVE_INT32}, then 400 and the file stays`, async () => {
    const res = await staff.delete(`/api/media/${ABOVE_INT32}`);

    expectRefused(res, /^$/);
    const rows = await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, mediaId));
    expect(rows).toHaveLength(1);
  });

  it(`when PATCH /api/reservations/${ABOVE_INT32}/status, then 400 and no booking changes`, async () => {
    const res = await staff
      .patch(`/api/reservations/${ABOVE_INT32}/status`)
      .send({ status: 'cancelled' });

    expectRefused(res, /^$/);
    const rows = await t.database.db.select().from(reservations);
    expect(rows.find((r) => r.id === reservationId)).toMatchObject({ status: 'confirmed' });
    expect(rows.every((r) => r.status === 'confirmed')).toBe(true);
  });

  it.each([
    ['DELETE', '/api/blocked-slots/2147483647'],
    ['DELETE', '/api/media/2147483647'],
    ['PATCH', '/api/reservations/2147483647/status'],
  ])(
    'when %s %s (the largest id), then 404: the bound is the column type, not lower',
    async (method, path) => {
      const res =
        method === 'DELETE'
          ? await staff.delete(path)
          : await staff.patch(path).send({ status: 'cancelled' });

      expect(res.status, res.text).toBe(404);
      expect(res.body).toEqual({ message: expect.any(String), code: 'not_found' });
    },
  );
});
