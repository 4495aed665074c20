import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAID_PAYMENT_STATUS } from '@shared/domain/statuses';
import { bookingRefunds } from '@shared/schema/booking-refunds';
import { corporateOrders } from '@shared/schema/corporate-orders';
import { extraPayments } from '@shared/schema/extra-payments';
import { taxDocuments } from '@shared/schema/tax-documents';
import { checkoutPayload, openInvoicedOrdering } from '../test/corporate-checkout';
import { bookingRow, bookWithPayment, dueNow, setPolicy, growToSix } from '../test/deposit-kit';
import {
  paymentWebhook,
  razorpayStubEnv,
  startRazorpayStub,
  STUB_WEBHOOK_SECRET,
  type RazorpayStub,
} from '../test/razorpay-stub';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';
import type { MailMessage } from '../mail/mailer';
import { hmacSha256Hex } from './signature';

const NOW = new Date('2026-11-22T06:00:00Z');

/** A buyer may pay one gateway order twice (two tabs): the second capture is refunded once. */
describe(`a second payment captured on a paid order (${testDatabaseKind})`, () => {
  let stub: RazorpayStub;
  let t: TestApp;
  beforeAll(async () => {
    stub = await startRazorpayStub();
    t = await createTestApp(
      { ...razorpayStubEnv(stub), RATE_LIMITS: 'off' },
      {
        now: () => NOW,
        runJobs: false,
        mailer: { send: async (message) => void sent.push(message) },
      },
    );
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  const sent: MailMessage[] = [];
  const secondPaymentMails = () =>
    sent.filter((m) => m.subject.startsWith('A second payment for '));
  beforeEach(async () => {
    await t.jobs.runDue();
    await setPolicy(t.database.db, { kind: 'deposit', depositPerGuestRupees: 500 });
    stub.requests.length = 0;
    sent.length = 0;
  });

  const db = () => t.database.db;
  const refundCalls = () =>
    stub.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/refund'));
  const extraRows = (ref: string) =>
    db().select().from(extraPayments).where(eq(extraPayments.ref, ref));
  const webhook = (event: string, gatewayOrderId: string, paymentId: string) =>
    paymentWebhook(t.app, { event, gatewayOrderId, paymentId });
  const verifyBooking = (reservationId: number, paid: object) =>
    request(t.app)
      .post('/api/reservations/verify-payment')
      .send({ reservationId, ...paid });

  it('B7: a second payment of a paid deposit order, reported by webhook and verify, is recorded and refunded once', async () => {
    const booked = await bookWithPayment(t.app);
    const first = stub.pay(booked.razorpayOrderId);
    await verifyBooking(booked.id, first).expect(200);
    const second = stub.pay(booked.razorpayOrderId);
    await webhook('payment.captured', booked.razorpayOrderId, second.razorpay_payment_id).expect(
      200,
    );
    await webhook('order.paid', booked.razorpayOrderId, second.razorpay_payment_id).expect(200);
    await verifyBooking(booked.id, second).expect(200);

    const rows = await extraRows(`reservation:${booked.id}`);
    expect(rows).toMatchObject([
      {
        paymentId: second.razorpay_payment_id,
        amount: booked.amount,
        reason: 'already_paid',
        status: 'requested',
      },
    ]);
    await dueNow(db(), booked.id);
    await t.jobs.runDue();
    await t.jobs.runDue();
    expect(await extraRows(`reservation:${booked.id}`)).toMatchObject([{ status: 'processed' }]);
    expect(refundCalls()).toHaveLength(1);
    expect(stub.refundsOf(second.razorpay_payment_id)).toMatchObject([{ amount: booked.amount }]);
    expect(stub.refundsOf(first.razorpay_payment_id)).toEqual([]);
    // The guest is told once, with the second payment's reference.
    expect(secondPaymentMails()).toHaveLength(1);
    expect(secondPaymentMails()[0]!.text).toContain(second.razorpay_payment_id);
    // The booking keeps its first payment, whole.
    const row = await bookingRow(db(), booked.id);
    expect(row).toMatchObject({
      paymentStatus: 'completed',
      paymentId: first.razorpay_payment_id,
      refundedAmount: 0,
    });
    const bookingsOwn = await db()
      .select()
      .from(bookingRefunds)
      .where(eq(bookingRefunds.reservationId, booked.id));
    expect(bookingsOwn).toEqual([]);
  });

  it('B7: a second payment of a paid top-up order is refunded once, apart from the booking', async () => {
    const booked = await bookWithPayment(t.app);
    await verifyBooking(booked.id, stub.pay(booked.razorpayOrderId)).expect(200);
    const row = await bookingRow(db(), booked.id);
    const topUpOrder = await growToSix(t.app, db(), booked);
    const first = stub.pay(topUpOrder);
    const second = stub.pay(topUpOrder);
    await verifyBooking(booked.id, first).expect(200);
    await verifyBooking(booked.id, second).expect(200);
    await webhook('payment.captured', topUpOrder, second.razorpay_payment_id).expect(200);
    await dueNow(db(), booked.id);
    await t.jobs.runDue();
    const paidRow = await bookingRow(db(), booked.id);
    const topUpAmount = paidRow.depositAmount! - row.depositAmount!;
    expect(topUpAmount).toBeGreaterThan(0);
    expect(await extraRows(`reservation:${booked.id}`)).toMatchObject([
      { paymentId: second.razorpay_payment_id, amount: topUpAmount, status: 'processed' },
    ]);
    expect(refundCalls()).toHaveLength(1);
    expect(stub.refundsOf(first.razorpay_payment_id)).toEqual([]);
    expect(paidRow.refundedAmount).toBe(0);
  });

  it('B7: reconciliation of an unpaid deposit order paid twice takes the first and refunds the second', async () => {
    const booked = await bookWithPayment(t.app);
    const first = stub.pay(booked.razorpayOrderId);
    const second = stub.pay(booked.razorpayOrderId);
    await dueNow(db(), booked.id, 'booking-payment-reconcile');
    await t.jobs.runDue();
    expect(await bookingRow(db(), booked.id)).toMatchObject({
      paymentStatus: 'completed',
      paymentId: first.razorpay_payment_id,
    });
    await dueNow(db(), booked.id);
    await t.jobs.runDue();
    // Verify and the webhook of the second payment, coming later, refund nothing more.
    await verifyBooking(booked.id, second).expect(200);
    await webhook('payment.captured', booked.razorpayOrderId, second.razorpay_payment_id);
    await dueNow(db(), booked.id);
    await t.jobs.runDue();
    expect(await extraRows(`reservation:${booked.id}`)).toMatchObject([
      { paymentId: second.razorpay_payment_id, status: 'processed' },
    ]);
    expect(refundCalls()).toHaveLength(1);
  });

  it('B7: a corporate order paid twice keeps one invoice, and the second payment is refunded once without a credit note', async () => {
    const { thali } = await openInvoicedOrdering(db());
    const created = await request(t.app)
      .post('/api/corporate-orders/create')
      .send(checkoutPayload([{ item: thali, quantity: 4 }]))
      .expect(201);
    const { id, razorpayOrderId, amount } = created.body as {
      id: number;
      razorpayOrderId: string;
      amount: number;
    };
    const verify = (paid: object) =>
      request(t.app)
        .post('/api/corporate-orders/verify-payment')
        .send({ orderId: id, ...paid });
    const first = stub.pay(razorpayOrderId);
    await verify(first).expect(200);
    const second = stub.pay(razorpayOrderId);
    await verify(second).expect(200);
    await webhook('payment.captured', razorpayOrderId, second.razorpay_payment_id).expect(200);

    expect(await extraRows(`corporate-order:${id}`)).toMatchObject([
      { paymentId: second.razorpay_payment_id, amount, status: 'requested' },
    ]);
    await t.jobs.runDue();
    await t.jobs.runDue();
    expect(await extraRows(`corporate-order:${id}`)).toMatchObject([{ status: 'processed' }]);
    expect(refundCalls()).toHaveLength(1);
    expect(stub.refundsOf(second.razorpay_payment_id)).toMatchObject([{ amount }]);
    // Razorpay's news of that refund is about the second payment, not the order's own.
    const [refund] = stub.refundsOf(second.razorpay_payment_id);
    const raw = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      payload: {
        refund: { entity: { id: refund!.id, payment_id: second.razorpay_payment_id } },
        payment: { entity: { id: second.razorpay_payment_id, order_id: razorpayOrderId } },
      },
    });
    await request(t.app)
      .post('/api/payments/razorpay/webhook')
      .set('Content-Type', 'application/json')
      .set('X-Razorpay-Signature', hmacSha256Hex(STUB_WEBHOOK_SECRET, raw))
      .send(raw)
      .expect(200);
    const documents = await db().select().from(taxDocuments).where(eq(taxDocuments.orderId, id));
    expect(documents.map((d) => d.kind)).toEqual(['invoice']);
    expect(secondPaymentMails().map((m) => m.attachments ?? [])).toEqual([[]]);
    const [order] = await db().select().from(corporateOrders).where(eq(corporateOrders.id, id));
    expect(order).toMatchObject({
      paymentStatus: PAID_PAYMENT_STATUS,
      paymentId: first.razorpay_payment_id,
      refundStatus: null,
    });
  });
});

