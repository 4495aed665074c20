import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookingCheckoutDtoSchema } from '@shared/contracts/booking-payments';
import { bookedReservationDtoSchema, reservationDtoSchema } from '@shared/contracts/reservation';
import { auditLog } from '@shared/schema/audit-log';
import { bookingRefunds } from '@shared/schema/booking-refunds';
import type { MailMessage } from '../../mail/mailer';
import {
  bookingRow,
  bookWithPayment,
  depositBooking,
  depositNight,
  dueNow,
  setPolicy,
  SEVEN,
  tokenOf,
} from '../../test/deposit-kit';
import { razorpayStubEnv, startRazorpayStub, type RazorpayStub } from '../../test/razorpay-stub';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { entryRow, joinWaitlist } from '../../test/waitlist-kit';
import { testDatabaseKind } from '../../test/test-database';

// 11:30 in Kolkata on 22 Nov 2026; the nights booked are in 2027, far outside any window.
const NOW = new Date('2026-11-22T06:00:00Z');

describe(`booking deposits through the Razorpay SDK against its stub (${testDatabaseKind})`, () => {
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
    // What earlier tests queued goes out now, so each test reads only its own mail.
    await t.jobs.runDue();
    await setPolicy(t.database.db, { kind: 'deposit', depositPerGuestRupees: 500 });
    stub.requests.length = 0;
    sent.length = 0;
  });

  const db = () => t.database.db;
  const verify = (body: object) =>
    request(t.app).post('/api/reservations/verify-payment').send(body);
  const pay = async (booked: { id: number; razorpayOrderId: string }) => {
    const paid = stub.pay(booked.razorpayOrderId);
    await verify({ reservationId: booked.id, ...paid }).expect(200);
    return paid;
  };
  const seatsLeft = async (date: string) => {
    const res = await request(t.app).get('/api/availability').query({ date });
    return (res.body as { slot: string; availableSeats: number }[]).find((s) => s.slot === SEVEN)!
      .availableSeats;
  };
  const refundCalls = () =>
    stub.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/refund'));
  const refundsOf = (id: number) =>
    db().select().from(bookingRefunds).where(eq(bookingRefunds.reservationId, id));
  const mailsTo = (subjectStart: string) => sent.filter((m) => m.subject.startsWith(subjectStart));

  it('when the policy is none, then a booking is confirmed at once and pays at the restaurant', async () => {
    await setPolicy(db(), { kind: 'none' });
    const res = await request(t.app).post('/api/reservations').send(depositBooking()).expect(201);
    const booked = bookedReservationDtoSchema.strict().parse(res.body);
    expect(booked).toMatchObject({ status: 'confirmed', paymentStatus: 'not_paid', payment: null });
    expect(stub.requests).toEqual([]);
  });

  it('when an admin saves a policy, then it is audited, public, and refused when out of range', async () => {
    const policy = {
      kind: 'deposit',
      depositPerGuestRupees: 1500,
      weekdays: [5, 6],
      minGuests: 4,
      cancellationHours: 48,
      holdMinutes: 15,
    };
    await staff.put('/api/site-settings/booking-payments').send(policy).expect(200, policy);
    await request(t.app).get('/api/site-settings/booking-payments').expect(200, policy);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, 'booking-payments'));
    expect(entry).toMatchObject({ area: 'settings', username: 'admin' });
    const bad = await staff
      .put('/api/site-settings/booking-payments')
      .send({ ...policy, holdMinutes: 1, kind: 'gold' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'holdMinutes',
      'kind',
    ]);
    await request(t.app).put('/api/site-settings/booking-payments').send(policy).expect(401);
  });

  it('when the policy asks a deposit, then the amount comes from the policy and the party, never the client', async () => {
    const booked = await bookWithPayment(t.app, {
      guests: 3,
      vegCount: 1,
      nonVegCount: 2,
      amount: 100,
      totalAmount: 100,
    });
    expect(bookingCheckoutDtoSchema.strict().parse(booked)).toMatchObject({
      amount: 3 * 500 * 100,
      kind: 'deposit',
      razorpayKeyId: expect.stringMatching(/^rzp_test_/),
    });
    expect(stub.orders.get(booked.razorpayOrderId)!.amount).toBe(150_000);
    const row = await bookingRow(db(), booked.id);
    expect(row).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'pending',
      depositAmount: 150_000,
    });
    expect(row.paymentHoldUntil!.getTime()).toBe(NOW.getTime() + 15 * 60_000);
    // Held seats count as taken; nothing is confirmed to the guest yet.
    expect(await seatsLeft(row.date)).toBe(7);
    await t.jobs.runDue();
    expect(mailsTo('Your table at')).toEqual([]);
  });

  it('when the deposit per guest comes to more than the estimate, then the estimate is asked and no more', async () => {
    await setPolicy(db(), { kind: 'deposit', depositPerGuestRupees: 2000 });
    // Two non-vegetarian menus: ₹1,998 + 5% GST = ₹2,097.90, not 2 × ₹2,000.
    const booked = await bookWithPayment(t.app, { guests: 2, vegCount: 0, nonVegCount: 2 });
    expect(booked).toMatchObject({ kind: 'deposit', amount: 209_790 });
    expect(stub.orders.get(booked.razorpayOrderId)!.amount).toBe(209_790);
    expect(await bookingRow(db(), booked.id)).toMatchObject({
      totalAmount: 209_790,
      depositPerGuest: 200_000,
      depositAmount: 209_790,
    });
  });

  it('when prepaid, on chosen weekdays and parties only, then others pay at the restaurant', async () => {
    const friday = (() => {
      for (;;) {
        const night = depositNight(400);
        if (new Date(`${night}T00:00:00Z`).getUTCDay() === 5) return night;
      }
    })();
    const saturday = new Date(Date.parse(`${friday}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    await setPolicy(db(), { kind: 'prepay', weekdays: [5], minGuests: 3 });
    const prepaid = await bookWithPayment(t.app, {
      date: friday,
      guests: 3,
      vegCount: 3,
      nonVegCount: 0,
    });
    expect(prepaid).toMatchObject({ kind: 'prepay', amount: Math.round(3 * 949 * 1.05 * 100) });
    for (const other of [
      { date: saturday, guests: 3, vegCount: 3, nonVegCount: 0 },
      { date: friday, guests: 2, vegCount: 2, nonVegCount: 0 },
    ]) {
      const res = await request(t.app).post('/api/reservations').send(depositBooking(other));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ paymentStatus: 'not_paid', payment: null });
    }
  });

  it('when the browser reports payments, then only the good signature for this booking confirms it', async () => {
    const a = await bookWithPayment(t.app);
    const b = await bookWithPayment(t.app);
    const paidA = stub.pay(a.razorpayOrderId);
    const paidB = stub.pay(b.razorpayOrderId);
    // Another booking's genuine payment, a forged signature, the right one on the wrong booking.
    await verify({ reservationId: a.id, ...paidB }).expect(400);
    await verify({ reservationId: b.id, ...paidA }).expect(400);
    await verify({
      reservationId: a.id,
      ...paidA,
      razorpay_signature: paidA.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    }).expect(400);
    await verify({ reservationId: a.id, razorpay_order_id: 'nonsense' }).expect(400);
    expect((await bookingRow(db(), a.id)).paymentStatus).toBe('pending');

    const ok = await verify({ reservationId: a.id, ...paidA }).expect(200);
    expect(reservationDtoSchema.strict().parse(ok.body).payment).toMatchObject({
      status: 'completed',
      amount: 200_000,
      holdUntil: null,
    });
    await verify({ reservationId: a.id, ...paidA }).expect(200);
    await t.jobs.runDue();
    const confirmations = mailsTo('Your table at');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.text).toContain('Deposit: ₹2,000.00 paid');
    // The bill row says what the deposit leaves to pay, not 'payable at the restaurant'.
    expect(confirmations[0]!.text).toContain(
      'Estimated bill: ₹4,090.80 including 5% GST; ₹2,090.80 left to pay at the restaurant',
    );
    // The link mailed once paid is the one the browser was given.
    expect(confirmations[0]!.text).toContain(a.manageUrl);
    const manage = await request(t.app).get(`/api/reservations/manage/${tokenOf(a.manageUrl)}`);
    expect(manage.body.payment).toMatchObject({ status: 'completed' });
    expect((await bookingRow(db(), a.id)).manageLinkSeed).toBeNull();
  });

  it('when a payment the browser never reported arrives by webhook or reconciliation, then it confirms the booking', async () => {
    const booked = await bookWithPayment(t.app);
    stub.pay(booked.razorpayOrderId);
    await dueNow(db(), booked.id, 'booking-payment-reconcile');
    await t.jobs.runDue();
    expect((await bookingRow(db(), booked.id)).paymentStatus).toBe('completed');
    expect(mailsTo('Your table at')).toHaveLength(1);
  });

  it('when the hold ends unpaid (clock pinned), then the job releases the seats, and a late payment is refunded once', async () => {
    const booked = await bookWithPayment(t.app);
    const { date } = await bookingRow(db(), booked.id);
    expect(await seatsLeft(date)).toBe(6);
    // Before the hold ends the job only looks again later.
    await dueNow(db(), booked.id, 'booking-payment-hold');
    await t.jobs.runDue();
    expect((await bookingRow(db(), booked.id)).status).toBe('confirmed');

    clock = new Date(NOW.getTime() + 16 * 60_000);
    await dueNow(db(), booked.id, 'booking-payment-hold');
    await t.jobs.runDue();
    const released = await bookingRow(db(), booked.id);
    expect(released).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'system',
      cancelReason: 'payment not completed',
      paymentStatus: 'pending',
    });
    expect(await seatsLeft(date)).toBe(10);
    expect(mailsTo('Your table at The Tasting Room was not confirmed')).toHaveLength(1);
    const manage = await request(t.app).get(
      `/api/reservations/manage/${tokenOf(booked.manageUrl)}`,
    );
    expect(manage.body).toMatchObject({
      status: 'cancelled',
      cancelReason: 'payment not completed',
    });

    // The diner paid after all: verify and a webhook both bring the news; one refund follows.
    const paid = stub.pay(booked.razorpayOrderId);
    await verify({ reservationId: booked.id, ...paid }).expect(200);
    await verify({ reservationId: booked.id, ...paid }).expect(200);
    await dueNow(db(), booked.id);
    await t.jobs.runDue();
    await t.jobs.runDue();
    expect(refundCalls()).toHaveLength(1);
    expect(refundCalls()[0]!.body).toMatchObject({ amount: booked.amount });
    expect(await refundsOf(booked.id)).toMatchObject([
      { reason: 'late_payment', status: 'processed', amount: booked.amount },
    ]);
    expect(await bookingRow(db(), booked.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundStatus: 'processed',
    });
    expect(mailsTo('Your refund from')).toHaveLength(1);
    expect(mailsTo('Your table at The Tasting Room on')).toEqual([]);
  });

  it('when a paid booking is cancelled inside the window, then the full amount is refunded once, even retried', async () => {
    const booked = await bookWithPayment(t.app);
    const paid = await pay(booked);
    const token = tokenOf(booked.manageUrl);
    await request(t.app).post(`/api/reservations/manage/${token}/cancel`).expect(200);
    await request(t.app).post(`/api/reservations/manage/${token}/cancel`).expect(409);
    await t.jobs.runDue();
    await t.jobs.runDue();
    expect(stub.refundsOf(paid.razorpay_payment_id)).toHaveLength(1);
    const after = await request(t.app).get(`/api/reservations/manage/${token}`);
    expect(after.body.payment).toMatchObject({
      status: 'refunded',
      refunded: booked.amount,
      refundStatus: 'processed',
    });
    const cancelled = mailsTo('Your booking at');
    expect(cancelled.at(-1)!.text).toContain('We are refunding ₹2,000.00');
    // The cancellation's mail told the refund: no second note about it.
    expect(mailsTo('Your refund from')).toEqual([]);
  });

  it('when a paid booking is cancelled after the window closed, then the deposit is kept and the guest is told', async () => {
    const booked = await bookWithPayment(t.app);
    await pay(booked);
    const { date } = await bookingRow(db(), booked.id);
    // Noon the day before the 7 PM seating: 31 hours ahead, inside the 48-hour window.
    clock = new Date(`${date}T06:30:00Z`);
    clock = new Date(clock.getTime() - 86_400_000);
    const res = await request(t.app).post(
      `/api/reservations/manage/${tokenOf(booked.manageUrl)}/cancel`,
    );
    expect(res.status).toBe(200);
    expect(res.body.payment).toMatchObject({ status: 'completed', refunded: 0 });
    await t.jobs.runDue();
    expect(refundCalls()).toEqual([]);
    expect(mailsTo('Your booking at').at(-1)!.text).toContain('deposit of ₹2,000.00 is kept');
    const kept = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(booked.id)), eq(auditLog.action, 'payment kept')));
    expect(kept).toHaveLength(1);
  });

  it('when staff close the seating and cancel its bookings, then a paid one is refunded in full, even late', async () => {
    const booked = await bookWithPayment(t.app);
    await pay(booked);
    const { date } = await bookingRow(db(), booked.id);
    clock = new Date(Date.parse(`${date}T06:30:00Z`) - 86_400_000);
    // Signed in on that day: a session from months before would have ended.
    const lateStaff = await signedInAgent(t.app);
    await lateStaff
      .post('/api/blocked-slots')
      .send({ date, timeSlot: SEVEN, bookings: 'cancel', message: 'A private event' })
      .expect(201);
    await t.jobs.runDue();
    expect(await refundsOf(booked.id)).toMatchObject([
      { reason: 'cancellation', status: 'processed', amount: booked.amount },
    ]);
  });

  it('when an unpaid hold ends on a full seating, then its seats go to the waitlist as a cancellation would', async () => {
    const date = depositNight();
    await setPolicy(db(), { kind: 'none' });
    await request(t.app)
      .post('/api/reservations')
      .send(depositBooking({ date, guests: 6, vegCount: 3, nonVegCount: 3 }))
      .expect(201);
    await setPolicy(db(), { kind: 'deposit', depositPerGuestRupees: 500 });
    const held = await bookWithPayment(t.app, { date, email: 'held@example.com' });
    expect(await seatsLeft(date)).toBe(0);
    const joined = await joinWaitlist(t, { date, guests: 4 });
    expect(joined.status).toBe(201);

    clock = new Date(NOW.getTime() + 16 * 60_000);
    await dueNow(db(), held.id, 'booking-payment-hold');
    await t.jobs.runDue();
    expect((await bookingRow(db(), held.id)).status).toBe('cancelled');
    expect(await entryRow(db(), joined.body.id)).toMatchObject({ status: 'offered' });
    // The four seats are held for the waiting party, not back on open sale.
    expect(await seatsLeft(date)).toBe(0);
  });

  it('when the floor marks a paid party a no-show, then the deposit is kept and a later cancel refunds nothing', async () => {
    const booked = await bookWithPayment(t.app);
    await pay(booked);
    const { date } = await bookingRow(db(), booked.id);
    // 8 PM in Kolkata on the night: the 7 PM seating has started.
    clock = new Date(`${date}T14:30:00Z`);
    const floor = await signedInAgent(t.app);
    await floor
      .put(`/api/reservations/${booked.id}/attendance`)
      .send({ attendance: 'no_show' })
      .expect(200);
    await floor
      .patch(`/api/reservations/${booked.id}/status`)
      .send({ status: 'cancelled' })
      .expect(200);
    await t.jobs.runDue();
    expect(await refundsOf(booked.id)).toEqual([]);
    expect(refundCalls()).toEqual([]);
    const kept = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(booked.id)), eq(auditLog.action, 'payment kept')));
    expect(kept.map((e) => e.after)).toEqual([
      { kept: booked.amount, reason: 'no-show' },
      { kept: booked.amount, reason: 'cancelled after the free cancellation period' },
    ]);
  });

  it('when the guest and staff cancel at once, then one refund is asked for', async () => {
    const booked = await bookWithPayment(t.app);
    await pay(booked);
    const results = await Promise.all([
      request(t.app).post(`/api/reservations/manage/${tokenOf(booked.manageUrl)}/cancel`),
      staff.patch(`/api/reservations/${booked.id}/status`).send({ status: 'cancelled' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    await t.jobs.runDue();
    expect(await refundsOf(booked.id)).toHaveLength(1);
    expect(refundCalls()).toHaveLength(1);
  });

  it('when staff refund part of a paid booking, then the gateway refunds that part and no more than was paid', async () => {
    const booked = await bookWithPayment(t.app);
    await pay(booked);
    const part = await staff.post(`/api/reservations/${booked.id}/refund`).send({ amount: 50_000 });
    expect(part.status).toBe(200);
    expect(part.body.payment).toMatchObject({ refunded: 50_000, refundStatus: 'requested' });
    const tooMuch = await staff
      .post(`/api/reservations/${booked.id}/refund`)
      .send({ amount: 200_000 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe('At most ₹1,500.00 is left to refund.');
    await request(t.app)
      .post(`/api/reservations/${booked.id}/refund`)
      .send({ amount: 100 })
      .expect(401);
    await t.jobs.runDue();
    expect(refundCalls().map((r) => r.body)).toMatchObject([{ amount: 50_000 }]);
    expect(await bookingRow(db(), booked.id)).toMatchObject({
      paymentStatus: 'completed',
      refundedAmount: 50_000,
      refundStatus: 'processed',
    });
    const list = await staff.get('/api/reservations').expect(200);
    const row = list.body.find((r: { id: number }) => r.id === booked.id);
    expect(row.payment).toMatchObject({ amount: 200_000, refunded: 50_000 });
  });

  it('when the refund call fails, then the job retries and never refunds twice', async () => {
    const booked = await bookWithPayment(t.app);
    const paid = await pay(booked);
    await request(t.app)
      .post(`/api/reservations/manage/${tokenOf(booked.manageUrl)}/cancel`)
      .expect(200);
    stub.breakNext(1);
    await t.jobs.runDue();
    expect((await bookingRow(db(), booked.id)).refundStatus).toBe('requested');
    await dueNow(db(), booked.id, 'booking-refund');
    await t.jobs.runDue();
    expect(stub.refundsOf(paid.razorpay_payment_id)).toHaveLength(1);
    expect((await bookingRow(db(), booked.id)).paymentStatus).toBe('refunded');
  });

  it('when the party of a paid booking shrinks in time, then the difference is refunded (growing: top-ups.integration.test.ts)', async () => {
    const booked = await bookWithPayment(t.app);
    await pay(booked);
    const row = await bookingRow(db(), booked.id);
    const token = tokenOf(booked.manageUrl);
    const change = (guests: number) =>
      request(t.app)
        .patch(`/api/reservations/manage/${token}`)
        .send({ date: row.date, timeSlot: SEVEN, guests, vegCount: guests, nonVegCount: 0 });
    const shrunk = await change(3);
    expect(shrunk.status).toBe(200);
    expect(shrunk.body.payment).toMatchObject({ amount: 200_000, refunded: 50_000 });
    expect(await refundsOf(booked.id)).toMatchObject([{ reason: 'party_change', amount: 50_000 }]);
  });

  it('when the gateway cannot open the order, then the booking is removed and its seats are free', async () => {
    const date = depositNight();
    stub.breakNext(1);
    const res = await request(t.app).post('/api/reservations').send(depositBooking({ date }));
    expect(res.status).toBe(502);
    expect(await seatsLeft(date)).toBe(10);
  });
});
