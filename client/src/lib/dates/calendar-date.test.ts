import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './calendar-date';

describe('formatCalendarDate', () => {
  it('when a calendar date is shown, then it reads MMM dd, yyyy, the same day in every zone', () => {
    expect(formatCalendarDate('2026-11-25')).toBe('Nov 25, 2026');
    expect(formatCalendarDate('2027-01-05')).toBe('Jan 05, 2027');
  });

  it('when the text is not a real date, then it is shown as written', () => {
    expect(formatCalendarDate('2026-02-31')).toBe('2026-02-31');
    expect(formatCalendarDate('soon')).toBe('soon');
  });
});
