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
        r({ id: 6, name: 'Meera', status: 'completed', guests: 2, vegCount: 1, nonVegCount: 1 }),
      ],
      '2027-01-05',
      NIGHT,
    );
    expect(
      sheet.seatings.map((s) => [s.slot, s.parties.map((p) => p.id), s.guests, s.veg, s.nonVeg]),
    ).toEqual([
      ['First seating', [2, 6, 1], 7, 4, 3],
      ['Second seating', [], 0, 0, 0],
      ['Third seating', [3], 4, 2, 2],
    ]);
    expect([sheet.guests, sheet.veg, sheet.nonVeg]).toEqual([11, 6, 5]);
    expect(sheet.seatings.map((s) => s.capacity)).toEqual([10, 10, 10]);
    expect(sheet.seatings.map((s) => s.seatsLeft)).toEqual([3, 10, 6]);
  });

  it('when a party is completed, then it stays on the sheet and its seats stay taken', () => {
    const sheet = buildServiceSheet(
      [r({ id: 1, status: 'completed', guests: 4, vegCount: 4, nonVegCount: 0 })],
      '2027-01-05',
      NIGHT,
    );
    const first = sheet.seatings[0]!;
    expect(first.parties.map((p) => [p.id, p.status])).toEqual([[1, 'completed']]);
    expect([first.guests, first.seatsLeft]).toEqual([4, 6]);
  });

  it('when a seating is blocked that night, then the sheet says so; a block on another night does not', () => {
    const sheet = buildServiceSheet([], '2027-01-05', NIGHT, [
      { id: 1, date: '2027-01-05', timeSlot: 'Second seating', reason: 'Private event' },
      { id: 2, date: '2027-01-06', timeSlot: 'First seating', reason: null },
    ]);
    expect(sheet.seatings.map((s) => [s.slot, s.blocked])).toEqual([
      ['First seating', false],
      ['Second seating', true],
      ['Third seating', false],
    ]);
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
