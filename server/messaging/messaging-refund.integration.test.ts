import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingReference } from '@shared/booking-reference';
import { guestMessages } from '@shared/schema/guest-messages';
import { bookWithPayment, paymentsTestApp, setPolicy } from '../test/deposit-kit';
import { testDatabaseKind } from '../test/test-database';

// A refund staff give (not a cancellation's, which the cancellation's message tells) sends one
// deposit_refunded message to a guest who ticked the box, none to one who did not.

// 11:30 in Kolkata on 22 Nov 2026; the nights booked are in 2027.
const NOW = new Date('2026-11-22T06:00:00Z');

describe(`the refund's message (${testDatabaseKind})`, () => {
  let kit: Awaited<ReturnType<typeof paymentsTestApp>>;
  beforeAll(async () => {
    kit = await paymentsTestApp(() => NOW);
    await setPolicy(kit.t.database.db, { kind: 'deposit', depositPerGuestRupees: 500 });
  });
  afterAll(async () => {
    await kit?.close();
  });

  let seq = 0;
  /** A booking paid online by a guest of its own; the party's deposit is ₹2,000.00. */
  async function paidBooking(messagingConsent: boolean) {
    seq += 1;
    const booked = await bookWithPayment(kit.t.app, {
      email: `refunded-${seq}@example.com`,
      phone: `+91 92000 ${String(seq).padStart(5, '0')}`,
      ...(messagingConsent ? { messagingConsent: true } : {}),
    });
    const paid = kit.stub.pay(booked.razorpayOrderId);
    await request(kit.t.app)
      .post('/api/reservations/verify-payment')
      .send({ reservationId: booked.id, ...paid })
      .expect(200);
    return booked;
  }
  const refundMessages = async (id: number) =>
    (
      await kit.t.database.db
        .select()
        .from(guestMessages)
        .where(eq(guestMessages.reservationId, id))
    ).filter((m) => m.template === 'deposit_refunded');

  it('when staff refund part of a paid booking, then a guest who ticked the box gets one deposit_refunded message with the amount and reference, and one who did not gets none', async () => {
    const yes = await paidBooking(true);
    const no = await paidBooking(false);
    for (const booked of [yes, no]) {
      await kit.staff
        .post(`/api/reservations/${booked.id}/refund`)
        .send({ amount: 50_000 })
        .expect(200);
    }
    await kit.t.jobs.runDue();
    await kit.t.jobs.runDue();
    expect(
      kit.stub.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/refund')),
    ).toHaveLength(2);

    const told = await refundMessages(yes.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('₹500.00');
    expect(told[0]!.text).toContain(bookingReference(yes.id));
    expect(told[0]!.to).toBe('+919200000001');
    expect(await refundMessages(no.id)).toEqual([]);
  });
});
