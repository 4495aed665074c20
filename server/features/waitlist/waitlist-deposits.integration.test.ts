import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingCheckoutDtoSchema } from '@shared/contracts/booking-payments';
import { bookedReservationDtoSchema } from '@shared/contracts/reservation';
import { staffWaitlistEntryDtoSchema } from '@shared/contracts/waitlist';
import { reservations } from '@shared/schema/reservations';
import type { MailMessage } from '../../mail/mailer';
import {
  bookingRow,
  depositNight,
  dueNow,
  paymentsTestApp,
  setPolicy,
  SEVEN,
} from '../../test/deposit-kit';
import { insertReservation } from '../../test/factories';
import type { RazorpayStub } from '../../test/razorpay-stub';
import type { TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { entryRow, joinWaitlist, seatsInUse, waitlistTokenOf } from '../../test/waitlist-kit';

// A waiting party that claims freed seats books as any diner does: under the payment policy
// (here ₹500 a guest from parties of 3), held unpaid until it pays, released when it does not;
// the offer mail says what is due.

// 11:30 in Kolkata on 22 Nov 2026; the nights are in 2027.
const NOW = new Date('2026-11-22T06:00:00Z');
const FROM_THREE = { kind: 'deposit', depositPerGuestRupees: 500, minGuests: 3 } as const;

describe(`T5: a waitlist claim under the payment policy (${testDatabaseKind})`, () => {
  let clock = NOW;
  let kit: Awaited<ReturnType<typeof paymentsTestApp>>;
  let stub: RazorpayStub;
  let t: TestApp;
  let staff: (typeof kit)['staff'];
  let sent: MailMessage[];
  beforeAll(async () => {
    kit = await paymentsTestApp(() => clock);
    ({ stub, t, staff, sent } = kit);
  });
  afterAll(() => kit.close());
  beforeEach(async () => {
    clock = NOW;
    await t.jobs.runDue();
    await setPolicy(t.database.db, FROM_THREE);
    sent.length = 0;
  });

  const db = () => t.database.db;
  const mailTo = (email: string, subjectStart: string) =>
    sent.filter((m) => m.to === email && m.subject.startsWith(subjectStart));

  /**
   * A full 7 PM seating (parties of 6 and `leaving`), a party of `guests` on its waitlist, then
   * the `leaving` party cancelled by staff: the waiting party is offered the seats and mailed.
   */
  async function offeredSeats(guests: number, leaving = guests) {
    const date = depositNight(400);
    await insertReservation(db(), { date, timeSlot: SEVEN, guests: 10 - leaving });
    const gone = await insertReservation(db(), { date, timeSlot: SEVEN, guests: leaving });
    const email = `claim-${date}-${guests}@example.com`;
    const joined = await joinWaitlist(
      t,
      { date, guests },
      {
        name: 'Kavya Menon',
        email,
        phone: '+91 98450 77777',
      },
    ).expect(201);
    await staff.patch(`/api/reservations/${gone.id}/status`).send({ status: 'cancelled' });
    expect(await entryRow(db(), joined.body.id)).toMatchObject({ status: 'offered' });
    // Read from the offer's mail before it is sent (a sent mail keeps no link).
    const token = await waitlistTokenOf(db(), joined.body.id);
    await t.jobs.runDue();
    return { date, email, entryId: joined.body.id as number, token };
  }
  const claim = (token: string, vegCount: number, nonVegCount: number) =>
    request(t.app).post(`/api/waitlist/claim/${token}`).send({ vegCount, nonVegCount });

  it('T5: when a party of 4 claims under ₹500 a head from 3 guests, then the offer names ₹2,000, the booking is held with the deposit due and pays like any booking', async () => {
    const { email, entryId, token } = await offeredSeats(4);
    const [offer] = mailTo(email, 'A table for 4 is free');
    expect(offer!.text).toContain(
      'A deposit of ₹2,000.00 (₹500.00 a guest) is due online when you book them',
    );
    expect(offer!.text).toContain('the seats are held 15 minutes for the payment');

    const res = await claim(token, 2, 2);
    expect(res.status).toBe(201);
    const checkout = bookingCheckoutDtoSchema.strict().parse(res.body);
    expect(checkout).toMatchObject({ amount: 200_000, kind: 'deposit' });
    expect(stub.orders.get(checkout.razorpayOrderId)!.amount).toBe(200_000);
    const row = await bookingRow(db(), checkout.id);
    expect(row).toMatchObject({
      status: 'confirmed',
      guests: 4,
      paymentStatus: 'pending',
      paymentKind: 'deposit',
      depositAmount: 200_000,
    });
    expect(row.paymentHoldUntil!.getTime()).toBe(NOW.getTime() + 15 * 60_000);
    expect(await entryRow(db(), entryId)).toMatchObject({
      status: 'booked',
      reservationId: checkout.id,
    });
    // Nothing is confirmed before the money comes.
    await t.jobs.runDue();
    expect(mailTo(email, 'Your table at')).toEqual([]);

    const paid = stub.pay(checkout.razorpayOrderId);
    const verified = await request(t.app)
      .post('/api/reservations/verify-payment')
      .send({ reservationId: checkout.id, ...paid });
    expect(verified.status).toBe(200);
    expect(verified.body.payment).toMatchObject({ status: 'completed', amount: 200_000 });
    await t.jobs.runDue();
    const [confirmed] = mailTo(email, 'Your table at');
    // The mail carries the very link the claim answered.
    expect(confirmed!.text).toContain(checkout.manageUrl);
  });

  it('T5: when the claimed deposit is not paid before the hold ends, then the booking is released and the seats go to the next party waiting', async () => {
    const { date, token, entryId } = await offeredSeats(4);
    const next = await joinWaitlist(t, { date, guests: 4 }).expect(201);
    const checkout = bookingCheckoutDtoSchema.parse((await claim(token, 0, 4).expect(201)).body);
    expect(checkout.amount).toBe(200_000);

    clock = new Date(NOW.getTime() + 16 * 60_000);
    await dueNow(db(), checkout.id, 'booking-payment-hold');
    await t.jobs.runDue();
    expect(await bookingRow(db(), checkout.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'system',
      cancelReason: 'payment not completed',
    });
    expect(await entryRow(db(), next.body.id)).toMatchObject({ status: 'offered' });
    const inUse = await seatsInUse(db(), date);
    expect(inUse).toEqual({ booked: 6, held: 4 });
    // The claim came to nothing: the diner and staff read its offer as ended, not as booked.
    expect(await entryRow(db(), entryId)).toMatchObject({ status: 'expired' });
    const guestView = await request(t.app).get(`/api/waitlist/manage/${token}`).expect(200);
    expect(guestView.body).toMatchObject({ status: 'expired' });
    const staffView = await staff.get(`/api/waitlist?date=${date}`).expect(200);
    const listed = staffWaitlistEntryDtoSchema.array().parse(staffView.body);
    expect(listed.find((e) => e.id === entryId)).toMatchObject({ status: 'expired' });
  });

  it('T5: when the gateway cannot open the claimed order, then no booking is left and the party keeps the seats offered to it', async () => {
    const { date, entryId, token } = await offeredSeats(4);
    stub.breakNext(1);
    const res = await claim(token, 2, 2);
    expect(res.status).toBe(502);
    expect(await entryRow(db(), entryId)).toMatchObject({ status: 'offered', reservationId: null });
    expect(await seatsInUse(db(), date)).toEqual({ booked: 6, held: 4 });
    const again = bookingCheckoutDtoSchema.parse((await claim(token, 2, 2).expect(201)).body);
    expect(await entryRow(db(), entryId)).toMatchObject({
      status: 'booked',
      reservationId: again.id,
    });
  });

  it('T5: when no policy applies (a party of 2 under "from 3", or no policy at all), then the claim books at once as today and the offer names no payment', async () => {
    const pair = await offeredSeats(2);
    expect(mailTo(pair.email, 'A table for 2 is free')[0]!.text).not.toContain('deposit');
    const booked = bookedReservationDtoSchema.parse(
      (await claim(pair.token, 1, 1).expect(201)).body,
    );
    expect(booked).toMatchObject({ status: 'confirmed', paymentStatus: 'not_paid', payment: null });

    await setPolicy(db(), { kind: 'none' });
    const four = await offeredSeats(4);
    expect(mailTo(four.email, 'A table for 4 is free')[0]!.text).not.toContain('due online');
    const res = await claim(four.token, 2, 2).expect(201);
    expect(bookedReservationDtoSchema.strict().parse(res.body).payment).toBeNull();
    await t.jobs.runDue();
    expect(mailTo(four.email, 'Your table at')).toHaveLength(1);
    const [row] = await db().select().from(reservations).where(eq(reservations.id, res.body.id));
    expect(row).toMatchObject({ paymentStatus: 'not_paid', depositAmount: null });
  });
});
