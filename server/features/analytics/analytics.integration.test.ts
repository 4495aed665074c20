import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversionEvents } from '@shared/schema/analytics';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

describe(`conversion events (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('when the booking page reports a completed booking, then the event is stored with its reservation id', async () => {
    await request(t.app)
      .post('/api/analytics/conversion')
      .send({
        eventType: 'reservation_complete',
        sessionId: 'visitor-123456',
        metadata: {
          reservationId: 42,
          date: '2027-01-05',
          timeSlot: '7:00 PM - 8:00 PM',
          guests: 2,
        },
      })
      .expect(204);
    const [row] = await t.database.db.select().from(conversionEvents);
    expect(row).toMatchObject({
      eventType: 'reservation_complete',
      sessionId: 'visitor-123456',
      reservationId: 42,
    });
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
});
