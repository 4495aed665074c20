import { describe, expect, it } from 'vitest';
import { addDays } from '@shared/restaurant-time';
import { dashboardRange, daysIn, restaurantDayOf } from './dashboard-range';

const KOLKATA = 'Asia/Kolkata';
// 19:00 UTC on 12 November is already 00:30 on 13 November in Kolkata.
const NOW = new Date('2026-11-12T19:00:00Z');

describe('dashboardRange', () => {
  it('when no range is asked for, then it is the last 30 days ending today in the restaurant zone', () => {
    expect(dashboardRange({}, NOW, KOLKATA)).toEqual({
      startDate: '2026-10-15',
      endDate: '2026-11-13',
    });
    expect(dashboardRange({}, NOW, 'UTC')).toEqual({
      startDate: '2026-10-14',
      endDate: '2026-11-12',
    });
  });

  it('when only one end is given, then the range is the 30 days from or up to it', () => {
    expect(dashboardRange({ startDate: '2026-01-01' }, NOW, KOLKATA)).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-30',
    });
    expect(dashboardRange({ endDate: '2026-03-01' }, NOW, KOLKATA)).toEqual({
      startDate: '2026-01-31',
      endDate: '2026-03-01',
    });
  });

  it('when the range is one day or 400 days, then it is accepted as asked', () => {
    const oneDay = { startDate: '2026-02-28', endDate: '2026-02-28' };
    expect(dashboardRange(oneDay, NOW, KOLKATA)).toEqual(oneDay);
    const longest = { startDate: '2025-01-01', endDate: addDays('2025-01-01', 399) };
    expect(daysIn(dashboardRange(longest, NOW, KOLKATA))).toBe(400);
  });

  it.each([
    ['the end is before the start', { startDate: '2026-11-02', endDate: '2026-11-01' }],
    ['the range is 401 days', { startDate: '2025-01-01', endDate: addDays('2025-01-01', 400) }],
  ])('when %s, then 400', (_what, query) => {
    expect(() => dashboardRange(query, NOW, KOLKATA)).toThrow(
      expect.objectContaining({ status: 400, code: 'invalid_input' }),
    );
  });
});

describe('U11: restaurantDayOf', () => {
  it('U11: when an end is an ISO 8601 date-time, then it is the day that instant falls on in the restaurant zone', () => {
    // 19:26 UTC on 23 November is 00:56 on 24 November in Kolkata.
    expect(restaurantDayOf('2026-11-23T19:26:07.148Z', KOLKATA)).toBe('2026-11-24');
    expect(restaurantDayOf('2026-11-23T19:26:07.148Z', 'UTC')).toBe('2026-11-23');
    expect(restaurantDayOf('2026-11-24T00:10:00+05:30', KOLKATA)).toBe('2026-11-24');
    expect(restaurantDayOf('2026-11-23T23:59:00-08:00', KOLKATA)).toBe('2026-11-24');
    // No offset: already the restaurant's wall clock.
    expect(restaurantDayOf('2026-11-23T23:30:00', KOLKATA)).toBe('2026-11-23');
    expect(restaurantDayOf('2026-11-23', KOLKATA)).toBe('2026-11-23');
  });

  it('U11: when the range is given as date-times, then it covers those restaurant days', () => {
    expect(
      dashboardRange(
        { startDate: '2026-10-24T19:26:07.148Z', endDate: '2026-11-23T19:26:07.148Z' },
        NOW,
        KOLKATA,
      ),
    ).toEqual({ startDate: '2026-10-25', endDate: '2026-11-24' });
  });
});

describe('addDays and daysIn', () => {
  it('when a range crosses a month end and a leap day, then days are counted on the calendar', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysIn({ startDate: '2028-02-01', endDate: '2028-03-01' })).toBe(30);
  });
});
