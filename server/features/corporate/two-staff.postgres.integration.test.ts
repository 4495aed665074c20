import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { corporateOrders } from '@shared/schema/corporate-orders';
import { jobs } from '@shared/schema/jobs';
import { menuItems } from '@shared/schema/menu-items';
import { checkoutPayload, openCorporateOrdering } from '../../test/corporate-checkout';
import { clearCorporateOrdering } from '../../test/factories';
import { staffAgent } from '../../test/staff-accounts';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';

// Two members of staff acting on the same order at the same moment, and the buyer's payment
// arriving while they do. PGlite runs one transaction at a time and would hide any race, so this
// runs in the PostgreSQL pass only, where the requests really overlap.
describe('corporate orders with two staff at once (postgres)', () => {
  let t: TestApp;
  type Agent = Awaited<ReturnType<typeof signedInAgent>>;
  let first: Agent;
  let second: Agent;
  const ROUNDS = 6;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'off' }, { runJobs: false });
    first = await signedInAgent(t.app);
    second = (await staffAgent(t.app, first, 'second-admin', { isAdmin: true })).agent;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await clearCorporateOrdering(t.database.db);
  });

  let made = 0;
  const insertOrder = async (overrides: Partial<typeof corporateOrders.$inferInsert> = {}) => {
    made += 1;
    const [row] = await t.database.db
      .insert(corporateOrders)
      .values({
        companyName: 'Acme',
        contactPerson: 'Asha Rao',
        email: 'asha@example.com',
        phone: '9876543210',
        totalAmount: 73290,
        paymentStatus: 'completed',
        paymentId: `pay_TwoStaff${made}`,
        orderItems: [{ name: 'Veg Thali', quantity: 2, price: 349 }],
        ...overrides,
      })
      .returning();
    return row!;
  };
  /** A button pressed on a screen that showed the order as `from`. */
  const move = (agent: Agent, id: number, status: string, from?: string) =>
    agent.patch(`/api/corporate-orders/${id}/status`).send({ status, from });
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(corporateOrders).where(eq(corporateOrders.id, id)))[0]!;
  const jobsOf = async (id: number, kind: string) =>
    t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.ref, `corporate-order:${id}`)));
  const mailSubjects = async (id: number) =>
    (await jobsOf(id, 'mail')).map((j) => (j.payload as { subject: string }).subject);

  it('Acceptance: when one admin approves a new paid order while another rejects it, then exactly one wins, and the refund and mails follow the winner alone', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = await insertOrder();
      const [a, b] = await Promise.all([
        move(first, order.id, 'approved', 'pending'),
        move(second, order.id, 'cancelled', 'pending'),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const row = await rowOf(order.id);
      const refunds = await jobsOf(order.id, 'payment-refund');
      const subjects = await mailSubjects(order.id);
      if (a.status === 200) {
        expect(row).toMatchObject({ status: 'approved', refundStatus: null });
        expect(refunds).toHaveLength(0);
        expect(subjects).toEqual([`Your order #${order.id} from The Tasting Room is confirmed`]);
      } else {
        expect(row).toMatchObject({ status: 'cancelled', refundStatus: 'requested' });
        expect(refunds).toHaveLength(1);
        expect(subjects).toEqual([
          `Your order #${order.id} from The Tasting Room could not be accepted`,
        ]);
      }
    }
  });

  it('Acceptance: when two admins approve the same paid order at once, then one approval and one mail', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = await insertOrder();
      const answers = await Promise.all([
        move(first, order.id, 'approved'),
        move(second, order.id, 'approved'),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect((await rowOf(order.id)).status).toBe('approved');
      expect(await mailSubjects(order.id)).toHaveLength(1);
    }
  });

  it('Acceptance: when two admins cancel the same approved paid order at once, then it is refunded exactly once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = await insertOrder({ status: 'approved' });
      const answers = await Promise.all([
        move(first, order.id, 'cancelled'),
        move(second, order.id, 'cancelled'),
        move(first, order.id, 'completed'),
      ]);
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      const row = await rowOf(order.id);
      const refunds = await jobsOf(order.id, 'payment-refund');
      if (row.status === 'cancelled') {
        expect(row).toMatchObject({ refundStatus: 'requested', refundAmount: 73290 });
        expect(refunds).toHaveLength(1);
      } else {
        expect(row).toMatchObject({ status: 'completed', refundStatus: null });
        expect(refunds).toHaveLength(0);
      }
    }
    // The refunds themselves: one per cancelled order at the gateway, never two.
    await t.jobs.runDue();
    const cancelled = await t.database.db
      .select()
      .from(corporateOrders)
      .where(eq(corporateOrders.status, 'cancelled'));
    for (const row of cancelled) {
      expect((await t.gateway!.paymentRefunds(row.paymentId!)).length).toBe(1);
    }
  });

  it("Acceptance: when a new order's payment is verified twice while an admin rejects it, then it ends cancelled with exactly one refund", async () => {
    await openCorporateOrdering(t.database.db);
    const [thali] = await t.database.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.name, 'Veg Thali'));
    for (let round = 0; round < ROUNDS; round += 1) {
      const created = await request(t.app)
        .post('/api/corporate-orders/create')
        .send(checkoutPayload([{ item: thali!, quantity: 2 }]))
        .expect(201);
      const paid = await request(t.app)
        .post('/api/payments/sandbox/pay')
        .send({ razorpayOrderId: created.body.razorpayOrderId, outcome: 'pay' })
        .expect(200);
      const verify = () =>
        request(t.app)
          .post('/api/corporate-orders/verify-payment')
          .send({ orderId: created.body.id, ...paid.body });
      const [v1, v2, reject] = await Promise.all([
        verify(),
        verify(),
        move(first, created.body.id, 'cancelled'),
      ]);
      expect([v1.status, v2.status, reject.status]).toEqual([200, 200, 200]);
      const row = await rowOf(created.body.id);
      expect(row).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'completed',
        refundStatus: 'requested',
        refundAmount: 73290,
      });
      expect(await jobsOf(created.body.id, 'payment-refund')).toHaveLength(1);
      // Told once that the order is off; a payment mail only if it was paid before that.
      const subjects = await mailSubjects(created.body.id);
      expect(subjects.filter((s) => s.includes('could not be accepted'))).toHaveLength(1);
      expect(subjects.filter((s) => s.startsWith('Payment received')).length).toBeLessThanOrEqual(
        1,
      );
    }
  });
});
