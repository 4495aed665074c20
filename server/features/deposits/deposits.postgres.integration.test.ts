import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingRefunds } from '@shared/schema/booking-refunds';
import {
  bookingRow,
  bookWithPayment,
  dueNow,
  setPolicy,
  SEVEN,
  tokenOf,
} from '../../test/deposit-kit';
import { hmacSha256Hex } from '../../payments/signature';
import {
  razorpayStubEnv,
  startRazorpayStub,
  STUB_WEBHOOK_SECRET,
  type RazorpayStub,
} from '../../test/razorpay-stub';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';

// Two server processes on one PostgreSQL database, as in production: cancels, payments, the
// hold's end and the refund job arrive in both at once. PGlite runs one transaction at a time and
// would hide any race, so this runs in the PostgreSQL pass only.
describe('booking deposits with two processes at once (postgres)', () => {
  let stub: RazorpayStub;
  let a: TestApp;
  let b: TestApp;
  let staffA: Awaited<ReturnType<typeof signedInAgent>>;
  let staffB: Awaited<ReturnType<typeof signedInAgent>>;
  const NOW = new Date('2026-11-22T06:00:00Z');
  let clock = NOW;
  const ROUNDS = 5;

  beforeAll(async () => {
    stub = await startRazorpayStub();
    const env = { ...razorpayStubEnv(stub), RATE_LIMITS: 'off' };
    const options = { now: () => clock, runJobs: false, mailer: { send: async () => {} } };
    a = await createTestApp(env, options);
    b = await createTestApp(env, { ...options, sameDatabaseAs: a });
    staffA = await signedInAgent(a.app);
    staffB = await signedInAgent(b.app);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await stub.close();
  });
  beforeEach(async () => {
    clock = NOW;
    await setPolicy(a.database.db, { kind: 'deposit', depositPerGuestRupees: 500 });
    stub.requests.length = 0;
  });

  const db = () => a.database.db;
  const refundCalls = () =>
    stub.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/refund'));
  const paid = async () => {
    const booked = await bookWithPayment(a.app);
    const payment = stub.pay(booked.razorpayOrderId);
    await request(b.app)
      .post('/api/reservations/verify-payment')
      .send({ reservationId: booked.id, ...payment })
      .expect(200);
    return { booked, payment };
  };
  const bothRunJobs = () => Promise.all([a.jobs.runDue(), b.jobs.runDue()]);

  it('when the guest and staff cancel in two processes at once, then one refund is asked and made', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { booked, payment } = await paid();
      const results = await Promise.all([
        request(a.app).post(`/api/reservations/manage/${tokenOf(booked.manageUrl)}/cancel`),
        staffB.patch(`/api/reservations/${booked.id}/status`).send({ status: 'cancelled' }),
        request(b.app).post(`/api/reservations/manage/${tokenOf(booked.manageUrl)}/cancel`),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      await bothRunJobs();
      await bothRunJobs();
      const refunds = await db()
        .select()
        .from(bookingRefunds)
        .where(eq(bookingRefunds.reservationId, booked.id));
      expect(refunds).toMatchObject([{ reason: 'cancellation', status: 'processed' }]);
      expect(stub.refundsOf(payment.razorpay_payment_id)).toHaveLength(1);
    }
  });

  it('when two admins refund the rest at once, then the gateway refunds it once and never more than was paid', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { booked, payment } = await paid();
      const results = await Promise.all([
        staffA.post(`/api/reservations/${booked.id}/refund`).send({ amount: booked.amount }),
        staffB.post(`/api/reservations/${booked.id}/refund`).send({ amount: booked.amount }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      // Both processes' refund jobs find the refund at once; one asks the gateway.
      await dueNow(db(), booked.id, 'booking-refund');
      await bothRunJobs();
      expect(stub.refundsOf(payment.razorpay_payment_id)).toHaveLength(1);
      expect((await bookingRow(db(), booked.id)).paymentStatus).toBe('refunded');
    }
    expect(refundCalls()).toHaveLength(ROUNDS);
  });

  it('when both processes end an unpaid hold while the payment arrives, then the booking is either paid or released and refunded, once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      clock = NOW;
      const booked = await bookWithPayment(a.app);
      const payment = stub.pay(booked.razorpayOrderId);
      clock = new Date(NOW.getTime() + 20 * 60_000);
      await dueNow(db(), booked.id, 'booking-payment-hold');
      await Promise.all([
        bothRunJobs(),
        request(b.app)
          .post('/api/reservations/verify-payment')
          .send({ reservationId: booked.id, ...payment }),
      ]);
      await dueNow(db(), booked.id);
      await bothRunJobs();
      const row = await bookingRow(db(), booked.id);
      // The hold job asks the gateway first: a captured payment confirms the booking.
      if (row.status === 'confirmed') {
        expect(row.paymentStatus).toBe('completed');
        expect(stub.refundsOf(payment.razorpay_payment_id)).toHaveLength(0);
      } else {
        expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
        expect(stub.refundsOf(payment.razorpay_payment_id)).toHaveLength(1);
      }
    }
  });

  it('when verify in both processes, the webhook and both hold jobs bring one top-up at once, then it is counted once: paid, or lapsed and refunded once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      clock = NOW;
      const { booked } = await paid();
      const row = await bookingRow(db(), booked.id);
      const grown = await request(a.app)
        .patch(`/api/reservations/manage/${tokenOf(booked.manageUrl)}`)
        .send({ date: row.date, timeSlot: SEVEN, guests: 6, vegCount: 6, nonVegCount: 0 })
        .expect(200);
      const topUpOrder = grown.body.razorpayOrderId as string;
      const payment = stub.pay(topUpOrder);
      const raw = JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        contains: ['payment'],
        payload: {
          payment: {
            entity: {
              id: payment.razorpay_payment_id,
              entity: 'payment',
              order_id: topUpOrder,
              status: 'captured',
              amount: 1,
            },
          },
        },
        created_at: 1_700_000_000,
      });
      // Round by round, the hold has ended by the time the news arrives, or it has not.
      clock = new Date(NOW.getTime() + (round % 2 === 0 ? 20 : 5) * 60_000);
      await dueNow(db(), booked.id, 'booking-top-up-hold');
      const verify = (app: typeof a.app) =>
        request(app)
          .post('/api/reservations/verify-payment')
          .send({ reservationId: booked.id, ...payment });
      await Promise.all([
        bothRunJobs(),
        verify(a.app),
        verify(b.app),
        request(b.app)
          .post('/api/payments/razorpay/webhook')
          .set('Content-Type', 'application/json')
          .set('X-Razorpay-Signature', hmacSha256Hex(STUB_WEBHOOK_SECRET, raw))
          .send(raw),
      ]);
      await dueNow(db(), booked.id);
      await bothRunJobs();
      const after = await bookingRow(db(), booked.id);
      // The top-up's ₹1,000 is counted once whichever source won.
      expect(after.depositAmount).toBe(300_000);
      expect(after.topUpAmount).toBeNull();
      if (after.guests === 6) {
        expect(after.refundedAmount).toBe(0);
        expect(stub.refundsOf(payment.razorpay_payment_id)).toHaveLength(0);
      } else {
        expect(after).toMatchObject({ guests: 4, refundedAmount: 100_000 });
        expect(stub.refundsOf(payment.razorpay_payment_id)).toHaveLength(1);
      }
    }
  });
});
