import { describe, expect, it } from 'vitest';
import { parseOpeningHours, type DayOfWeek } from './opening-hours';

const MON_FRI: DayOfWeek[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const WEEKEND: DayOfWeek[] = ['Saturday', 'Sunday'];
const TUE_SUN: DayOfWeek[] = ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const ALL: DayOfWeek[] = [...MON_FRI, ...WEEKEND];

const spec = (dayOfWeek: DayOfWeek[], opens: string, closes: string) => ({
  '@type': 'OpeningHoursSpecification',
  dayOfWeek,
  opens,
  closes,
});

describe('parseOpeningHours', () => {
  it.each([
    [
      'the format the staff form suggests',
      'Monday-Friday: 10am-10pm, Saturday-Sunday: 11am-11pm',
      [spec(MON_FRI, '10:00', '22:00'), spec(WEEKEND, '11:00', '23:00')],
    ],
    ['short names, one am/pm for both ends', 'Tue-Sun 7-10 PM', [spec(TUE_SUN, '19:00', '22:00')]],
    [
      'spaced dashes, minutes, upper case',
      'Tuesday - Sunday: 7:00 PM - 10:00 PM',
      [spec(TUE_SUN, '19:00', '22:00')],
    ],
    ['every day on a 24-hour clock', 'Daily 11:00-23:00', [spec(ALL, '11:00', '23:00')]],
    ['schema.org’s own short form', 'Mo-Su 11:00-23:00', [spec(ALL, '11:00', '23:00')]],
    ['a comma after "Daily"', 'Daily, 6 PM - 11 PM', [spec(ALL, '18:00', '23:00')]],
    [
      'en dashes and "to"',
      'Mon – Sat: 6.30 pm to 11 pm',
      [spec([...MON_FRI, 'Saturday'], '18:30', '23:00')],
    ],
    ['a.m. and p.m. with dots', 'Weekdays 11 a.m. – 3 p.m.', [spec(MON_FRI, '11:00', '15:00')]],
    [
      'lunch and dinner on separate lines with labels',
      'Lunch: Tue-Sun 12-3pm\nDinner: Tue-Sun 7pm-11pm',
      [spec(TUE_SUN, '12:00', '15:00'), spec(TUE_SUN, '19:00', '23:00')],
    ],
    [
      'two ranges for one group',
      'Fri & Sat: 12pm-3pm, 6pm-1am',
      [
        spec(['Friday', 'Saturday'], '12:00', '15:00'),
        spec(['Friday', 'Saturday'], '18:00', '01:00'),
      ],
    ],
    [
      'a list of days',
      'Mon, Wed, Fri: 11am - 3pm',
      [spec(['Monday', 'Wednesday', 'Friday'], '11:00', '15:00')],
    ],
    [
      'a closed day as an exception to "daily"',
      'Open daily 6pm-11pm; Monday closed',
      [spec(TUE_SUN, '18:00', '23:00')],
    ],
    [
      'the footer’s own wording',
      'Tuesday - Sunday: 7:00 PM - 10:00 PM, Monday: Closed',
      [spec(TUE_SUN, '19:00', '22:00')],
    ],
    [
      'a range across the week end',
      'Fri-Mon 5pm-midnight',
      [spec(['Monday', 'Friday', 'Saturday', 'Sunday'], '17:00', '00:00')],
    ],
    ['"11-3pm" is late morning to afternoon', 'Sat-Sun 11-3pm', [spec(WEEKEND, '11:00', '15:00')]],
    [
      '"10-2am" runs past midnight',
      'Fri-Sat 10-2am',
      [spec(['Friday', 'Saturday'], '22:00', '02:00')],
    ],
    ['noon', 'Sunday noon-4pm', [spec(['Sunday'], '12:00', '16:00')]],
    ['7 days a week', '7 days a week: 11 AM - 11 PM', [spec(ALL, '11:00', '23:00')]],
    [
      'a trailing full stop and plural days',
      'Saturdays and Sundays 11am-4pm.',
      [spec(WEEKEND, '11:00', '16:00')],
    ],
  ])('when the hours are written with %s, then every day is read', (_label, text, expected) => {
    expect(parseOpeningHours(text)).toEqual(expected);
  });

  it('when days share the same hours, then they are one entry, Monday first', () => {
    expect(parseOpeningHours('Sun 11am-11pm, Mon-Fri 10am-10pm, Sat 11am-11pm')).toEqual([
      spec(MON_FRI, '10:00', '22:00'),
      spec(WEEKEND, '11:00', '23:00'),
    ]);
  });

  it.each([
    ['empty', ''],
    ['blank', '   \n '],
    ['no day named', '11 AM - 11 PM'],
    ['only a word', 'Daily'],
    ['a note the parser cannot read', 'Call us for hours'],
    ['an ambiguous bare range', 'Mon-Fri 7-10'],
    ['a time that does not exist', 'Mon-Fri 9am-13pm'],
    ['minutes past the hour that do not exist', 'Mon 10:75-11pm'],
    ['an empty range', 'Mon 10pm-10pm'],
    ['a day without hours', 'Monday-Friday: 10am-10pm, Saturday'],
    ['a part it does not understand', 'Mon-Fri 10am-10pm, public holidays 12pm-4pm'],
    ['every day closed', 'Monday-Sunday: Closed'],
    ['round-the-clock shorthand', '24/7'],
    ['hostile text', '</script><script>alert(1)</script>'],
  ])('when the text is %s, then there are no hours rather than guessed ones', (_label, text) => {
    expect(parseOpeningHours(text)).toBeUndefined();
  });
});
