import request from 'supertest';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEATINGS } from '@shared/constants';
import { overviewDtoSchema } from '@shared/contracts/analytics';
import { corporateOrders } from '@shared/schema/corporate-orders';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import {
  insertBlockedSlot,
  insertReservation,
  insertTimeSlot,
  nextNumber,
} from '../../test/factories';
import { testDatabaseKind } from '../../test/test-database';
import { testClock } from './analytics-test-kit';

// 20:00 UTC on 23 November is 01:30 on 24 November in Kolkata: "today" and "tonight" are the
// 24th on the restaurant's clock although the machine's UTC date is still the 23rd.
const NOW = '2026-11-23T20:00:00Z';
const TODAY = '2026-11-24';
const [SEVEN, EIGHT, NINE] = SEATINGS.map((s) => s.slot);

describe(`staff dashboard cards and tonight (${testDatabaseKind})`, () => {
  let t: TestApp;
  const clock = testClock(NOW);
  let lateSlot: string;

  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    const db = t.database.db;
    const book = (date: string, timeSlot: string, status: string, guests: number, veg = 0) =>
      insertReservation(db, {
        date,
        timeSlot,
        guests,
        vegCount: veg,
        status: status as 'confirmed',
      });

    // Tonight.
    await book(TODAY, SEVEN!, 'confirmed', 4, 1);
    await book(TODAY, SEVEN!, 'completed', 2, 2);
    await book(TODAY, SEVEN!, 'cancelled', 3, 3);
    await book(TODAY, EIGHT!, 'confirmed', 10, 5);
    await insertBlockedSlot(db, { date: TODAY, timeSlot: EIGHT!, reason: 'Private event' });
    // A retired seating still holding a booking tonight is shown; an empty retired one is not.
    const late = await insertTimeSlot(db, { isActive: false, maxCapacity: 6, order: 50 });
    lateSlot = late.slot;
    await book(TODAY, late.slot, 'confirmed', 2, 1);
    await insertTimeSlot(db, { isActive: false, order: 0 });
    // Other days.
    await book('2026-11-23', SEVEN!, 'confirmed', 2); // yesterday in Kolkata (today in UTC)
    await book('2026-12-01', NINE!, 'confirmed', 2);
    await book('2026-10-01', NINE!, 'completed', 2);
    await book('2026-12-02', NINE!, 'cancelled', 2);
    // Corporate orders: [status, paymentStatus, refundStatus, paise].
    const orders: [string, string, string | null, number][] = [
      ['pending', 'pending', null, 11_000],
      ['pending', 'completed', null, 94_500],
      ['approved', 'completed', null, 50_000],
      ['completed', 'completed', null, 25_000],
      ['cancelled', 'completed', 'requested', 30_000],
      ['cancelled', 'refunded', 'processed', 40_000],
      ['cancelled', 'completed', 'failed', 10_000],
      ['approved', 'not_paid', null, 99_999],
      ['cancelled', 'failed', null, 5_000],
    ];
    for (const [status, paymentStatus, refundStatus, totalAmount] of orders) {
      const n = nextNumber();
      await db.insert(corporateOrders).values({
        companyName: `Company ${n}`,
        contactPerson: `Buyer ${n}`,
        email: `buyer-${n}@example.com`,
        phone: '+91 98765 43210',
        status: status as 'pending',
        paymentStatus: paymentStatus as 'pending',
        refundStatus: refundStatus as 'requested' | null,
        totalAmount,
      });
    }
  });
  afterAll(() => t.close());

  it('when staff open the dashboard, then the cards and tonight are exactly what the rows give', async () => {
    const staff = await signedInAgent(t.app);
    const res = await staff.get('/api/analytics/overview').expect(200);
    expect(overviewDtoSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual({
      // Confirmed from today on: tonight's three confirmed and 1 December's.
      activeReservations: 4,
      // Tonight's completed table and 1 October's.
      completedBookings: 2,
      // The paid pending order; the unpaid one waits for its buyer, not for staff.
      pendingOrders: 1,
      // Paid and kept: 94,500 + 50,000 + 25,000, and 10,000 whose refund failed.
      totalRevenuePaise: 179_500,
      tonight: {
        date: TODAY,
        seatings: [
          {
            slot: SEVEN,
            startTime: '19:00',
            endTime: '20:00',
            covers: 6,
            veg: 3,
            nonVeg: 3,
            capacity: 10,
            seatsLeft: 4,
            blocked: false,
            isActive: true,
          },
          {
            slot: EIGHT,
            startTime: '20:00',
            endTime: '21:00',
            covers: 10,
            veg: 5,
            nonVeg: 5,
            capacity: 10,
            seatsLeft: 0,
            blocked: true,
            isActive: true,
          },
          {
            slot: NINE,
            startTime: '21:00',
            endTime: '22:00',
            covers: 0,
            veg: 0,
            nonVeg: 0,
            capacity: 10,
            seatsLeft: 10,
            blocked: false,
            isActive: true,
          },
          {
            slot: lateSlot,
            startTime: '22:00',
            endTime: '23:00',
            covers: 2,
            veg: 1,
            nonVeg: 1,
            capacity: 6,
            seatsLeft: 4,
            blocked: false,
            isActive: false,
          },
        ],
      },
    });
  });

  it('T14: Pending Orders counts the paid orders awaiting approval, not an unpaid pending one', async () => {
    const staff = await signedInAgent(t.app);
    const pendingRows = await t.database.db
      .select()
      .from(corporateOrders)
      .where(eq(corporateOrders.status, 'pending'));
    // Two pending orders: one paid (staff approve or reject it), one the buyer has not paid.
    expect(pendingRows.map((o) => o.paymentStatus).sort()).toEqual(['completed', 'pending']);
    const res = await staff.get('/api/analytics/overview').expect(200);
    expect(res.body.pendingOrders).toBe(1);
  });

  it('when a guest asks for the overview, then 401', async () => {
    const res = await request(t.app).get('/api/analytics/overview');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });
});
