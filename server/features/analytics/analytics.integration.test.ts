import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { conversionEvents } from '@shared/schema/analytics';
import { reservations } from '@shared/schema/reservations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

describe(`conversion events (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const complete = (reservationId: unknown) => ({
    eventType: 'reservation_complete',
    sessionId: 'visitor-123456',
    metadata: { reservationId, date: '2027-01-05', timeSlot: '7:00 PM - 8:00 PM', guests: 2 },
  });
  const completions = () =>
    t.database.db
      .select()
      .from(conversionEvents)
      .where(eq(conversionEvents.eventType, 'reservation_complete'));

  async function bookNow(): Promise<number> {
    const [row] = await t.database.db
      .insert(reservations)
      .values({
        name: 'Funnel Guest',
        email: `funnel-${crypto.randomUUID()}@example.com`,
        phone: '+91 90000 00000',
        date: '2027-01-05',
        timeSlot: '7:00 PM - 8:00 PM',
        guests: 2,
      })
      .returning();
    return row!.id;
  }

  it('when the booking page reports a completed booking, then the event is stored with its reservation id', async () => {
    const id = await bookNow();
    await request(t.app).post('/api/analytics/conversion').send(complete(id)).expect(204);
    const rows = (await completions()).filter((r) => r.reservationId === id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      eventType: 'reservation_complete',
      sessionId: 'visitor-123456',
      reservationId: id,
      userId: null,
      metadata: complete(id).metadata,
    });
  });

  it('when the same booking is reported complete again, then it still counts once', async () => {
    const id = await bookNow();
    for (let i = 0; i < 3; i++) {
      await request(t.app).post('/api/analytics/conversion').send(complete(id)).expect(204);
    }
    expect((await completions()).filter((r) => r.reservationId === id)).toHaveLength(1);
  });

  it('when a completion names no booking, an unknown one or one made over an hour ago, then the answer is the same and nothing is counted', async () => {
    const old = await bookNow();
    await t.database.db
      .update(reservations)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(reservations.id, old));
    const before = (await completions()).length;
    for (const claimed of [undefined, 999_999, old, 'x']) {
      await request(t.app).post('/api/analytics/conversion').send(complete(claimed)).expect(204);
    }
    expect(await completions()).toHaveLength(before);
  });

  it('when the page reports a started booking, then it is stored as sent, with no booking needed', async () => {
    await request(t.app)
      .post('/api/analytics/conversion')
      .send({ eventType: 'reservation_start', sessionId: 'visitor-start-1' })
      .expect(204);
    const rows = await t.database.db
      .select()
      .from(conversionEvents)
      .where(eq(conversionEvents.sessionId, 'visitor-start-1'));
    expect(rows).toMatchObject([{ eventType: 'reservation_start', reservationId: null }]);
  });

  it('when the event type or session id is unknown or malformed, then 400 and nothing is stored', async () => {
    const before = (await t.database.db.select().from(conversionEvents)).length;
    await request(t.app)
      .post('/api/analytics/conversion')
      .send({ eventType: 'hack', sessionId: 'visitor-123456' })
      .expect(400);
    await request(t.app)
      .post('/api/analytics/conversion')
      .send({ eventType: 'reservation_start', sessionId: '<x>' })
      .expect(400);
    await request(t.app)
      .post('/api/analytics/conversion')
      .send({
        eventType: 'reservation_start',
        sessionId: 'visitor-123456',
        metadata: { nested: { a: 1 } },
      })
      .expect(400);
    expect(await t.database.db.select().from(conversionEvents)).toHaveLength(before);
  });

  it('when a conversion carries out-of-range numbers, arrays, nested or oversized values, then 400 (never 500) and nothing is stored', async () => {
    const start = { eventType: 'reservation_start', sessionId: 'visitor-bounds-01' };
    const malformed: [string, unknown][] = [
      ['1e308 in metadata', { ...start, metadata: { guests: 1e308 } }],
      ['-1 in metadata', { ...start, metadata: { guests: -1 } }],
      ['a fraction in metadata', { ...start, metadata: { guests: 1.5 } }],
      ['a number past 2147483647', { ...start, metadata: { reservationId: 2_147_483_648 } }],
      ['an array in metadata', { ...start, metadata: { guests: [1, 2] } }],
      ['metadata as an array', { ...start, metadata: [{ guests: 2 }] }],
      ['metadata as text', { ...start, metadata: 'guests=2' }],
      ['a nested object', { ...start, metadata: { a: { b: 1 } } }],
      ['a 10 KB value', { ...start, metadata: { note: 'x'.repeat(10_240) } }],
      ['a NUL in a value', { ...start, metadata: { note: 'a\u0000b' } }],
      ['a constructor key', { ...start, metadata: { constructor: 'x' } }],
      [
        '21 keys',
        {
          ...start,
          metadata: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])),
        },
      ],
      ['a 10 KB session id', { ...start, sessionId: 'a'.repeat(10_240) }],
      ['an array body', [start]],
      ['an event type array', { ...start, eventType: ['reservation_start'] }],
    ];
    const before = (await t.database.db.select().from(conversionEvents)).length;
    for (const [what, body] of malformed) {
      const res = await request(t.app)
        .post('/api/analytics/conversion')
        .send(body as object);
      expect([what, res.status, res.body.code]).toEqual([what, 400, 'invalid_input']);
    }
    expect(await t.database.db.select().from(conversionEvents)).toHaveLength(before);
    await request(t.app)
      .post('/api/analytics/conversion')
      .send({
        ...start,
        metadata: { guests: 0, reservationId: 2_147_483_647, note: 'ok', vip: true, x: null },
      })
      .expect(204);
  });

  it('when metadata names __proto__, then the key is dropped and nothing reaches a prototype', async () => {
    await request(t.app)
      .post('/api/analytics/conversion')
      .set('Content-Type', 'application/json')
      .send(
        '{"eventType":"reservation_start","sessionId":"visitor-proto-01","metadata":{"__proto__":{"polluted":1},"step":"details"}}',
      )
      .expect(204);
    const rows = await t.database.db
      .select()
      .from(conversionEvents)
      .where(eq(conversionEvents.sessionId, 'visitor-proto-01'));
    expect(rows.map((r) => r.metadata)).toEqual([{ step: 'details' }]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
