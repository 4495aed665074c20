import { DAYS_OF_WEEK } from './constants';
import { weekdayOf, type Weekday } from './weekdays';

// The restaurant's week: for each weekday, open or closed and the hours. One home for the hours
// that the footer, the contact page, the structured data for search engines and the booking
// calendar all read, so they can never disagree. Pure and zod-free: public pages import it.

export type OpeningDay = {
  day: Weekday;
  open: boolean;
  /** HH:mm on a 24-hour clock, in the restaurant's zone; a closing time before the opening is past midnight. */
  opens: string;
  closes: string;
};

/** Monday first, seven days; `isDefault` while staff have set nothing. */
export type OpeningWeek = { days: OpeningDay[]; isDefault: boolean };

/** What the site shows until staff set the hours: every day '11 AM - 11 PM'. */
export const DEFAULT_OPENING_WEEK: OpeningWeek = {
  days: DAYS_OF_WEEK.map((day) => ({ day, open: true, opens: '11:00', closes: '23:00' })),
  isDefault: true,
};

/** '11 AM', '7:30 PM', '12 PM' for an HH:mm time. */
export function readableTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour} ${suffix}` : `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** A day's hours as people read them: '11 AM - 11 PM' or 'Closed'. */
export function readableHours(day: Pick<OpeningDay, 'open' | 'opens' | 'closes'>): string {
  return day.open ? `${readableTime(day.opens)} - ${readableTime(day.closes)}` : 'Closed';
}

/** One line per weekday, Monday first, as the footer lists them. */
export function openingHoursLines(
  week: Pick<OpeningWeek, 'days'>,
): { day: Weekday; hours: string }[] {
  return week.days.map((d) => ({ day: d.day, hours: readableHours(d) }));
}

/**
 * The week in one line of text, neighbouring days with the same hours together:
 * 'Monday: Closed, Tuesday - Sunday: 7 PM - 10 PM'. It reads back into the same week.
 */
export function openingHoursText(week: Pick<OpeningWeek, 'days'>): string {
  const groups: { first: Weekday; last: Weekday; hours: string }[] = [];
  for (const { day, hours } of openingHoursLines(week)) {
    const previous = groups[groups.length - 1];
    if (previous && previous.hours === hours) previous.last = day;
    else groups.push({ first: day, last: day, hours });
  }
  return groups
    .map((g) => `${g.first === g.last ? g.first : `${g.first} - ${g.last}`}: ${g.hours}`)
    .join(', ');
}

/**
 * The footer section's two hours lines, written from the week they follow: Monday's, and the
 * rest of the week's ('Tuesday - Sunday: 7 PM - 11 PM').
 */
export function footerHoursOf(week: Pick<OpeningWeek, 'days'>): {
  weekdays: string;
  monday: string;
} {
  const [monday, ...rest] = week.days;
  return {
    weekdays: openingHoursText({ days: rest }),
    monday: monday ? `${monday.day}: ${readableHours(monday)}` : '',
  };
}

/** Whether the restaurant opens on that date's weekday. */
export function isOpenOn(week: OpeningWeek, date: string): boolean {
  const weekday = weekdayOf(date);
  return week.days.find((d) => d.day === weekday)?.open ?? false;
}

/** The weekdays the restaurant is closed every week, e.g. ['Monday']. */
export function closedWeekdays(week: OpeningWeek): Weekday[] {
  return week.days.filter((d) => !d.open).map((d) => d.day);
}
