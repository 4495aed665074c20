import { DAYS_OF_WEEK } from './constants';
import type { OpeningDay } from './opening-hours';
import type { Weekday } from './weekdays';

// The one reader of opening hours written as text ('Monday: Closed, Tuesday-Sunday: 7pm-11pm'),
// for the API that takes the hours as text and the staff editor's text field. It reads one plain
// shape and refuses anything else with the part it could not read, so what is saved is exactly
// what was written, never a guess. `openingHoursText` writes every week in a shape this reads.

export type HoursReading = { ok: true; days: OpeningDay[] } | { ok: false; message: string };

/** A closed day's times, kept so the day opens at sensible hours when staff reopen it. */
const CLOSED_DAY_TIMES = { opens: '19:00', closes: '22:00' } as const;

const DAY_NAMES: [RegExp, Weekday][] = [
  [/^(mon|monday)s?$/, 'Monday'],
  [/^(tue|tues|tuesday)s?$/, 'Tuesday'],
  [/^(wed|weds|wednesday)s?$/, 'Wednesday'],
  [/^(thu|thur|thurs|thursday)s?$/, 'Thursday'],
  [/^(fri|friday)s?$/, 'Friday'],
  [/^(sat|saturday)s?$/, 'Saturday'],
  [/^(sun|sunday)s?$/, 'Sunday'],
];
const RANGE = /\s*(?:-|–|—|\bto\b)\s*/;
const EXAMPLE = "e.g. 'Tuesday-Sunday: 7pm-11pm' or 'Monday: Closed'";

class Unreadable extends Error {}

function dayOf(word: string): Weekday {
  const name = DAY_NAMES.find(([pattern]) => pattern.test(word.replace(/\.$/, '')));
  if (!name) throw new Unreadable(`"${word}" is not a day of the week`);
  return name[1];
}

/** The weekdays of 'Tuesday-Sunday', 'Fri to Mon' (running over the week's end), 'Daily'. */
function daysOf(text: string): Weekday[] {
  if (/^(daily|every ?day)$/.test(text)) return [...DAYS_OF_WEEK];
  const ends = text.split(RANGE);
  if (ends.length > 2 || ends.some((e) => e === '')) {
    throw new Unreadable(`write the days as one day or a range, ${EXAMPLE}`);
  }
  const first = DAYS_OF_WEEK.indexOf(dayOf(ends[0]!));
  const last = DAYS_OF_WEEK.indexOf(dayOf(ends[ends.length - 1]!));
  const days: Weekday[] = [];
  for (let d = first; ; d = (d + 1) % 7) {
    days.push(DAYS_OF_WEEK[d]!);
    if (d === last) return days;
  }
}

/** A time of day, and whether it was written with am/pm; or an hour that did not say which. */
type Time = { minutes: number; twelveHour: boolean } | { hour: number; minute: number };

