import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { extraPayments } from '@shared/schema/extra-payments';
import { checkoutPayload, openCorporateOrdering } from '../test/corporate-checkout';
import { bookingRow, bookWithPayment, dueNow, setPolicy } from '../test/deposit-kit';
import {
  paymentWebhook,
  razorpayStubEnv,
  startRazorpayStub,
  type RazorpayStub,
} from '../test/razorpay-stub';
import { createTestApp, type TestApp } from '../test/test-app';

// Two server processes on one PostgreSQL database: the second payment's webhook reaches both at
// once while the buyer's second tab verifies it. PGlite runs one transaction at a time and would
// hide the race, so this runs in the PostgreSQL pass only.
describe('a second capture with two processes at once (postgres)', () => {
  let stub: RazorpayStub;
  let a: TestApp;
  let b: TestApp;
  const NOW = new Date('2026-11-22T06:00:00Z');
  const ROUNDS = 5;

  beforeAll(async () => {
    stub = await startRazorpayStub();
    const env = { ...razorpayStubEnv(stub), RATE_LIMITS: 'off' };
    const options = { now: () => NOW, runJobs: false, mailer: { send: async () => {} } };
    a = await createTestApp(env, options);
    b = await createTestApp(env, { ...options, sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await stub.close();
  });
  beforeEach(async () => {
    await setPolicy(a.database.db, { kind: 'deposit', depositPerGuestRupees: 500 });
    stub.requests.length = 0;
  });

  const db = () => a.database.db;
  const refundCalls = () =>
    stub.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/refund'));
  const bothRunJobs = () => Promise.all([a.jobs.runDue(), b.jobs.runDue()]);
  const webhook = (app: TestApp, eventId: string, event: string, order: string, paid: string) =>
    paymentWebhook(app.app, { event, gatewayOrderId: order, paymentId: paid, eventId });
  /** The second payment's news, all at once: its webhook to both processes, twice, and verify. */
  const newsEverywhere = (order: string, paid: string, verify: () => Promise<unknown>) =>
    Promise.all([
      webhook(a, `evt_${paid}`, 'payment.captured', order, paid),
      webhook(b, `evt_${paid}`, 'payment.captured', order, paid),
      webhook(b, `evt_order_${paid}`, 'order.paid', order, paid),
      verify(),
      webhook(a, `evt_order_${paid}`, 'order.paid', order, paid),
    ]);
  const extraRows = (paymentId: string) =>
    db().select().from(extraPayments).where(eq(extraPayments.paymentId, paymentId));

  it('B7: the second payment of a paid booking, reported to two processes at once, gives one refund row and one refund call', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const booked = await bookWithPayment(a.app);
      const first = stub.pay(booked.razorpayOrderId);
      await request(b.app)
        .post('/api/reservations/verify-payment')
        .send({ reservationId: booked.id, ...first })
        .expect(200);
      const second = stub.pay(booked.razorpayOrderId);
      const verify = () =>
        request(round % 2 ? a.app : b.app)
          .post('/api/reservations/verify-payment')
          .send({ reservationId: booked.id, ...second })
          .expect(200);
      await newsEverywhere(booked.razorpayOrderId, second.razorpay_payment_id, verify);
      await dueNow(db(), booked.id);
      await Promise.all([bothRunJobs(), bothRunJobs()]);
      expect(await extraRows(second.razorpay_payment_id)).toMatchObject([
        { amount: booked.amount, status: 'processed' },
      ]);
      expect(stub.refundsOf(second.razorpay_payment_id)).toHaveLength(1);
      expect(await bookingRow(db(), booked.id)).toMatchObject({
        paymentStatus: 'completed',
        paymentId: first.razorpay_payment_id,
        refundedAmount: 0,
      });
    }
    expect(refundCalls()).toHaveLength(ROUNDS);
  });

  it('B7: the second payment of a paid corporate order, reported to two processes at once, is refunded once', async () => {
    const { thali } = await openCorporateOrdering(db());
    for (let round = 0; round < ROUNDS; round++) {
      const created = await request(a.app)
        .post('/api/corporate-orders/create')
        .send(checkoutPayload([{ item: thali, quantity: 3 }]))
        .expect(201);
      const { id, razorpayOrderId } = created.body as { id: number; razorpayOrderId: string };
      const verify = (paid: object) =>
        request(round % 2 ? a.app : b.app)
          .post('/api/corporate-orders/verify-payment')
          .send({ orderId: id, ...paid })
          .expect(200);
      await verify(stub.pay(razorpayOrderId));
      const second = stub.pay(razorpayOrderId);
      await newsEverywhere(razorpayOrderId, second.razorpay_payment_id, () => verify(second));
      await Promise.all([bothRunJobs(), bothRunJobs()]);
      expect(await extraRows(second.razorpay_payment_id)).toMatchObject([{ status: 'processed' }]);
      expect(stub.refundsOf(second.razorpay_payment_id)).toHaveLength(1);
    }
    expect(refundCalls()).toHaveLength(ROUNDS);
  });
});
