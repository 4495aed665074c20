import { describe, expect, it } from 'vitest';
import { restaurantMoment, seatingHasStarted, zonedTimeToUtc } from './restaurant-time';

describe('restaurant time', () => {
  it('when it is 20:00 UTC, then in Kolkata it is already 01:30 the next day', () => {
    expect(restaurantMoment(new Date('2026-11-22T20:00:00Z'), 'Asia/Kolkata')).toEqual({
      date: '2026-11-23',
      minutes: 90,
    });
  });

  it('when the clock reaches a seating start in the restaurant zone, then that seating has started', () => {
    // 19:00 IST is 13:30 UTC.
    expect(
      seatingHasStarted('2026-11-22', '19:00', new Date('2026-11-22T13:29:00Z'), 'Asia/Kolkata'),
    ).toBe(false);
    expect(
      seatingHasStarted('2026-11-22', '19:00', new Date('2026-11-22T13:30:00Z'), 'Asia/Kolkata'),
    ).toBe(true);
    expect(
      seatingHasStarted('2026-11-21', '21:00', new Date('2026-11-22T00:00:00Z'), 'Asia/Kolkata'),
    ).toBe(true);
    expect(
      seatingHasStarted('2026-11-23', '19:00', new Date('2026-11-22T18:00:00Z'), 'Asia/Kolkata'),
    ).toBe(false);
  });

  it('when a wall-clock time is converted, then the zone offset is applied, including summer time', () => {
    expect(zonedTimeToUtc('2026-11-22', '19:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-22T13:30:00.000Z',
    );
    expect(zonedTimeToUtc('2026-07-01', '19:00', 'Europe/London').toISOString()).toBe(
      '2026-07-01T18:00:00.000Z',
    );
    expect(zonedTimeToUtc('2026-01-01', '19:00', 'Europe/London').toISOString()).toBe(
      '2026-01-01T19:00:00.000Z',
    );
  });
});
