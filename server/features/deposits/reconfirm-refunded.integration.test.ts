import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '@shared/schema/audit-log';
import { bookingRefunds } from '@shared/schema/booking-refunds';
import {
  bookingRow,
  bookWithPayment,
  dueNow,
  setPolicy,
  tokenOf,
  type Checkout,
} from '../../test/deposit-kit';
import { razorpayStubEnv, startRazorpayStub, type RazorpayStub } from '../../test/razorpay-stub';
import { startSmtpPeer, type ReceivedMail } from '../../test/smtp-peer';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

// 11:30 in Kolkata on 22 Nov 2026; the nights booked are in 2027, well inside free cancellation.
const NOW = new Date('2026-11-22T06:00:00Z');

// A guest cancels a paid booking in time and is refunded; staff then reconfirm it. What the
// guest is mailed goes through a real SMTP peer, the money through the Razorpay SDK's stub.
describe(`reconfirming a cancelled booking that paid online (${testDatabaseKind})`, () => {
  let stub: RazorpayStub;
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  let clock = NOW;
  let guest = 0;

  beforeAll(async () => {
    stub = await startRazorpayStub();
    peer = await startSmtpPeer();
    t = await createTestApp(
      {
        ...razorpayStubEnv(stub),
        RATE_LIMITS: 'off',
        SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
        MAIL_FROM: 'The Tasting Room <table@example.com>',
      },
      { now: () => clock, runJobs: false },
    );
    staff = await signedInAgent(t.app);
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
    await stub.close();
  });
  beforeEach(async () => {
    clock = NOW;
    await setPolicy(t.database.db, { kind: 'deposit', depositPerGuestRupees: 500 });
  });

  const db = () => t.database.db;
  /** A guest of one's own per test, so each reads only the mail sent to them. */
  const newGuest = () => `reconfirm.${++guest}@example.com`;
  const mailsTo = (email: string): ReceivedMail[] =>
    peer.received.filter((m) => m.to.includes(email));
  /** Runs every due job (mail included) and waits until the peer holds what was sent. */
  const settle = async () => {
    await t.jobs.runDue();
    await t.jobs.runDue();
  };
  const pay = async (booked: Checkout) => {
    const paid = stub.pay(booked.razorpayOrderId);
    await request(t.app)
      .post('/api/reservations/verify-payment')
      .send({ reservationId: booked.id, ...paid })
      .expect(200);
    return paid;
  };

  /** Six guests at ₹500 a head: a ₹3,000 deposit, paid, then cancelled by the guest in time. */
  async function paidThenCancelled(email: string) {
    const booked = await bookWithPayment(t.app, {
      email,
      guests: 6,
      vegCount: 3,
      nonVegCount: 3,
    });
    const paid = await pay(booked);
    await request(t.app)
      .post(`/api/reservations/manage/${tokenOf(booked.manageUrl)}/cancel`)
      .expect(200);
    await settle();
    return { booked, paid };
  }

  it('T6: reconfirming a refunded cancelled booking leaves it paid at the restaurant, moves no money, and sends one mail that never says the deposit is both refunded and kept', async () => {
    const email = newGuest();
    const { booked, paid } = await paidThenCancelled(email);
    expect(stub.refundsOf(paid.razorpay_payment_id)).toHaveLength(1);
    const before = mailsTo(email).length;

    const res = await staff
      .patch(`/api/reservations/${booked.id}/status`)
      .send({ status: 'confirmed' })
      .expect(200);
    expect(res.body.status).toBe('confirmed');
    // The refund stands: nothing is asked online again, and nothing more goes back.
    expect(res.body.payment).toMatchObject({ status: 'refunded', refunded: 300_000 });
    await settle();
    expect(stub.refundsOf(paid.razorpay_payment_id)).toHaveLength(1);
    const refunds = await db()
      .select()
      .from(bookingRefunds)
      .where(eq(bookingRefunds.reservationId, booked.id));
    expect(refunds).toHaveLength(1);
    const row = await bookingRow(db(), booked.id);
    expect(row).toMatchObject({ status: 'confirmed', refundedAmount: 300_000 });
    const trail = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, String(booked.id)),
          eq(auditLog.action, 'payment at the restaurant'),
        ),
      );
    expect(trail).toHaveLength(1);

    const sent = mailsTo(email).slice(before);
    expect(sent.map((m) => m.mail.subject)).toEqual([expect.stringMatching(/is confirmed again$/)]);
    const text = sent[0]!.mail.text ?? '';
    expect(text).toContain('The ₹3,000.00 we refunded stays refunded');
    expect(text).toContain('payable at the restaurant');
    expect(text).not.toMatch(/kept/i);
    expect(text).not.toContain('awaiting payment');
  });

  it('T6: reconfirming a booking whose unpaid hold ended asks nothing online: its deposit is waived and the one mail says so', async () => {
    const email = newGuest();
    const booked = await bookWithPayment(t.app, { email });
    clock = new Date(new Date(booked.holdUntil).getTime() + 60_000);
    await dueNow(db(), booked.id);
    await settle();
    expect((await bookingRow(db(), booked.id)).status).toBe('cancelled');
    const before = mailsTo(email).length;

    const res = await staff
      .patch(`/api/reservations/${booked.id}/status`)
      .send({ status: 'confirmed' })
      .expect(200);
    expect(res.body.payment).toMatchObject({ status: 'not_paid', holdUntil: null });
    await settle();
    const sent = mailsTo(email).slice(before);
    expect(sent).toHaveLength(1);
    const text = sent[0]!.mail.text ?? '';
    expect(text).toContain('No deposit is asked');
    expect(text).toContain('payable at the restaurant');
    expect(text).not.toContain('awaiting payment');
    expect(text).not.toMatch(/kept/i);
  });

  it('T14: a guest cancellation with a refund sends one mail that says the booking is cancelled and what is refunded', async () => {
    const email = newGuest();
    const before = mailsTo(email).length;
    const booked = await bookWithPayment(t.app, {
      email,
      guests: 6,
      vegCount: 3,
      nonVegCount: 3,
    });
    await pay(booked);
    await settle();
    const confirmations = mailsTo(email).length - before;
    await request(t.app)
      .post(`/api/reservations/manage/${tokenOf(booked.manageUrl)}/cancel`)
      .expect(200);
    await settle();
    // The refund is processed by the gateway, yet no second note follows the first.
    expect((await bookingRow(db(), booked.id)).paymentStatus).toBe('refunded');
    const sent = mailsTo(email).slice(before + confirmations);
    expect(sent.map((m) => m.mail.subject)).toEqual([expect.stringMatching(/is cancelled$/)]);
    expect(sent[0]!.mail.text).toContain('As you asked, your booking');
    expect(sent[0]!.mail.text).toContain('We are refunding ₹3,000.00 to the card you paid with');
  });
});
