import { DAYS_OF_WEEK } from './constants';

/** A day of the week by its name; DAYS_OF_WEEK lists them Monday first, as people write a week. */
export type Weekday = (typeof DAYS_OF_WEEK)[number];

/** The weekday of a yyyy-MM-dd date (a calendar day: no clock or zone involved). */
export function weekdayOf(date: string): Weekday {
  return weekdayOfNumber(new Date(`${date}T00:00:00Z`).getUTCDay());
}

/**
 * The booking payment policy stores its weekdays as numbers, 0 = Sunday (as JavaScript counts
 * them); these two translate between that stored number and the weekday.
 */
export function weekdayNumber(day: Weekday): number {
  return (DAYS_OF_WEEK.indexOf(day) + 1) % 7;
}

export function weekdayOfNumber(sundayFirst: number): Weekday {
  return DAYS_OF_WEEK[(sundayFirst + 6) % 7]!;
}
