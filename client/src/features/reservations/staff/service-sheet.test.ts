import { describe, expect, it } from 'vitest';
import { NIGHT, reservationFixture } from './reservation-fixture';
import { buildServiceSheet } from './service-sheet';

const r = reservationFixture;

describe('buildServiceSheet', () => {
  it('when a night has bookings, then confirmed parties are grouped per seating in service order with kitchen totals', () => {
    const sheet = buildServiceSheet(
      [
        r({ id: 1, name: 'Zara', guests: 3, vegCount: 3, nonVegCount: 0 }),
        r({ id: 2, name: 'Anil', guests: 2, vegCount: 0, nonVegCount: 2 }),
        r({ id: 3, timeSlot: 'Third seating', guests: 4, vegCount: 2, nonVegCount: 2 }),
        r({ id: 4, status: 'cancelled', guests: 6, vegCount: 6, nonVegCount: 0 }),
        r({ id: 5, date: '2027-01-06' }),
      ],
      '2027-01-05',
      NIGHT,
    );
    expect(
      sheet.seatings.map((s) => [s.slot, s.parties.map((p) => p.id), s.guests, s.veg, s.nonVeg]),
    ).toEqual([
      ['First seating', [2, 1], 5, 3, 2],
      ['Second seating', [], 0, 0, 0],
      ['Third seating', [3], 4, 2, 2],
    ]);
    expect([sheet.guests, sheet.veg, sheet.nonVeg]).toEqual([9, 5, 4]);
    expect(sheet.seatings.map((s) => s.capacity)).toEqual([10, 10, 10]);
  });

  it("when staff change a seating's capacity, then the sheet shows the new one", () => {
    const bigger = NIGHT.map((s) => (s.slot === 'Second seating' ? { ...s, maxCapacity: 14 } : s));
    const sheet = buildServiceSheet([], '2027-01-05', bigger);
    expect(sheet.seatings.map((s) => [s.slot, s.capacity])).toEqual([
      ['First seating', 10],
      ['Second seating', 14],
      ['Third seating', 10],
    ]);
  });

  it('when a booking names a seating that is gone, then it still appears, after the known ones', () => {
    const sheet = buildServiceSheet(
      [r({ id: 1, timeSlot: 'Old late seating' }), r({ id: 2 })],
      '2027-01-05',
      NIGHT,
    );
    expect(sheet.seatings.map((s) => [s.slot, s.parties.map((p) => p.id)])).toEqual([
      ['First seating', [2]],
      ['Second seating', []],
      ['Third seating', []],
      ['Old late seating', [1]],
    ]);
    expect(sheet.seatings.at(-1)?.capacity).toBeUndefined();
    expect(sheet.guests).toBe(4);
  });
});
