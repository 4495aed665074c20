import { describe, expect, it } from 'vitest';
import {
  datesFromTo,
  restaurantMoment,
  seatingHasStarted,
  zonedTimeToUtc,
} from './restaurant-time';

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

  it('when a run of nights is listed, then every date from the first to the last, across a month and a leap day', () => {
    expect(datesFromTo('2028-02-28', '2028-03-01')).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(datesFromTo('2027-01-05', '2027-01-05')).toEqual(['2027-01-05']);
    expect(datesFromTo('2027-01-05', '2027-01-04')).toEqual([]);
  });

  it('when the run ends on the last day a date can name, then it ends there (the next day has a five-digit year)', () => {
    expect(datesFromTo('9999-12-30', '9999-12-31')).toEqual(['9999-12-30', '9999-12-31']);
  });
});
