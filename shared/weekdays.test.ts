import { describe, expect, it } from 'vitest';
import { DAYS_OF_WEEK } from './constants';
import { weekdayNumber, weekdayOf, weekdayOfNumber } from './weekdays';

describe('weekdays', () => {
  it('when a date is given, then its weekday is named from the calendar day alone', () => {
    expect(weekdayOf('2027-01-08')).toBe('Friday');
    expect(weekdayOf('2027-01-10')).toBe('Sunday');
    expect(weekdayOf('2027-01-11')).toBe('Monday');
  });

  it('when a weekday is stored as a number (0 = Sunday), then it reads back as the same day', () => {
    expect(weekdayNumber('Sunday')).toBe(0);
    expect(weekdayNumber('Saturday')).toBe(6);
    for (const day of DAYS_OF_WEEK) expect(weekdayOfNumber(weekdayNumber(day))).toBe(day);
  });
});
