import { describe, expect, it } from 'vitest';
import { DAYS_OF_WEEK } from './constants';
import { openingHoursText, type OpeningDay } from './opening-hours';
import { readOpeningHours } from './opening-hours-text';

const open = (opens: string, closes: string) => ({ open: true, opens, closes });
const closed = { open: false, opens: '19:00', closes: '22:00' };
const week = (...days: Omit<OpeningDay, 'day'>[]) =>
  DAYS_OF_WEEK.map((day, i) => ({ day, ...days[i]! }));
const read = (text: string) => {
  const reading = readOpeningHours(text);
  if (!reading.ok) throw new Error(reading.message);
  return reading.days;
};
const refusal = (text: string) => {
  const reading = readOpeningHours(text);
  if (reading.ok) throw new Error(`read ${text}`);
  return reading.message;
};

describe('readOpeningHours', () => {
  it("T1: the owner's 'Monday: Closed, Tuesday-Sunday: 7pm-11pm' reads as Monday closed, the rest 19:00-23:00", () => {
    const tue = open('19:00', '23:00');
    expect(read('Monday: Closed, Tuesday-Sunday: 7pm-11pm')).toEqual(
      week(closed, tue, tue, tue, tue, tue, tue),
    );
  });

  it.each([
    [
      'the form hint',
      'Monday-Friday: 10am-10pm, Saturday-Sunday: 11am-11pm',
      'Monday',
      '10:00',
      '22:00',
    ],
    ['a 24-hour clock', 'Mon-Sun: 19:00-23:30', 'Sunday', '19:00', '23:30'],
    ['minutes and spaced am/pm', 'Daily: 7:30 PM - 11 p.m.', 'Friday', '19:30', '23:00'],
    ['am/pm only on the closing time', 'Tue-Sun 7-10 PM', 'Tuesday', '19:00', '22:00'],
    ['noon and midnight', 'every day: noon to midnight', 'Monday', '12:00', '00:00'],
    [
      'a range over the week end',
      'Fri - Mon: 6pm-2am; Tue-Thu: closed',
      'Sunday',
      '18:00',
      '02:00',
    ],
    [
      'one line per day group',
      'Mondays: 7pm-11pm\nTuesday-Sunday: 7pm-11pm',
      'Monday',
      '19:00',
      '23:00',
    ],
  ])('T1: reads %s', (_label, text, day, opens, closes) => {
    expect(read(text).find((d) => d.day === day)).toEqual({ day, open: true, opens, closes });
  });

  it('T1: days may be listed before their hours over several parts', () => {
    expect(read('Daily, 6 PM - 11 PM').every((d) => d.open && d.opens === '18:00')).toBe(true);
    const days = read('Monday, Wednesday: Closed, Tuesday, Thursday-Sunday: 7pm-11pm');
    expect(days.filter((d) => !d.open).map((d) => d.day)).toEqual(['Monday', 'Wednesday']);
    expect(refusal('Tuesday-Sunday: 7pm-11pm, Monday')).toBe(
      `Could not read "Monday": give the hours after the days, e.g. 'Tuesday-Sunday: 7pm-11pm' or 'Monday: Closed'`,
    );
  });

  it('T1: days the text does not name are closed', () => {
    expect(
      read('Monday-Friday: 10am-10pm')
        .filter((d) => !d.open)
        .map((d) => d.day),
    ).toEqual(['Saturday', 'Sunday']);
  });

  it.each([
    ['Evenings', 'Could not read "Evenings": write the days, a colon and the hours'],
    [
      'Monday: Closed, Tuesday-Sunday: 7-11',
      'Could not read "Tuesday-Sunday: 7-11": write the hours as 7pm-11pm',
    ],
    [
      'Tusday-Sunday: 7pm-11pm',
      'Could not read "Tusday-Sunday: 7pm-11pm": "tusday" is not a day of the week',
    ],
    ['Monday: 7pm-7pm', 'Could not read "Monday: 7pm-7pm": it opens and closes at the same time'],
    [
      'Daily: 12pm-3pm, 7pm-11pm',
      'Could not read "7pm-11pm": write the days, a colon and the hours',
    ],
    ['Daily: 11-3pm', 'Could not read "Daily: 11-3pm": write the hours as 7pm-11pm'],
    ['Daily: 7:00-10:00', 'Could not read "Daily: 7:00-10:00": write the hours as 7pm-11pm'],
    ['Daily: 13pm-11pm', 'Could not read "Daily: 13pm-11pm"'],
    [
      'Monday: Closed, Monday-Friday: 10am-10pm',
      'Monday is given twice: "Monday: Closed" and "Monday-Friday: 10am-10pm"',
    ],
    [', ;', "Write each day's hours"],
  ])('T1: refuses %j, naming the part', (text, message) => {
    expect(refusal(text)).toContain(message);
  });

  it('T1: every week written out reads back as the same week', () => {
    const weeks = [
      week(closed, ...Array(6).fill(open('19:00', '23:00'))),
      week(...Array(7).fill(open('11:00', '23:00'))),
      week(
        open('18:30', '22:45'),
        closed,
        open('12:00', '00:00'),
        closed,
        open('22:00', '02:00'),
        open('00:30', '11:59'),
        closed,
      ),
      week(...Array(7).fill(closed)).map((d, i) =>
        i === 3 ? { ...d, ...open('07:05', '12:00') } : d,
      ),
    ];
    for (const days of weeks) expect(read(openingHoursText({ days }))).toEqual(days);
  });
});
