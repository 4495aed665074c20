import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookingCheckoutDtoSchema } from '@shared/contracts/booking-payments';
import { reservationDtoSchema } from '@shared/contracts/reservation';
import { reservationEstimatePaise } from '@shared/money';
import { auditLog } from '@shared/schema/audit-log';
import { bookingRefunds } from '@shared/schema/booking-refunds';
import { bookingTopUps } from '@shared/schema/booking-top-ups';
import type { MailMessage } from '../../mail/mailer';
import { hmacSha256Hex } from '../../payments/signature';
import {
  bookingRow,
  bookWithPayment,
  dueNow,
  setPolicy,
  SEVEN,
  tokenOf,
  type Checkout,
} from '../../test/deposit-kit';
import {
  razorpayStubEnv,
  startRazorpayStub,
  STUB_WEBHOOK_SECRET,
  type RazorpayStub,
} from '../../test/razorpay-stub';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

// 11:30 in Kolkata on 22 Nov 2026; the nights booked are in 2027, far outside any window.
const NOW = new Date('2026-11-22T06:00:00Z');

describe(`a larger party on a paid booking pays the difference (${testDatabaseKind})`, () => {
  let stub: RazorpayStub;
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  let clock = NOW;
  const sent: MailMessage[] = [];
  beforeAll(async () => {
    stub = await startRazorpayStub();
    t = await createTestApp(
      { ...razorpayStubEnv(stub), RATE_LIMITS: 'off' },
      {
        now: () => clock,
        runJobs: false,
        mailer: { send: async (message) => void sent.push(message) },
      },
    );
    staff = await signedInAgent(t.app);
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  beforeEach(async () => {
    clock = NOW;
    await t.jobs.runDue();
    // ₹500 a guest: four guests paid ₹2,000.
    await setPolicy(t.database.db, { kind: 'deposit', depositPerGuestRupees: 500 });
    stub.requests.length = 0;
    sent.length = 0;
  });

  const db = () => t.database.db;
  const verify = (body: object) =>
    request(t.app).post('/api/reservations/verify-payment').send(body);
  const seatsLeft = async (date: string) => {
    const res = await request(t.app).get('/api/availability').query({ date });
    return (res.body as { slot: string; availableSeats: number }[]).find((s) => s.slot === SEVEN)!
      .availableSeats;
  };
  const mailsTo = (subjectStart: string) => sent.filter((m) => m.subject.startsWith(subjectStart));
  const topUpsOf = (id: number) =>
    db().select().from(bookingTopUps).where(eq(bookingTopUps.reservationId, id));
  const refundsOf = (id: number) =>
    db().select().from(bookingRefunds).where(eq(bookingRefunds.reservationId, id));
  const webhook = (gatewayOrderId: string, paymentId: string) => {
    const raw = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            order_id: gatewayOrderId,
            status: 'captured',
            amount: 1,
          },
        },
      },
      created_at: 1_700_000_000,
    });
    return request(t.app)
      .post('/api/payments/razorpay/webhook')
      .set('Content-Type', 'application/json')
      .set('X-Razorpay-Signature', hmacSha256Hex(STUB_WEBHOOK_SECRET, raw))
      .send(raw);
  };

  /** A booking of four (two of each menu) with its ₹2,000 deposit paid. */
  async function paidBooking(overrides: Record<string, unknown> = {}) {
    const booked = await bookWithPayment(t.app, overrides);
    const paid = stub.pay(booked.razorpayOrderId);
    await verify({ reservationId: booked.id, ...paid }).expect(200);
    const row = await bookingRow(db(), booked.id);
    return { booked, paid, row, token: tokenOf(booked.manageUrl) };
  }
  const change = (token: string, party: Record<string, unknown>) =>
    request(t.app).patch(`/api/reservations/manage/${token}`).send(party);
  const grow = async (token: string, date: string, guests = 6) => {
    const res = await change(token, {
      date,
      timeSlot: SEVEN,
      guests,
      vegCount: guests,
      nonVegCount: 0,
    });
    expect(res.status).toBe(200);
    return bookingCheckoutDtoSchema.strict().parse(res.body) as Checkout;
  };

  it('when a paid party grows through the link, then the server charges exactly the difference, and once paid the booking holds the new party and the whole deposit', async () => {
    const { booked, row, token } = await paidBooking();
    // The body names no amount: the server works it out from the booking's ₹500 a guest.
    const topUp = await grow(token, row.date, 6);
    expect(topUp).toMatchObject({ id: booked.id, amount: 100_000, kind: 'deposit' });
    expect(topUp.razorpayOrderId).not.toBe(booked.razorpayOrderId);
    expect(stub.orders.get(topUp.razorpayOrderId)!.amount).toBe(100_000);
    // The new party holds its seats while it pays.
    expect(await seatsLeft(row.date)).toBe(4);
    const waiting = await request(t.app).get(`/api/reservations/manage/${token}`);
    expect(waiting.body).toMatchObject({ guests: 6, vegCount: 6 });
    expect(waiting.body.payment).toMatchObject({
      amount: 200_000,
      topUp: { amount: 100_000, holdUntil: new Date(NOW.getTime() + 15 * 60_000).toISOString() },
    });
    // One change waits at a time: another is refused until this one is paid or lapses.
    const again = await change(token, {
      date: row.date,
      timeSlot: SEVEN,
      guests: 7,
      vegCount: 7,
      nonVegCount: 0,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('₹1,000.00');

    const paid = stub.pay(topUp.razorpayOrderId);
    const ok = await verify({ reservationId: booked.id, ...paid }).expect(200);
    expect(reservationDtoSchema.strict().parse(ok.body)).toMatchObject({
      guests: 6,
      payment: { status: 'completed', amount: 300_000, topUp: null, refunded: 0 },
    });
    await verify({ reservationId: booked.id, ...paid }).expect(200);
    await webhook(topUp.razorpayOrderId, paid.razorpay_payment_id).expect(200);
    expect(await bookingRow(db(), booked.id)).toMatchObject({
      depositAmount: 300_000,
      topUpAmount: null,
      guests: 6,
    });
    expect(await topUpsOf(booked.id)).toMatchObject([
      { status: 'completed', amount: 100_000, paymentId: paid.razorpay_payment_id },
    ]);
    const trail = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.area, 'reservations'), eq(auditLog.entityId, String(booked.id))));
    expect(trail.map((e) => e.action)).toEqual(expect.arrayContaining(['top-up asked', 'payment']));
    await t.jobs.runDue();
    const receipt = mailsTo('Payment received for your larger party');
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.text).toContain('In all you have paid ₹3,000.00 online');
    // The staff list shows the whole deposit.
    const list = await staff.get('/api/reservations').expect(200);
    const listed = (list.body as { id: number; payment: unknown }[]).find(
      (r) => r.id === booked.id,
    );
    expect(listed!.payment).toMatchObject({ amount: 300_000, topUp: null });
  });

  it('when a booking with a paid top-up is cancelled in time, then each payment is refunded by its own amount, once', async () => {
    const { booked, paid, row, token } = await paidBooking();
    const topUp = await grow(token, row.date, 6);
    const topUpPaid = stub.pay(topUp.razorpayOrderId);
    await verify({ reservationId: booked.id, ...topUpPaid }).expect(200);
    await request(t.app).post(`/api/reservations/manage/${token}/cancel`).expect(200);
    await request(t.app).post(`/api/reservations/manage/${token}/cancel`).expect(409);
    await t.jobs.runDue();
    await t.jobs.runDue();
    expect(stub.refundsOf(topUpPaid.razorpay_payment_id).map((r) => r.amount)).toEqual([100_000]);
    expect(stub.refundsOf(paid.razorpay_payment_id).map((r) => r.amount)).toEqual([200_000]);
    expect(await bookingRow(db(), booked.id)).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: 300_000,
    });
  });

  it('when dearer menus are chosen on a prepaid booking, then the difference of the estimates is charged', async () => {
    await setPolicy(db(), { kind: 'prepay' });
    const { booked, row, token } = await paidBooking({ guests: 4, vegCount: 4, nonVegCount: 0 });
    expect(booked.amount).toBe(reservationEstimatePaise(4, 0));
    const res = await change(token, {
      date: row.date,
      timeSlot: SEVEN,
      guests: 4,
      vegCount: 0,
      nonVegCount: 4,
    });
    expect(res.status).toBe(200);
    expect(res.body.amount).toBe(reservationEstimatePaise(0, 4) - reservationEstimatePaise(4, 0));
    expect(res.body.kind).toBe('prepay');
  });

  it("when the top-up is verified with a bad signature or another booking's payment, then it is refused and nothing changes", async () => {
    const a = await paidBooking();
    const b = await paidBooking();
    const topUpA = await grow(a.token, a.row.date, 6);
    const topUpB = await grow(b.token, b.row.date, 5);
    const paidA = stub.pay(topUpA.razorpayOrderId);
    const paidB = stub.pay(topUpB.razorpayOrderId);
    // B's genuine top-up on A, A's on B, A's forged, and A's first payment replayed for its top-up.
    await verify({ reservationId: a.booked.id, ...paidB }).expect(400);
    await verify({ reservationId: b.booked.id, ...paidA }).expect(400);
    await verify({
      reservationId: a.booked.id,
      ...paidA,
      razorpay_signature: paidA.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    }).expect(400);
    await verify({
      reservationId: a.booked.id,
      ...a.paid,
      razorpay_order_id: topUpA.razorpayOrderId,
    }).expect(400);
    expect(await bookingRow(db(), a.booked.id)).toMatchObject({
      depositAmount: 200_000,
      topUpAmount: 100_000,
    });
    expect(await bookingRow(db(), b.booked.id)).toMatchObject({ depositAmount: 200_000 });
    await verify({ reservationId: a.booked.id, ...paidA }).expect(200);
    expect((await bookingRow(db(), a.booked.id)).depositAmount).toBe(300_000);
  });

  it('when a top-up the browser never reported is captured, then the webhook or the reconciliation settles it', async () => {
    const byWebhook = await paidBooking();
    const first = await grow(byWebhook.token, byWebhook.row.date, 6);
    const paid = stub.pay(first.razorpayOrderId);
    await webhook(first.razorpayOrderId, paid.razorpay_payment_id).expect(200);
    expect(await bookingRow(db(), byWebhook.booked.id)).toMatchObject({
      depositAmount: 300_000,
      topUpAmount: null,
    });

    const byJob = await paidBooking();
    const second = await grow(byJob.token, byJob.row.date, 5);
    stub.pay(second.razorpayOrderId);
    await dueNow(db(), byJob.booked.id, 'booking-top-up-reconcile');
    await t.jobs.runDue();
    expect(await bookingRow(db(), byJob.booked.id)).toMatchObject({
      depositAmount: 250_000,
      topUpAmount: null,
      guests: 5,
    });
  });

  it('when the top-up is not paid before its hold ends, then the party goes back to what was paid for, and a late payment is refunded once', async () => {
    const { booked, row, token } = await paidBooking();
    const topUp = await grow(token, row.date, 6);
    expect(await seatsLeft(row.date)).toBe(4);
    // Before the hold ends the job only looks again later.
    await dueNow(db(), booked.id, 'booking-top-up-hold');
    await t.jobs.runDue();
    expect((await bookingRow(db(), booked.id)).guests).toBe(6);

    clock = new Date(NOW.getTime() + 16 * 60_000);
    await dueNow(db(), booked.id, 'booking-top-up-hold');
    await t.jobs.runDue();
    expect(await bookingRow(db(), booked.id)).toMatchObject({
      status: 'confirmed',
      guests: 4,
      vegCount: 2,
      nonVegCount: 2,
      totalAmount: reservationEstimatePaise(2, 2),
      depositAmount: 200_000,
      topUpAmount: null,
      topUpHoldUntil: null,
    });
    expect(await seatsLeft(row.date)).toBe(6);
    expect(await topUpsOf(booked.id)).toMatchObject([{ status: 'lapsed' }]);
    expect(mailsTo('Your change at The Tasting Room was not completed')).toHaveLength(1);

    // The diner paid after all: verify, the webhook and the reconciliation bring it; one refund.
    const paid = stub.pay(topUp.razorpayOrderId);
    await verify({ reservationId: booked.id, ...paid }).expect(200);
    await webhook(topUp.razorpayOrderId, paid.razorpay_payment_id).expect(200);
    await verify({ reservationId: booked.id, ...paid }).expect(200);
    await dueNow(db(), booked.id);
    await t.jobs.runDue();
    await t.jobs.runDue();
    expect(stub.refundsOf(paid.razorpay_payment_id).map((r) => r.amount)).toEqual([100_000]);
    const [topUpRow] = await topUpsOf(booked.id);
    expect(await refundsOf(booked.id)).toMatchObject([
      { reason: 'late_payment', amount: 100_000, topUpId: topUpRow!.id, status: 'processed' },
    ]);
    // The booking keeps its first deposit, paid and held, for its four guests.
    expect(await bookingRow(db(), booked.id)).toMatchObject({
      status: 'confirmed',
      guests: 4,
      paymentStatus: 'completed',
      depositAmount: 300_000,
      refundedAmount: 100_000,
    });
    expect(mailsTo('Your refund from')).toHaveLength(1);
  });

  it('when staff edit the party of a paid booking, then a larger one is not charged online; one waiting for a top-up cannot move', async () => {
    const { booked, row, token } = await paidBooking();
    const edit = (guests: number) =>
      staff.patch(`/api/reservations/${booked.id}`).send({
        name: row.name,
        email: row.email,
        phone: row.phone,
        date: row.date,
        timeSlot: SEVEN,
        guests,
        vegCount: guests,
        nonVegCount: 0,
        specialRequests: '',
      });
    const larger = await edit(6);
    expect(larger.status).toBe(409);
    expect(larger.body.message).toContain('booking link');
    await grow(token, row.date, 5);
    // Going back to four while five wait for their money would lose which party to restore.
    const moved = await edit(4);
    expect(moved.status).toBe(409);
    expect(moved.body.message).toContain("waits for the guest's payment of ₹500.00");
    expect((await bookingRow(db(), booked.id)).topUpAmount).toBe(50_000);
  });

  it('when the gateway cannot open the top-up order, then the party goes back at once', async () => {
    const { booked, row, token } = await paidBooking();
    stub.breakNext(1);
    const res = await change(token, {
      date: row.date,
      timeSlot: SEVEN,
      guests: 6,
      vegCount: 6,
      nonVegCount: 0,
    });
    expect(res.status).toBe(502);
    expect(await bookingRow(db(), booked.id)).toMatchObject({ guests: 4, topUpAmount: null });
    expect(await seatsLeft(row.date)).toBe(6);
  });

  it('when a larger party waits for its payment, then dietary needs must fit the party already paid for', async () => {
    const { booked, row, token } = await paidBooking();
    // Four guests paid for (two of each menu); six vegetarian wait for their money.
    await grow(token, row.date, 6);
    const veg = { menu: 'veg', allergens: ['milk'], preferences: [] };
    const needs = (count: number) =>
      request(t.app)
        .put(`/api/reservations/manage/${token}/needs`)
        .send({ dietaryNeeds: Array.from({ length: count }, () => veg) });
    const tooMany = await needs(3);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toContain('Please pay ₹1,000.00 for your larger party first');
    await needs(2).expect(200);
    expect((await bookingRow(db(), booked.id)).dietaryNeeds).toHaveLength(2);
  });

  it('when staff gave part of the deposit back, then a change that adds no guests asks for nothing', async () => {
    const { booked, row, token } = await paidBooking();
    await staff.post(`/api/reservations/${booked.id}/refund`).send({ amount: 50_000 }).expect(200);
    const res = await change(token, {
      date: row.date,
      timeSlot: SEVEN,
      guests: 4,
      vegCount: 4,
      nonVegCount: 0,
    });
    expect(res.status).toBe(200);
    expect(reservationDtoSchema.strict().parse(res.body).payment).toMatchObject({
      amount: 200_000,
      refunded: 50_000,
      topUp: null,
    });
    expect(await topUpsOf(booked.id)).toEqual([]);
  });
});
