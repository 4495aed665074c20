import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { corporateOrderDtoSchema } from '@shared/contracts/corporate-order';
import {
  CORPORATE_ORDER_TRANSITIONS,
  corporateOrderStatuses,
  type CorporateOrderStatus,
} from '@shared/domain/statuses';
import { corporateOrders } from '@shared/schema/corporate-orders';
import { jobs } from '@shared/schema/jobs';
import type { MailMessage } from '../../mail/mailer';
import { clearCorporateOrdering } from '../../test/factories';
import { staffAgent } from '../../test/staff-accounts';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

describe(`staff corporate orders (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  const sent: MailMessage[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, { mailer: { send: async (m) => void sent.push(m) } });
    staff = await signedInAgent(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await clearCorporateOrdering(t.database.db);
    sent.length = 0;
  });

  const insertOrder = async (overrides: Partial<typeof corporateOrders.$inferInsert> = {}) => {
    const [row] = await t.database.db
      .insert(corporateOrders)
      .values({
        companyName: 'Acme',
        contactPerson: 'Asha Rao',
        email: 'asha@example.com',
        phone: '9876543210',
        totalAmount: 73290,
        paymentStatus: 'pending',
        orderItems: [{ name: 'Veg Thali', quantity: 2, price: 349 }],
        ...overrides,
      })
      .returning();
    return row!;
  };

  it('when staff list orders, then they come newest first in the order shape; a guest gets 401', async () => {
    const older = await insertOrder({ createdAt: new Date('2026-01-01T10:00:00Z') });
    const newer = await insertOrder({
      createdAt: new Date('2026-02-01T10:00:00Z'),
      totalAmount: null,
      attendees: 12,
    });
    const res = await staff.get('/api/corporate-orders').expect(200);
    expect(res.body.map((o: { id: number }) => o.id)).toEqual([newer.id, older.id]);
    for (const o of res.body) corporateOrderDtoSchema.strict().parse(o);
    expect(res.body[0]).toMatchObject({ totalAmount: null, attendees: 12, refund: null });
    await request(t.app).get('/api/corporate-orders').expect(401);
  });

  // Every pair of statuses, on a paid order: the moves the state machine lists succeed, every
  // other one is 409.
  const pairs = corporateOrderStatuses.flatMap((from) =>
    corporateOrderStatuses.map((to) => [from, to] as [CorporateOrderStatus, CorporateOrderStatus]),
  );
  it.each(pairs)(
    'when staff move an order from %s to %s, then only the listed moves succeed',
    async (from, to) => {
      const order = await insertOrder({
        status: from,
        paymentStatus: 'completed',
        paymentId: `pay_Pair${from}${to}`,
      });
      const allowed = CORPORATE_ORDER_TRANSITIONS[from].some((move) => move.to === to);
      const res = await staff
        .patch(`/api/corporate-orders/${order.id}/status`)
        .send({ status: to });
      expect(res.status).toBe(allowed ? 200 : 409);
      const [row] = await t.database.db
        .select()
        .from(corporateOrders)
        .where(eq(corporateOrders.id, order.id));
      expect(row!.status).toBe(allowed ? to : from);
    },
  );

  it('when a status is unknown, the order missing or nobody signed in, then 400, 404 and 401', async () => {
    const order = await insertOrder();
    await staff
      .patch(`/api/corporate-orders/${order.id}/status`)
      .send({ status: 'shipped' })
      .expect(400);
    await staff
      .patch('/api/corporate-orders/999999/status')
      .send({ status: 'approved' })
      .expect(404);
    await request(t.app)
      .patch(`/api/corporate-orders/${order.id}/status`)
      .send({ status: 'approved' })
      .expect(401);
    await staff.post('/api/corporate-orders/999999/check-payment').expect(404);
  });

  it('U10: when staff approve, then complete, then the buyer is told of the approval once, in a subject that reads naturally', async () => {
    const order = await insertOrder({
      paymentStatus: 'completed',
      paymentId: 'pay_Approved000001',
    });
    await staff
      .patch(`/api/corporate-orders/${order.id}/status`)
      .send({ status: 'approved' })
      .expect(200);
    await staff
      .patch(`/api/corporate-orders/${order.id}/status`)
      .send({ status: 'completed' })
      .expect(200);
    await t.jobs.runDue();
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      ['asha@example.com', `Your order #${order.id} from The Tasting Room is confirmed`],
    ]);
  });

  it('U1: when staff approve an order that is not paid, then 409 says why, and nothing changes nor is mailed', async () => {
    for (const paymentStatus of ['not_paid', 'pending', 'failed'] as const) {
      const order = await insertOrder({ paymentStatus });
      const res = await staff
        .patch(`/api/corporate-orders/${order.id}/status`)
        .send({ status: 'approved' })
        .expect(409);
      expect(res.body).toMatchObject({
        code: 'conflict',
        message: 'Awaiting payment: an order can be approved once the buyer has paid.',
      });
      const [row] = await t.database.db
        .select()
        .from(corporateOrders)
        .where(eq(corporateOrders.id, order.id));
      expect(row).toMatchObject({ status: 'pending', paymentStatus });
      // Reject stays open to it.
      await staff
        .patch(`/api/corporate-orders/${order.id}/status`)
        .send({ status: 'cancelled' })
        .expect(200);
    }
    await t.jobs.runDue();
    expect(sent.map((m) => m.subject)).not.toContainEqual(expect.stringContaining('confirmed'));
  });

  it('U1: when an admin cancels an approved paid order, then it is cancelled and refunded in full exactly once; other staff are refused', async () => {
    const order = await insertOrder({
      status: 'approved',
      paymentStatus: 'completed',
      paymentId: 'pay_ApprovedPaid0001',
    });
    const clerk = await staffAgent(t.app, staff, `clerk${order.id}`);
    await clerk.agent
      .patch(`/api/corporate-orders/${order.id}/status`)
      .send({ status: 'cancelled' })
      .expect(403);

    const res = await staff
      .patch(`/api/corporate-orders/${order.id}/status`)
      .send({ status: 'cancelled' })
      .expect(200);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      refund: { status: 'requested', amount: 73290, refundId: null },
    });
    // A second click, or a second admin: the order is already cancelled and nothing more is asked.
    await staff
      .patch(`/api/corporate-orders/${order.id}/status`)
      .send({ status: 'cancelled' })
      .expect(409);
    const refundJobs = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'payment-refund'));
    expect(refundJobs).toHaveLength(1);
    await t.jobs.runDue();
    const [row] = await t.database.db
      .select()
      .from(corporateOrders)
      .where(eq(corporateOrders.id, order.id));
    expect(row).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundStatus: 'processed',
      refundAmount: 73290,
    });
    const refunds = await t.gateway!.paymentRefunds('pay_ApprovedPaid0001');
    expect(refunds.map((r) => r.amount)).toEqual([73290]);
    const subjects = sent.map((m) => m.subject);
    expect(subjects.filter((s) => s.includes('has been cancelled'))).toHaveLength(1);
    expect(subjects.filter((s) => s.startsWith('Your refund for'))).toHaveLength(1);
    const mail = sent.find((m) => m.subject.includes('has been cancelled'))!;
    expect(mail.subject).toBe(`Your order #${order.id} from The Tasting Room has been cancelled`);
    expect(mail.text).toContain('will be refunded in full');
  });

  it('U1: when staff reject from a screen that still shows the order pending but it was approved meanwhile, then 409 and it stays approved', async () => {
    const order = await insertOrder({
      status: 'approved',
      paymentStatus: 'completed',
      paymentId: 'pay_Stale00000001',
    });
    const res = await staff
      .patch(`/api/corporate-orders/${order.id}/status`)
      .send({ status: 'cancelled', from: 'pending' })
      .expect(409);
    expect(res.body.message).toBe(`Order #${order.id} was moved to approved meanwhile.`);
    const [row] = await t.database.db
      .select()
      .from(corporateOrders)
      .where(eq(corporateOrders.id, order.id));
    expect(row).toMatchObject({ status: 'approved', refundStatus: null });
  });

  it('when staff reject an unpaid order, then no refund is asked and the buyer is told nothing was taken', async () => {
    const order = await insertOrder();
    const res = await staff
      .patch(`/api/corporate-orders/${order.id}/status`)
      .send({ status: 'cancelled' })
      .expect(200);
    expect(res.body.refund).toBeNull();
    expect(await t.database.db.select().from(jobs).where(eq(jobs.kind, 'payment-refund'))).toEqual(
      [],
    );
    await t.jobs.runDue();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('No payment was taken');
  });

  it('when a mail value holds markup, then the HTML part shows it as text', async () => {
    const order = await insertOrder({
      contactPerson: '<img src=x onerror=alert(1)>',
      paymentStatus: 'completed',
      paymentId: 'pay_Markup00000001',
    });
    await staff
      .patch(`/api/corporate-orders/${order.id}/status`)
      .send({ status: 'approved' })
      .expect(200);
    await t.jobs.runDue();
    expect(sent[0]!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(sent[0]!.html).not.toContain('<img');
  });
});
