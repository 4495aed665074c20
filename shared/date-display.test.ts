import { describe, expect, it } from 'vitest';
import { routeMeta } from './route-meta';
import {
  clockTimeOf,
  guestDate,
  guestDateOf,
  guestMoment,
  staffDate,
  staffDateOf,
  staffDateTime,
} from './date-display';

describe('U10: one date format per context', () => {
  it('U10: when staff read a date, then it is MMM dd, yyyy on the restaurant calendar, whatever it came from', () => {
    expect(staffDate('2026-11-05')).toBe('Nov 05, 2026');
    // 20:00 UTC on 4 November is already the 5th in Kolkata.
    expect(staffDateOf('2026-11-04T20:00:00.000Z', 'Asia/Kolkata')).toBe('Nov 05, 2026');
    expect(staffDateTime('2026-11-04T20:00:00.000Z', 'Asia/Kolkata')).toBe('Nov 05, 2026, 1:30 AM');
    expect(staffDate('2026-02-31')).toBe('2026-02-31');
  });

  it('U10: when guests read a date, then the day is spelled out the same way for a date and an instant', () => {
    expect(guestDate('2026-11-25')).toBe('Wed, 25 Nov 2026');
    expect(guestDateOf(new Date('2026-11-25T13:30:00Z'), 'Asia/Kolkata')).toBe('Wed, 25 Nov 2026');
  });

  it("U10: when the home page is shared or bookmarked, then its title carries the spec's words and the restaurant's name", () => {
    expect(routeMeta('/').title).toBe('An extraordinary 10-course tasting menu | The Tasting Room');
  });

  it('T12: when a guest mail names a moment, then it is the day as guests read it, "at", and the clock time', () => {
    const at = new Date('2026-11-22T06:15:00Z');
    expect(clockTimeOf(at, 'Asia/Kolkata')).toBe('11:45 AM');
    expect(guestMoment(at, 'Asia/Kolkata')).toBe('Sun, 22 Nov 2026 at 11:45 AM');
    // Plain spaces only: a narrow no-break space before AM/PM would not survive every mail client.
    expect(guestMoment(at, 'Asia/Kolkata')).not.toMatch(/[^\x20-\x7e]/);
  });
});
