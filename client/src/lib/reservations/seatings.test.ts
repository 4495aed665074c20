import { describe, expect, it } from 'vitest';
import { seatingFixture } from './reservation-fixture';
import { inServiceOrder, seatingRank } from './seatings';

const s = seatingFixture;

describe('seating order', () => {
  const seatings = [
    s({ id: 1, slot: 'Late', startTime: '21:30', order: 3 }),
    s({ id: 2, slot: 'Early', startTime: '18:00', order: 1 }),
    s({ id: 3, slot: 'Middle', startTime: '19:45', order: 2 }),
  ];

  it('when listed, then seatings follow their order, whatever their names say', () => {
    expect(inServiceOrder(seatings).map((x) => x.slot)).toEqual(['Early', 'Middle', 'Late']);
  });

  it('when two seatings share an order, then the earlier start comes first', () => {
    const tied = [
      s({ id: 9, slot: 'B', startTime: '20:00' }),
      s({ id: 8, slot: 'A', startTime: '19:00' }),
    ];
    expect(inServiceOrder(tied).map((x) => x.slot)).toEqual(['A', 'B']);
  });

  it('when a name belongs to no seating any more, then it ranks after the known ones', () => {
    const rank = seatingRank(seatings);
    expect(['Late', 'Gone', 'Early', 'Middle'].map(rank)).toEqual([2, 3, 0, 1]);
  });

  it('when sorted, then the list given is left as it was', () => {
    const copy = [...seatings];
    inServiceOrder(seatings);
    expect(seatings).toEqual(copy);
  });
});