describe(`a second payment in the payment sandbox (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'off' }, { now: () => NOW, runJobs: false });
    await setPolicy(t.database.db, { kind: 'deposit', depositPerGuestRupees: 500 });
  });
  afterAll(() => t.close());

  it('B7: the sandbox takes a second payment of a paid booking order, and it is recorded and refunded', async () => {
    const booked = await bookWithPayment(t.app);
    const payOnce = async () => {
      const paid = await request(t.app)
        .post('/api/payments/sandbox/pay')
        .send({ razorpayOrderId: booked.razorpayOrderId, outcome: 'pay' })
        .expect(200);
      await request(t.app)
        .post('/api/reservations/verify-payment')
        .send({ reservationId: booked.id, ...paid.body })
        .expect(200);
      return paid.body as { razorpay_payment_id: string };
    };
    const first = await payOnce();
    const second = await payOnce();
    await dueNow(t.database.db, booked.id);
    await t.jobs.runDue();
    const rows = await t.database.db
      .select()
      .from(extraPayments)
      .where(eq(extraPayments.ref, `reservation:${booked.id}`));
    expect(rows).toMatchObject([
      { paymentId: second.razorpay_payment_id, amount: booked.amount, status: 'processed' },
    ]);
    const gateway = t.gateway;
    expect(await gateway!.paymentRefunds(second.razorpay_payment_id)).toMatchObject([
      { amount: booked.amount, status: 'processed' },
    ]);
    expect(await gateway!.paymentRefunds(first.razorpay_payment_id)).toEqual([]);
  });
});
