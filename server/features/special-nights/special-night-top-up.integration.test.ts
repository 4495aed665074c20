import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingCheckoutDtoSchema } from '@shared/contracts/booking-payments';
import { reservationDtoSchema } from '@shared/contracts/reservation';
import { bookingTopUps } from '@shared/schema/booking-top-ups';
import {
  bookingRow,
  bookWithPayment,
  paymentsTestApp,
  SEVEN,
  tokenOf,
} from '../../test/deposit-kit';
import { testDatabaseKind } from '../../test/test-database';

// 11:30 in Kolkata on 22 Nov 2026; the nights used here are in 2027.
const NOW = new Date('2026-11-22T06:00:00Z');
const SPECIAL = '2027-06-18';
/** ₹4,000 a guest on the special night, in paise with 5% GST on top. */
const atNightPrice = (guests: number) => Math.round(guests * 4000 * 1.05 * 100);

describe(`a prepaid party on a special night grows at the night's price (${testDatabaseKind})`, () => {
  let kit: Awaited<ReturnType<typeof paymentsTestApp>>;
  beforeAll(async () => {
    kit = await paymentsTestApp(() => NOW);
    await kit.staff
      .post('/api/special-nights')
      .send({
        name: 'Monsoon chef’s table',
        date: SPECIAL,
        capacities: [],
        menu: null,
        pricePerGuestRupees: 4000,
        payment: 'prepay',
        depositPerGuestRupees: null,
      })
      .expect(201);
  });
  afterAll(() => kit.close());

  it('when a guest adds two guests to a prepaid party of two, then the top-up asked is two more guests at the night’s price with GST, and once paid the booking holds the whole night’s price', async () => {
    const { t, stub } = kit;
    // Usual prices for two of each menu would be ₹4,090.50 each way; the night asks ₹8,400.
    const booked = await bookWithPayment(t.app, {
      date: SPECIAL,
      guests: 2,
      vegCount: 1,
      nonVegCount: 1,
    });
    expect(booked).toMatchObject({ kind: 'prepay', amount: atNightPrice(2) });
    await request(t.app)
      .post('/api/reservations/verify-payment')
      .send({ reservationId: booked.id, ...stub.pay(booked.razorpayOrderId) })
      .expect(200);

    const grown = await request(t.app)
      .patch(`/api/reservations/manage/${tokenOf(booked.manageUrl)}`)
      .send({ date: SPECIAL, timeSlot: SEVEN, guests: 4, vegCount: 1, nonVegCount: 3 })
      .expect(200);
    const topUp = bookingCheckoutDtoSchema.parse(grown.body);
    expect(topUp).toMatchObject({ kind: 'prepay', amount: atNightPrice(4) - atNightPrice(2) });
    expect(stub.orders.get(topUp.razorpayOrderId)!.amount).toBe(840_000);
    const [asked] = await t.database.db
      .select()
      .from(bookingTopUps)
      .where(eq(bookingTopUps.reservationId, booked.id));
    expect(asked).toMatchObject({ amount: 840_000, status: 'pending' });

    const paid = await request(t.app)
      .post('/api/reservations/verify-payment')
      .send({ reservationId: booked.id, ...stub.pay(topUp.razorpayOrderId) })
      .expect(200);
    expect(reservationDtoSchema.parse(paid.body)).toMatchObject({
      guests: 4,
      totalAmount: atNightPrice(4),
      payment: { status: 'completed', amount: atNightPrice(4), topUp: null },
    });
    expect(await bookingRow(t.database.db, booked.id)).toMatchObject({
      depositAmount: 1_680_000,
      topUpAmount: null,
    });
  });
});
