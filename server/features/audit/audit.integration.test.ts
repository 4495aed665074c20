import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntryDtoSchema } from '@shared/contracts/audit';
import { auditLog } from '@shared/schema/audit-log';
import { corporateOrders } from '@shared/schema/corporate-orders';
import { restaurantMoment } from '@shared/restaurant-time';
import {
  insertBlockedSlot,
  insertMediaFile,
  insertMenuItem,
  insertReservation,
  insertStaffUser,
  uniqueFutureDate,
} from '../../test/factories';
import { samplePng } from '../../test/sample-files';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

type Agent = ReturnType<typeof request.agent>;
type Expected = {
  area: string;
  action: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

describe(`the audit trail (${testDatabaseKind})`, () => {
  let t: TestApp;
  let admin: Agent;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAgent(t.app);
    adminId = (await admin.get('/api/auth/check')).body.id;
  });
  afterAll(() => t.close());

  const rows = () => t.database.db.select().from(auditLog).orderBy(auditLog.id);

  const paidOrder = async () => {
    const [row] = await t.database.db
      .insert(corporateOrders)
      .values({
        companyName: 'Acme',
        contactPerson: 'Asha Rao',
        email: 'asha@example.com',
        phone: '9876543210',
        totalAmount: 73290,
        paymentStatus: 'completed',
        paymentId: `pay_audit${Date.now()}${Math.random().toString(36).slice(2, 8)}`,
        orderItems: [{ name: 'Veg Thali', quantity: 2, price: 349 }],
      })
      .returning();
    return row!;
  };

  // Each staff write, what it is sent and the one entry it must leave.
  const writes: [string, () => Promise<Expected[]>][] = [
    [
      'a reservation marked completed',
      async () => {
        const r = await insertReservation(t.database.db);
        await admin
          .patch(`/api/reservations/${r.id}/status`)
          .send({ status: 'cancelled' })
          .expect(200);
        return [
          {
            area: 'reservations',
            action: 'status',
            entityId: String(r.id),
            before: { status: 'confirmed' },
            after: { status: 'cancelled' },
          },
        ];
      },
    ],
    [
      'a seating blocked',
      async () => {
        const date = uniqueFutureDate();
        const res = await admin
          .post('/api/blocked-slots')
          .send({ date, timeSlot: '9:00 PM - 10:00 PM' })
          .expect(201);
        return [
          {
            area: 'blocked-slots',
            action: 'block',
            entityId: String(res.body.id),
            before: null,
            after: { date, timeSlot: '9:00 PM - 10:00 PM' },
          },
        ];
      },
    ],
    [
      'a seating unblocked',
      async () => {
        const b = await insertBlockedSlot(t.database.db);
        await admin.delete(`/api/blocked-slots/${b.id}`).expect(204);
        return [
          {
            area: 'blocked-slots',
            action: 'unblock',
            entityId: String(b.id),
            before: { date: b.date, timeSlot: b.timeSlot },
            after: null,
          },
        ];
      },
    ],
    [
      'a menu item added',
      async () => {
        const res = await admin
          .post('/api/menu')
          .send({ name: 'Audit Dal', price: 399, courseNumber: 2 })
          .expect(201);
        return [
          {
            area: 'menu',
            action: 'create',
            entityId: String(res.body.id),
            before: null,
            after: {
              name: 'Audit Dal',
              description: '',
              category: 'Meals',
              imageUrl: '',
              courseNumber: 2,
              price: 399,
              isActive: true,
            },
          },
        ];
      },
    ],
    [
      'a menu item repriced',
      async () => {
        const item = await insertMenuItem(t.database.db, { price: 500 });
        await admin.patch(`/api/menu/${item.id}`).send({ price: 550, name: item.name }).expect(200);
        return [
          {
            area: 'menu',
            action: 'update',
            entityId: String(item.id),
            before: { price: 500 },
            after: { price: 550 },
          },
        ];
      },
    ],
    [
      'a menu item deleted',
      async () => {
        const item = await insertMenuItem(t.database.db, { price: 610, name: 'Gone Kheer' });
        await admin.delete(`/api/menu/${item.id}`).expect(204);
        return [
          {
            area: 'menu',
            action: 'delete',
            entityId: String(item.id),
            before: expect.objectContaining({ name: 'Gone Kheer', price: 610 }),
            after: null,
          },
        ];
      },
    ],
    [
      'a content section edited',
      async () => {
        const text = 'Ten courses from the coast.';
        await admin
          .patch('/api/content/about')
          .send({ title: 'Our story, retold', content: text })
          .expect(200);
        return [
          {
            area: 'content',
            action: 'update',
            entityId: 'about',
            before: { title: 'Our story' },
            after: { title: 'Our story, retold' },
          },
        ];
      },
    ],
    [
      'the contact settings changed',
      async () => {
        const contact = {
          phone: '+91 80 1234 5678',
          email: 'hello@example.com',
          address: '12 MG Road\nBengaluru',
          openingHours: 'Daily, 6 PM - 11 PM',
        };
        await admin
          .put('/api/site-settings/contact')
          .send({ ...contact, phone: '+91 80 5555 0101' })
          .expect(200);
        return [
          {
            area: 'settings',
            action: 'update',
            entityId: 'contact',
            before: { phone: '+91 80 1234 5678' },
            after: { phone: '+91 80 5555 0101' },
          },
        ];
      },
    ],
    [
      'corporate ordering switched on',
      async () => {
        await admin.put('/api/site-settings/corporate-ordering').send({ value: 'false' });
        const before = (await rows()).length;
        await admin
          .put('/api/site-settings/corporate-ordering')
          .send({ value: 'true' })
          .expect(200);
        expect((await rows()).length).toBe(before + 1);
        return [
          {
            area: 'settings',
            action: 'update',
            entityId: 'corporate-ordering',
            before: { value: 'false' },
            after: { value: 'true' },
          },
        ];
      },
    ],
    [
      'a picture uploaded',
      async () => {
        const res = await admin
          .post('/api/media/upload')
          .field('purpose', 'gallery')
          .attach('file', await samplePng(400, 300), 'terrace.png')
          .expect(201);
        return [
          {
            area: 'media',
            action: 'upload',
            entityId: String(res.body.id),
            before: null,
            after: expect.objectContaining({ fileName: 'terrace.png', fileType: 'image/png' }),
          },
        ];
      },
    ],
    [
      'a picture deleted',
      async () => {
        const file = await insertMediaFile(t.database.db);
        await admin.delete(`/api/media/${file.id}`).expect(204);
        return [
          {
            area: 'media',
            action: 'delete',
            entityId: String(file.id),
            before: expect.objectContaining({ filePath: file.filePath }),
            after: null,
          },
        ];
      },
    ],
    [
      'a paid corporate order rejected, with its refund',
      async () => {
        const order = await paidOrder();
        await admin
          .patch(`/api/corporate-orders/${order.id}/status`)
          .send({ status: 'cancelled' })
          .expect(200);
        return [
          {
            area: 'corporate-orders',
            action: 'status',
            entityId: String(order.id),
            before: { status: 'pending' },
            after: { status: 'cancelled' },
          },
          {
            area: 'corporate-orders',
            action: 'refund',
            entityId: String(order.id),
            before: { refundStatus: null },
            after: { refundStatus: 'requested', refundAmount: 73290 },
          },
        ];
      },
    ],
  ];

  // Known starting values, set before counting, so each entry's before-image is known.
  const prepare: Record<string, () => Promise<unknown>> = {
    'a content section edited': () =>
      admin
        .patch('/api/content/about')
        .send({ title: 'Our story', content: 'Ten courses from the coast.' })
        .expect(200),
    'the contact settings changed': () =>
      admin
        .put('/api/site-settings/contact')
        .send({
          phone: '+91 80 1234 5678',
          email: 'hello@example.com',
          address: '12 MG Road\nBengaluru',
          openingHours: 'Daily, 6 PM - 11 PM',
        })
        .expect(200),
    'corporate ordering switched on': () =>
      admin.put('/api/site-settings/corporate-ordering').send({ value: 'false' }).expect(200),
  };

  it.each(writes)(
    'when %s, then exactly its entries are written, by the signed-in admin',
    async (what, write) => {
      await prepare[what]?.();
      const before = (await rows()).length;
      const expected = await write();
      const added = (await rows()).slice(before);
      expect(added).toHaveLength(expected.length);
      expected.forEach((entry, i) => {
        expect(added[i]).toMatchObject({ ...entry, userId: adminId, username: 'admin' });
      });
    },
  );

  it.each([
    [
      'a status move the rules refuse',
      () => admin.patch('/api/reservations/999999/status').send({ status: 'completed' }),
    ],
    ['a menu item with no name', () => admin.post('/api/menu').send({ price: 10 })],
    ['a delete of a missing dish', () => admin.delete('/api/menu/999999')],
    [
      'a section that does not exist',
      () => admin.patch('/api/content/nope').send({ title: 'x', content: 'y' }),
    ],
    [
      'a file that is not a picture',
      () =>
        admin
          .post('/api/media/upload')
          .field('purpose', 'gallery')
          .attach('file', Buffer.from('just text'), 'notes.png'),
    ],
    [
      'a block in the past',
      () =>
        admin
          .post('/api/blocked-slots')
          .send({ date: '2020-01-01', timeSlot: '9:00 PM - 10:00 PM' }),
    ],
  ])('when %s is refused, then no entry is written', async (_what, send) => {
    const before = (await rows()).length;
    const res = await send();
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await rows()).toHaveLength(before);
  });

  it('when a staff user who is not an admin rejects a paid order, then 403, no refund and no entry; approving is theirs to do', async () => {
    const user = await insertStaffUser(t.database.db);
    const staff = request.agent(t.app);
    await staff
      .post('/api/auth/login')
      .send({ username: user.username, password: user.plainPassword })
      .expect(200);
    const order = await paidOrder();
    const before = (await rows()).length;
    const refused = await staff
      .patch(`/api/corporate-orders/${order.id}/status`)
      .send({ status: 'cancelled' });
    expect(refused.status).toBe(403);
    expect(await rows()).toHaveLength(before);
    await staff
      .patch(`/api/corporate-orders/${order.id}/status`)
      .send({ status: 'approved' })
      .expect(200);
    const [entry] = (await rows()).slice(before);
    expect(entry).toMatchObject({ userId: user.id, username: user.username, action: 'status' });
  });

  it('when an admin reads the trail, then newest first, filtered and paged', async () => {
    const first = await admin.get('/api/audit').query({ area: 'menu', limit: 2 }).expect(200);
    expect(first.body.entries).toHaveLength(2);
    for (const e of first.body.entries) auditEntryDtoSchema.strict().parse(e);
    expect(first.body.entries.map((e: { area: string }) => e.area)).toEqual(['menu', 'menu']);
    expect(first.body.entries[0].id).toBeGreaterThan(first.body.entries[1].id);
    const next = await admin
      .get('/api/audit')
      .query({ area: 'menu', limit: 2, before: first.body.nextBefore })
      .expect(200);
    expect(next.body.entries).toHaveLength(1);
    expect(next.body.nextBefore).toBeNull();
    const byUser = await admin.get('/api/audit').query({ userId: adminId, limit: 100 }).expect(200);
    expect(byUser.body.entries.every((e: { userId: number }) => e.userId === adminId)).toBe(true);
    const future = await admin.get('/api/audit').query({ from: '2099-01-01' }).expect(200);
    expect(future.body).toEqual({ entries: [], nextBefore: null });
    // Days are the restaurant's days: between its midnight and UTC's the two dates differ.
    const today = restaurantMoment(new Date(), t.config.timeZone).date;
    const around = await admin.get('/api/audit').query({ from: today, to: today, area: 'media' });
    expect(around.body.entries.length).toBeGreaterThanOrEqual(1);
    // The last day a date can name has no next day: the trail up to it is all of it.
    const toTheEnd = await admin.get('/api/audit').query({ to: '9999-12-31', area: 'menu' });
    expect(toTheEnd.status).toBe(200);
    expect(toTheEnd.body.entries).toHaveLength(3);
    await admin.get('/api/audit').query({ area: 'kitchen' }).expect(400);
    await admin.get('/api/audit').query({ limit: 1000 }).expect(400);
  });
});
