import { describe, expect, it } from 'vitest';
import { NIGHT, reservationFixture } from '@/lib/reservations/reservation-fixture';
import { seatingChoices, type SeatingChoiceQuery } from './seating-choices';

const zone = 'Asia/Kolkata';
// 19:30 in Kolkata on 2027-01-05: the first seating (19:00-20:00) is under way.
const duringFirst = new Date('2027-01-05T14:00:00Z');

const query = (overrides: Partial<SeatingChoiceQuery> = {}): SeatingChoiceQuery => ({
  date: '2027-01-06',
  guests: 2,
  source: 'phone',
  seatings: NIGHT,
  reservations: [],
  blocks: [],
  now: duringFirst,
  timeZone: zone,
  tastingMinutes: 180,
  ...overrides,
});

const summary = (q: SeatingChoiceQuery) =>
  seatingChoices(q).map((c) => [c.slot, c.seatsLeft, c.unavailable]);

describe('seatingChoices', () => {
  it('when a night is empty, then every active seating is offered in service order with its seats', () => {
    const choices = seatingChoices(query());
    expect(choices.map((c) => c.label)).toEqual([
      'First seating (10 seats left)',
      'Second seating (10 seats left)',
      'Third seating (10 seats left)',
    ]);
    const inactive = NIGHT.map((s) =>
      s.slot === 'Second seating' ? { ...s, isActive: false } : s,
    );
    expect(seatingChoices(query({ seatings: inactive })).map((c) => c.slot)).toEqual([
      'First seating',
      'Third seating',
    ]);
  });

  it('when parties hold seats, then seats left count confirmed and completed ones, not cancelled', () => {
    const r = reservationFixture;
    const reservations = [
      r({ id: 1, date: '2027-01-06', guests: 6 }),
      r({ id: 2, date: '2027-01-06', guests: 3, status: 'completed' }),
      r({ id: 3, date: '2027-01-06', guests: 4, status: 'cancelled' }),
      r({ id: 4, date: '2027-01-06', timeSlot: 'Third seating', guests: 10 }),
    ];
    expect(summary(query({ reservations, guests: 2 }))).toEqual([
      ['First seating', 1, 'too few seats'],
      ['Second seating', 10, undefined],
      ['Third seating', 0, 'full'],
    ]);
    expect(seatingChoices(query({ reservations }))[0]!.label).toBe(
      'First seating (only 1 seat left)',
    );
  });

  it('when a seating is blocked, then nobody can be booked into it', () => {
    const blocks = [{ id: 1, date: '2027-01-06', timeSlot: 'Second seating', reason: null }];
    expect(summary(query({ blocks }))[1]).toEqual(['Second seating', 10, 'blocked']);
  });

  it('when a seating has started tonight, then a walk-in may still take it until it ends, a phone booking may not', () => {
    const tonight = { date: '2027-01-05' };
    expect(summary(query({ ...tonight, source: 'phone' })).map((c) => c[2])).toEqual([
      'started',
      undefined,
      undefined,
    ]);
    expect(summary(query({ ...tonight, source: 'walk_in' })).map((c) => c[2])).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('T13: a seating is ended only when its tasting is over (the server’s length), not at the end of its one-hour slot', () => {
    const walkIn = { date: '2027-01-05', source: 'walk_in' as const };
    // 20:30: past the first seating's slot (19:00-20:00), but its three-hour tasting goes on.
    const halfPastEight = new Date('2027-01-05T15:00:00Z');
    expect(summary(query({ ...walkIn, now: halfPastEight })).map((c) => c[2])).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(seatingChoices(query({ ...walkIn, now: halfPastEight }))[0]!.label).toBe(
      'First seating (10 seats left)',
    );
    // 22:00: the first seating's tasting is over.
    const ten = new Date('2027-01-05T16:30:00Z');
    expect(summary(query({ ...walkIn, now: ten })).map((c) => c[2])).toEqual([
      'ended',
      undefined,
      undefined,
    ]);
    // A server set to 90-minute evenings ends it at 20:30.
    expect(
      summary(query({ ...walkIn, now: halfPastEight, tastingMinutes: 90 })).map((c) => c[2]),
    ).toEqual(['ended', undefined, undefined]);
  });

  it('when a booking is edited, then its own seats count as free and its seating stays choosable', () => {
    const editing = reservationFixture({ id: 9, date: '2027-01-06', guests: 10 });
    const choices = seatingChoices(query({ reservations: [editing], editing, guests: 10 }));
    expect(choices[0]).toMatchObject({
      slot: 'First seating',
      seatsLeft: 10,
      unavailable: undefined,
    });
    const tonight = reservationFixture({ id: 9, date: '2027-01-05', guests: 2 });
    expect(
      seatingChoices(query({ date: '2027-01-05', reservations: [tonight], editing: tonight }))[0]!
        .unavailable,
    ).toBeUndefined();
  });
});
