import { describe, expect, it } from 'vitest';
import { reservationFixture } from './reservation-fixture';
import { buildServiceSheet } from './service-sheet';

const r = reservationFixture;

describe('buildServiceSheet', () => {
  it('when a night has bookings, then confirmed parties are grouped per seating with kitchen totals', () => {
    const sheet = buildServiceSheet(
      [
        r({ id: 1, name: 'Zara', guests: 3, vegCount: 3, nonVegCount: 0 }),
        r({ id: 2, name: 'Anil', guests: 2, vegCount: 0, nonVegCount: 2 }),
        r({ id: 3, timeSlot: '9:00 PM - 10:00 PM', guests: 4, vegCount: 2, nonVegCount: 2 }),
        r({ id: 4, status: 'cancelled', guests: 6, vegCount: 6, nonVegCount: 0 }),
        r({ id: 5, date: '2027-01-06' }),
      ],
      '2027-01-05',
      ['7:00 PM - 8:00 PM', '8:00 PM - 9:00 PM', '9:00 PM - 10:00 PM'],
    );
    expect(
      sheet.seatings.map((s) => [s.slot, s.parties.map((p) => p.id), s.guests, s.veg, s.nonVeg]),
    ).toEqual([
      ['7:00 PM - 8:00 PM', [2, 1], 5, 3, 2],
      ['8:00 PM - 9:00 PM', [], 0, 0, 0],
      ['9:00 PM - 10:00 PM', [3], 4, 2, 2],
    ]);
    expect([sheet.guests, sheet.veg, sheet.nonVeg]).toEqual([9, 5, 4]);
  });
});
