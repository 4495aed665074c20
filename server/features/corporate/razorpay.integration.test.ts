import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { corporateOrderDtoSchema } from '@shared/contracts/corporate-order';
import { cartItems } from '@shared/schema/cart-items';
import { corporateOrders } from '@shared/schema/corporate-orders';
import { jobs } from '@shared/schema/jobs';
import { menuItems, type MenuItemRow } from '@shared/schema/menu-items';
import { paymentEvents } from '@shared/schema/payment-events';
import type { MailMessage } from '../../mail/mailer';
import { hmacSha256Hex } from '../../payments/signature';
import { checkoutPayload, openCorporateOrdering } from '../../test/corporate-checkout';
import {
  razorpayStubEnv,
  startRazorpayStub,
  STUB_KEY_ID,
  STUB_KEY_SECRET,
  STUB_WEBHOOK_SECRET,
  type RazorpayStub,
} from '../../test/razorpay-stub';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

describe(`Razorpay through its SDK against a local stub of its API (${testDatabaseKind})`, () => {
  let stub: RazorpayStub;
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  let thali: MenuItemRow;
  const sent: MailMessage[] = [];
  beforeAll(async () => {
    stub = await startRazorpayStub();
    // The job runner stays idle: each test runs due jobs itself, so it sees every step.
    t = await createTestApp(
      { ...razorpayStubEnv(stub), RATE_LIMITS: 'off' },
      { runJobs: false, mailer: { send: async (message) => void sent.push(message) } },
    );
    staff = await signedInAgent(t.app);
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  beforeEach(async () => {
    const db = t.database.db;
    await db.delete(jobs).where(sql`true`);
    await db.delete(paymentEvents).where(sql`true`);
    await db.delete(cartItems).where(sql`true`);
    await db.delete(corporateOrders).where(sql`true`);
    await db.delete(menuItems).where(sql`true`);
    ({ thali } = await openCorporateOrdering(db));
    stub.requests.length = 0;
    sent.length = 0;
  });

  const order = async (id: number) =>
    (await t.database.db.select().from(corporateOrders).where(eq(corporateOrders.id, id)))[0]!;
  const checkout = async (quantity = 4) =>
    (
      await request(t.app)
        .post('/api/corporate-orders/create')
        .send(checkoutPayload([{ item: thali, quantity }]))
        .expect(201)
    ).body as { id: number; amount: number; razorpayOrderId: string; razorpayKeyId: string };
  const verify = (body: object) =>
    request(t.app).post('/api/corporate-orders/verify-payment').send(body);

  const webhook = (body: object, options: { eventId?: string; secret?: string } = {}) => {
    const raw = JSON.stringify(body);
    const req = request(t.app)
      .post('/api/payments/razorpay/webhook')
      .set('Content-Type', 'application/json')
      .set('X-Razorpay-Signature', hmacSha256Hex(options.secret ?? STUB_WEBHOOK_SECRET, raw));
    if (options.eventId) req.set('X-Razorpay-Event-Id', options.eventId);
    return req.send(raw);
  };
  const paymentEvent = (event: string, gatewayOrderId: string, paymentId: string) => ({
    entity: 'event',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          order_id: gatewayOrderId,
          status: 'x',
          amount: 1,
        },
      },
    },
    created_at: 1_700_000_000,
  });

  it('when a buyer checks out, then the SDK asks for the server amount in paise, INR, our order id as receipt, with Basic auth', async () => {
    const created = await checkout(4);
    expect(created.razorpayKeyId).toBe(STUB_KEY_ID);
    const calls = stub.requests.filter((r) => r.path === '/v1/orders');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { amount: 146580, currency: 'INR', receipt: String(created.id) },
      authorization: `Basic ${Buffer.from(`${STUB_KEY_ID}:${STUB_KEY_SECRET}`).toString('base64')}`,
    });
    expect(created.amount).toBe(146580);
    expect(stub.orders.get(created.razorpayOrderId)?.amount).toBe(146580);
    expect((await order(created.id)).razorpayOrderId).toBe(created.razorpayOrderId);
  });

  it('when Razorpay cannot be reached, then checkout answers 502 and no order is left behind', async () => {
    stub.breakNext(1);
    const res = await request(t.app)
      .post('/api/corporate-orders/create')
      .send(checkoutPayload([{ item: thali, quantity: 1 }]))
      .expect(502);
    expect(res.body.code).toBe('gateway_unavailable');
    expect(await t.database.db.select().from(corporateOrders)).toEqual([]);
    expect(await t.database.db.select().from(cartItems)).toEqual([]);
  });

  it("when payments are verified, then Razorpay's own validatePaymentVerification agrees with ours on good and bad signatures", async () => {
    const a = await checkout();
    const b = await checkout();
    const paidA = stub.pay(a.razorpayOrderId);
    const paidB = stub.pay(b.razorpayOrderId);
    const candidates = [
      { orderId: a.id, ...paidA },
      { orderId: a.id, ...paidA, razorpay_signature: paidB.razorpay_signature },
      { orderId: a.id, ...paidA, razorpay_payment_id: paidB.razorpay_payment_id },
      {
        orderId: a.id,
        ...paidA,
        razorpay_signature: paidA.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      },
      { orderId: b.id, ...paidB },
    ];
    for (const candidate of candidates) {
      const sdkSays = validatePaymentVerification(
        // Razorpay's check, against the order id we stored for this order.
        {
          order_id: (await order(candidate.orderId)).razorpayOrderId!,
          payment_id: candidate.razorpay_payment_id,
        },
        candidate.razorpay_signature,
        STUB_KEY_SECRET,
      );
      const res = await verify(candidate);
      expect(res.status === 200).toBe(sdkSays);
    }
    expect((await order(a.id)).paymentId).toBe(paidA.razorpay_payment_id);
    expect((await order(b.id)).paymentId).toBe(paidB.razorpay_payment_id);
  });

  it("when webhooks arrive, then Razorpay's validateWebhookSignature agrees with ours, and a bad signature changes nothing", async () => {
    const created = await checkout();
    const paymentId = stub.pay(created.razorpayOrderId).razorpay_payment_id;
    const body = paymentEvent('payment.captured', created.razorpayOrderId, paymentId);
    const raw = JSON.stringify(body);

    const forged = hmacSha256Hex('not-the-secret', raw);
    expect(Razorpay.validateWebhookSignature(raw, forged, STUB_WEBHOOK_SECRET)).toBe(false);
    await webhook(body, { secret: 'not-the-secret', eventId: 'evt_forged00001' }).expect(400);
    await request(t.app)
      .post('/api/payments/razorpay/webhook')
      .set('Content-Type', 'application/json')
      .send(raw)
      .expect(400);
    expect((await order(created.id)).paymentStatus).toBe('pending');
    expect(await t.database.db.select().from(paymentEvents)).toEqual([]);

    const genuine = hmacSha256Hex(STUB_WEBHOOK_SECRET, raw);
    expect(Razorpay.validateWebhookSignature(raw, genuine, STUB_WEBHOOK_SECRET)).toBe(true);
    const res = await webhook(body, { eventId: 'evt_genuine0001' }).expect(200);
    expect(res.body).toEqual({ status: 'applied' });
    expect(await order(created.id)).toMatchObject({ paymentStatus: 'completed', paymentId });
  });

  it('when the same webhook event is delivered twice, then the second changes nothing', async () => {
    const created = await checkout();
    const failedId = stub.failPayment(created.razorpayOrderId);
    const failed = paymentEvent('payment.failed', created.razorpayOrderId, failedId);
    await webhook(failed, { eventId: 'evt_failedonce01' }).expect(200, { status: 'applied' });
    expect((await order(created.id)).paymentStatus).toBe('failed');
    // Staff meanwhile learn it was paid (a second attempt), so a replay must not undo that.
    const paid = stub.pay(created.razorpayOrderId);
    await verify({ orderId: created.id, ...paid }).expect(200);
    await webhook(failed, { eventId: 'evt_failedonce01' }).expect(200, { status: 'duplicate' });
    expect((await order(created.id)).paymentStatus).toBe('completed');
    expect(await t.database.db.select().from(paymentEvents)).toHaveLength(1);
    // Without an event id header, an identical body is still recognised.
    await webhook(failed).expect(200, { status: 'applied' });
    await webhook(failed).expect(200, { status: 'duplicate' });
  });

  it('when a paid order later hears of a failed payment or an order event, then it stays paid', async () => {
    const created = await checkout();
    const paid = stub.pay(created.razorpayOrderId);
    await webhook(paymentEvent('order.paid', created.razorpayOrderId, paid.razorpay_payment_id), {
      eventId: 'evt_orderpaid001',
    }).expect(200);
    await webhook(paymentEvent('payment.failed', created.razorpayOrderId, 'pay_Later000000001'), {
      eventId: 'evt_latefail0001',
    }).expect(200);
    await verify({ orderId: created.id, ...paid }).expect(200, {
      id: created.id,
      paymentStatus: 'completed',
    });
    expect(await order(created.id)).toMatchObject({
      paymentStatus: 'completed',
      paymentId: paid.razorpay_payment_id,
    });
    // Payment confirmation mails are queued once, whatever else arrived.
    const mails = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail'));
    expect(
      mails.filter((m) => (m.payload as { to: string }).to === 'asha@example.com'),
    ).toHaveLength(1);
  });

  it('when a webhook names an order we never made, then 200 and nothing changes', async () => {
    await webhook(paymentEvent('payment.captured', 'order_Unknown0000001', 'pay_Unknown00000001'), {
      eventId: 'evt_unknown00001',
    }).expect(200, { status: 'ignored' });
    expect(await t.database.db.select().from(corporateOrders)).toEqual([]);
  });

  it('when the buyer paid but never came back, then Check payment and the reconciliation job find the payment', async () => {
    const a = await checkout();
    const b = await checkout();
    stub.pay(a.razorpayOrderId);
    stub.pay(b.razorpayOrderId);

    const checked = await staff.post(`/api/corporate-orders/${a.id}/check-payment`).expect(200);
    expect(corporateOrderDtoSchema.strict().parse(checked.body).paymentStatus).toBe('completed');

    // The reconciliation job for B is due in minutes; bring it forward and run it.
    await t.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.ref, `corporate-order:${b.id}`));
    await t.jobs.runDue();
    expect((await order(b.id)).paymentStatus).toBe('completed');
    await request(t.app).post(`/api/corporate-orders/${a.id}/check-payment`).expect(401);
  });

  it('when nothing was paid yet, then reconciliation looks again later instead of failing', async () => {
    const created = await checkout();
    await t.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.kind, 'payment-reconcile'));
    await t.jobs.runDue();
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'payment-reconcile'));
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 10 * 60_000);
    expect((await order(created.id)).paymentStatus).toBe('pending');
  });

  it('when staff reject a paid order and the request is retried, then one full refund is asked for and the row shows it', async () => {
    const created = await checkout(3);
    const paid = stub.pay(created.razorpayOrderId);
    await verify({ orderId: created.id, ...paid }).expect(200);

    const [first, second] = await Promise.all([
      staff.patch(`/api/corporate-orders/${created.id}/status`).send({ status: 'cancelled' }),
      staff.patch(`/api/corporate-orders/${created.id}/status`).send({ status: 'cancelled' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const rejected = first.status === 200 ? first : second;
    expect(rejected.body).toMatchObject({
      status: 'cancelled',
      refund: { status: 'requested', amount: created.amount, refundId: null },
    });
    await staff
      .patch(`/api/corporate-orders/${created.id}/status`)
      .send({ status: 'cancelled' })
      .expect(409);

    await t.jobs.runDue();
    await t.jobs.runDue();
    const refundCalls = stub.requests.filter(
      (r) => r.method === 'POST' && r.path.endsWith('/refund'),
    );
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]!.body).toMatchObject({ amount: created.amount });
    expect(stub.refundsOf(paid.razorpay_payment_id)).toHaveLength(1);

    const list = await staff.get('/api/corporate-orders').expect(200);
    const row = corporateOrderDtoSchema.strict().parse(list.body[0]);
    expect(row).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refund: {
        status: 'processed',
        amount: created.amount,
        refundId: expect.stringMatching(/^rfnd_/),
      },
    });
    const subjects = sent.map((m) => m.subject);
    expect(subjects.filter((s) => s.includes('could not be accepted'))).toHaveLength(1);
    expect(subjects.filter((s) => s.startsWith('Your refund for'))).toHaveLength(1);
  });

  it('when the refund call fails, then the job retries, and a refund the gateway already holds is adopted, never doubled', async () => {
    const created = await checkout(2);
    const paid = stub.pay(created.razorpayOrderId);
    await verify({ orderId: created.id, ...paid }).expect(200);
    await staff
      .patch(`/api/corporate-orders/${created.id}/status`)
      .send({ status: 'cancelled' })
      .expect(200);

    stub.breakNext(1);
    await t.jobs.runDue();
    expect((await order(created.id)).refundStatus).toBe('requested');
    const [refundJob] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'payment-refund'));
    expect(refundJob).toMatchObject({ status: 'pending', attempts: 1 });

    // Meanwhile someone refunded it from Razorpay's dashboard (or a crashed attempt got through).
    const sdk = new Razorpay({ key_id: STUB_KEY_ID, key_secret: STUB_KEY_SECRET });
    (sdk as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
      stub.url;
    const outside = await sdk.payments.refund(paid.razorpay_payment_id, { amount: created.amount });

    await t.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, refundJob!.id));
    await t.jobs.runDue();
    expect(stub.refundsOf(paid.razorpay_payment_id)).toHaveLength(1);
    expect(await order(created.id)).toMatchObject({
      refundStatus: 'processed',
      refundId: outside.id,
      paymentStatus: 'refunded',
    });
  });
});