/** '7pm', '7:30 PM', '11 a.m.', 'noon', 'midnight', '19:00' (24-hour: two digits for the hour). */
function timeOf(text: string): Time | undefined {
  if (text === 'noon') return { minutes: 12 * 60, twelveHour: false };
  if (text === 'midnight') return { minutes: 0, twelveHour: false };
  const twelve = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s?m\.?$/.exec(text);
  if (twelve) {
    const [hour, minute] = [Number(twelve[1]), Number(twelve[2] ?? 0)];
    if (hour < 1 || hour > 12 || minute > 59) return undefined;
    const minutes = ((hour % 12) + (twelve[3] === 'p' ? 12 : 0)) * 60 + minute;
    return { minutes, twelveHour: true };
  }
  const clock = /^(\d{2}):(\d{2})$/.exec(text);
  if (clock) {
    const [hour, minute] = [Number(clock[1]), Number(clock[2])];
    return hour <= 23 && minute <= 59
      ? { minutes: hour * 60 + minute, twelveHour: false }
      : undefined;
  }
  // '7' in '7-10pm': it takes the closing time's am or pm (see hoursOf).
  const bare = /^(\d{1,2})(?:[:.](\d{2}))?$/.exec(text);
  if (bare && Number(bare[1]) >= 1 && Number(bare[1]) <= 12 && Number(bare[2] ?? 0) <= 59) {
    return { hour: Number(bare[1]), minute: Number(bare[2] ?? 0) };
  }
  return undefined;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * 'Closed', or an opening and a closing time. An opening hour without am/pm takes the closing
 * time's am/pm when that opens earlier the same day ('7-10pm'); otherwise it must say which.
 */
function hoursOf(text: string): { open: false } | { open: true; opens: string; closes: string } {
  if (text === 'closed') return { open: false };
  const unreadable = new Unreadable(`write the hours as 7pm-11pm, 19:00-23:00 or Closed`);
  const ends = text.split(RANGE);
  if (ends.length !== 2) throw unreadable;
  const [open, close] = [timeOf(ends[0]!), timeOf(ends[1]!)];
  if (!open || !close || !('minutes' in close)) throw unreadable;
  let opens: number;
  if ('minutes' in open) opens = open.minutes;
  else {
    if (!close.twelveHour) throw unreadable;
    const pm = close.minutes >= 12 * 60;
    opens = ((open.hour % 12) + (pm ? 12 : 0)) * 60 + open.minute;
    if (opens >= close.minutes) throw unreadable;
  }
  if (opens === close.minutes) throw new Unreadable('it opens and closes at the same time');
  return { open: true, opens: hhmm(opens), closes: hhmm(close.minutes) };
}

type Hours = ReturnType<typeof hoursOf>;
const FORM = `write the days, a colon and the hours, ${EXAMPLE}`;
const DAYS_ONLY = /^[a-z.\s–—-]+$/;
const HOURS_START = /^(?:closed|noon|midnight|\d)/;

/** One part's days and hours; a part of days alone ('Monday, Wednesday: Closed') has no hours. */
function partOf(part: string): { days: Weekday[]; hours?: Hours } {
  const lower = part.toLowerCase();
  if (DAYS_ONLY.test(lower)) {
    try {
      return { days: daysOf(lower) };
    } catch {
      throw new Unreadable(FORM);
    }
  }
  if (HOURS_START.test(lower)) return { days: [], hours: hoursOf(lower) };
  const split = /^([a-z.\s–—-]+?)\s*(?::\s*|\s+)((?:closed|noon|midnight|\d).*)$/.exec(lower);
  if (!split) throw new Unreadable(FORM);
  const hours = hoursOf(split[2]!.trim());
  return { days: daysOf(split[1]!.trim()), hours };
}

/**
 * The week the text describes, or the first part it could not read and why. Parts are separated
 * by commas, semicolons or new lines; each is days, a colon (or a space) and the hours, and days
 * may be listed over several parts ('Monday, Wednesday: Closed'). A day named twice is refused;
 * days the text does not name are closed.
 */
export function readOpeningHours(text: string): HoursReading {
  const parts = text
    .split(/[,;\n]/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) return { ok: false, message: `Write each day's hours, ${EXAMPLE}` };
  const week = new Map<Weekday, { label: string; hours: Hours }>();
  let pending: { labels: string[]; days: Weekday[] } = { labels: [], days: [] };
  for (const part of parts) {
    const labels = [...pending.labels, part];
    const label = labels.join(', ');
    try {
      const { days, hours } = partOf(part);
      if (!hours) {
        pending = { labels, days: [...pending.days, ...days] };
        continue;
      }
      const all = [...pending.days, ...days];
      if (all.length === 0) throw new Unreadable(FORM);
      pending = { labels: [], days: [] };
      for (const day of all) {
        const earlier = week.get(day);
        if (earlier) {
          const message = `${day} is given twice: "${earlier.label}" and "${label}". Give each day once.`;
          return { ok: false, message };
        }
        week.set(day, { label, hours });
      }
    } catch (error) {
      if (!(error instanceof Unreadable)) throw error;
      return { ok: false, message: `Could not read "${label}": ${error.message}` };
    }
  }
  if (pending.days.length > 0) {
    const message = `Could not read "${pending.labels.join(', ')}": give the hours after the days, ${EXAMPLE}`;
    return { ok: false, message };
  }
  return {
    ok: true,
    days: DAYS_OF_WEEK.map((day) => {
      const hours = week.get(day)?.hours;
      return hours?.open
        ? { day, open: true, opens: hours.opens, closes: hours.closes }
        : { day, open: false, ...CLOSED_DAY_TIMES };
    }),
  };
}
