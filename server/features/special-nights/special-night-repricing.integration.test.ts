import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedReservationDtoSchema, reservationDtoSchema } from '@shared/contracts/reservation';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

// 11:30 in Kolkata on 22 Nov 2026; the nights used here are in 2027.
const NOW = new Date('2026-11-22T06:00:00Z');
const SEVEN = '7:00 PM - 8:00 PM';
const SPECIAL = '2027-05-14';
const USUAL = '2027-05-13';
/** ₹ per guest before GST on the special night, in paise with 5% GST on top. */
const special = (guests: number) => Math.round(guests * 7000 * 1.05 * 100);
const usual = (veg: number, nonVeg: number) => Math.round((veg * 949 + nonVeg * 999) * 1.05 * 100);

describe(`a party change on a special night re-prices with its price (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'off' }, { now: () => NOW, runJobs: false });
    staff = await signedInAgent(t.app);
    await staff
      .post('/api/special-nights')
      .send({ name: 'Chef’s table', date: SPECIAL, pricePerGuestRupees: 7000, payment: 'none' })
      .expect(201);
  });
  afterAll(() => t.close());

  let n = 0;
  const book = async (date: string) => {
    n += 1;
    const res = await request(t.app)
      .post('/api/reservations')
      .send({
        name: `Repriced ${n}`,
        email: `repriced-${n}@example.com`,
        phone: `+91 94100 ${String(n).padStart(5, '0')}`,
        date,
        timeSlot: SEVEN,
        guests: 2,
        vegCount: 1,
        nonVegCount: 1,
      })
      .expect(201);
    const booked = bookedReservationDtoSchema.parse(res.body);
    return { ...booked, token: booked.manageUrl.split('/reservation/')[1]! };
  };
  const guestChange = (token: string, date: string, guests: number) =>
    request(t.app)
      .patch(`/api/reservations/manage/${token}`)
      .send({ date, timeSlot: SEVEN, guests, vegCount: guests, nonVegCount: 0 })
      .expect(200);

  it('when a guest grows the party on the special night or moves onto it, then the estimate is the night’s price; moving off it gives the usual prices back', async () => {
    const mine = await book(SPECIAL);
    expect(mine.totalAmount).toBe(special(2));
    const grown = reservationDtoSchema.parse((await guestChange(mine.token, SPECIAL, 4)).body);
    expect(grown.totalAmount).toBe(special(4));

    const other = await book(USUAL);
    expect(other.totalAmount).toBe(usual(1, 1));
    const moved = reservationDtoSchema.parse((await guestChange(other.token, SPECIAL, 3)).body);
    expect(moved.totalAmount).toBe(special(3));
    const back = reservationDtoSchema.parse((await guestChange(other.token, USUAL, 3)).body);
    expect(back.totalAmount).toBe(usual(3, 0));
  });

  it('when staff book or edit a party on the special night, then the estimate is the night’s price', async () => {
    const party = {
      name: 'Phoned Guest',
      email: 'phoned@example.com',
      phone: '+91 94200 00001',
      date: SPECIAL,
      timeSlot: SEVEN,
      guests: 2,
      vegCount: 2,
      nonVegCount: 0,
    };
    const made = await staff
      .post('/api/reservations/staff')
      .send({ ...party, source: 'phone' })
      .expect(201);
    expect(made.body.totalAmount).toBe(special(2));
    const edited = await staff
      .patch(`/api/reservations/${made.body.id}`)
      .send({ ...party, guests: 5, vegCount: 3, nonVegCount: 2 })
      .expect(200);
    expect(reservationDtoSchema.parse(edited.body).totalAmount).toBe(special(5));
  });
});
