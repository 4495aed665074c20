// Reads the opening hours staff type in the contact settings (free text such as
// 'Monday-Friday: 10am-10pm, Saturday-Sunday: 11am-11pm') into schema.org's
// OpeningHoursSpecification. The text is read whole or not at all: a half-read list would tell
// search engines the restaurant is closed on the days it could not read, so any part it does not
// understand means no hours at all rather than guessed ones.

import { DAYS_OF_WEEK } from '@shared/constants';

export const WEEK = DAYS_OF_WEEK;
export type DayOfWeek = (typeof WEEK)[number];

export type OpeningHoursSpecification = {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: DayOfWeek[];
  /** HH:mm, 24-hour; a closing time before the opening time is past midnight. */
  opens: string;
  closes: string;
};

type Meridiem = 'am' | 'pm';
type Time = {
  hour: number;
  minute: number;
  meridiem?: Meridiem;
  /** 'noon' or 'midnight': the clock is certain. */
  named?: boolean;
  /** Written with a leading zero ('07:00'), as only a 24-hour clock is. */
  padded?: boolean;
};
type Token =
  | { kind: 'days'; days: number[] }
  | { kind: 'day'; day: number }
  | { kind: 'time'; time: Time }
  | { kind: 'dash' | 'sep' | 'colon' | 'closed' };

/** Monday is 0. Short, long and plural names; schema.org's own two-letter codes too. */
const DAY_WORDS: [RegExp, number][] = [
  [/^(mo|mon|monday)s?$/, 0],
  [/^(tu|tue|tues|tuesday)s?$/, 1],
  [/^(we|wed|weds|wednesday)s?$/, 2],
  [/^(th|thu|thur|thurs|thursday)s?$/, 3],
  [/^(fr|fri|friday)s?$/, 4],
  [/^(sa|sat|saturday)s?$/, 5],
  [/^(su|sun|sunday)s?$/, 6],
];
const RANGE_WORDS = new Set(['to', 'till', 'til', 'until', 'through', 'thru']);
/** Labels people put around the hours that say nothing about them. */
const FILLER_WORDS = new Set(['open', 'opening', 'hours', 'from', 'lunch', 'dinner', 'brunch']);
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6];

/** Ordered rules: the first that matches at the current position makes the next token. */
const RULES: [RegExp, (m: RegExpExecArray) => Token | null | undefined][] = [
  [/\s+/y, () => null],
  [/(?:7|seven)\s*days(?:\s*a\s*week)?/y, () => ({ kind: 'days', days: ALL_WEEK })],
  [/(?:every\s*day|daily|all\s*week|all\s*days)\b/y, () => ({ kind: 'days', days: ALL_WEEK })],
  [/weekdays?\b/y, () => ({ kind: 'days', days: [0, 1, 2, 3, 4] })],
  [/weekends?\b/y, () => ({ kind: 'days', days: [5, 6] })],
  [/closed\b/y, () => ({ kind: 'closed' })],
  [/noon\b/y, () => ({ kind: 'time', time: { hour: 12, minute: 0, named: true } })],
  [/midnight\b/y, () => ({ kind: 'time', time: { hour: 0, minute: 0, named: true } })],
  [
    /(\d{1,2})(?:[:.](\d{2}))?\s*(?:(a|p)\.?\s?m\b\.?|h(?:rs)?\b)?/y,
    (m) => ({
      kind: 'time',
      time: {
        hour: Number(m[1]),
        minute: m[2] === undefined ? 0 : Number(m[2]),
        ...(m[3] ? { meridiem: m[3] === 'a' ? 'am' : 'pm' } : {}),
        ...(m[1]!.length === 2 && m[1]!.startsWith('0') ? { padded: true } : {}),
      },
    }),
  ],
  [/[-–—~]/y, () => ({ kind: 'dash' })],
  [/[,;&/|+\n.]/y, () => ({ kind: 'sep' })],
  [/:/y, () => ({ kind: 'colon' })],
  [
    /[a-z]+\.?/y,
    (m) => {
      const word = m[0].replace(/\.$/, '');
      const day = DAY_WORDS.find(([pattern]) => pattern.test(word));
      if (day) return { kind: 'day', day: day[1] };
      if (RANGE_WORDS.has(word)) return { kind: 'dash' };
      if (word === 'and') return { kind: 'sep' };
      if (FILLER_WORDS.has(word)) return null;
      return undefined;
    },
  ],
];

/** The text as tokens, or undefined when any part of it is not understood. */
function tokenize(text: string): Token[] | undefined {
  const source = text.toLowerCase();
  const tokens: Token[] = [];
  let at = 0;
  outer: while (at < source.length) {
    for (const [pattern, make] of RULES) {
      pattern.lastIndex = at;
      const match = pattern.exec(source);
      if (!match || match[0].length === 0) continue;
      const token = make(match);
      if (token === undefined) return undefined;
      if (token) tokens.push(token);
      at += match[0].length;
      continue outer;
    }
    return undefined;
  }
  return tokens;
}

const minutesOf = (hour: number, minute: number) => hour * 60 + minute;

/** Minutes after midnight on a 24-hour clock, or undefined when not a time of day. */
function clock24(time: Time): number | undefined {
  return time.hour <= 23 && time.minute <= 59 ? minutesOf(time.hour, time.minute) : undefined;
}

/** Minutes after midnight on a 12-hour clock, or undefined when not a time of day. */
function clock12(time: Time, meridiem: Meridiem): number | undefined {
  if (time.hour < 1 || time.hour > 12 || time.minute > 59) return undefined;
  return minutesOf((time.hour % 12) + (meridiem === 'pm' ? 12 : 0), time.minute);
}

const flip = (m: Meridiem): Meridiem => (m === 'am' ? 'pm' : 'am');
/** The half of the day a time certainly sits in ('noon' counts as pm, 'midnight' as am). */
const meridiemOf = (t: Time): Meridiem | undefined =>
  t.meridiem ?? (t.named ? (t.hour === 12 ? 'pm' : 'am') : undefined);
/** A time with no am/pm that can only be read on a 24-hour clock ('19:00', '0:30', '07:00'). */
const only24 = (t: Time) => t.hour > 12 || t.hour === 0 || Boolean(t.padded);

function certainMinutes(t: Time): number | undefined {
  if (t.named) return clock24(t);
  if (t.meridiem) return clock12(t, t.meridiem);
  return only24(t) ? clock24(t) : undefined;
}

/**
 * Opening and closing minutes of a range such as '7-10 PM', '11-3pm', '10pm-2am', '19:00-23:00'.
 * A time without am/pm borrows the other end's, the other half of the day when that would make
 * the range run backwards ('11-3pm' is 11 AM to 3 PM, '10-2am' is 10 PM to 2 AM). Two times
 * without am/pm are read only when one can only be 24-hour ('10-22', '07:00-10:00'); '7-10' is
 * ambiguous.
 */
function rangeMinutes(open: Time, close: Time): [number, number] | undefined {
  const openSide = meridiemOf(open);
  const closeSide = meridiemOf(close);
  let a: number | undefined;
  let b: number | undefined;
  if (openSide && closeSide) {
    [a, b] = [certainMinutes(open), certainMinutes(close)];
  } else if (!openSide && !closeSide) {
    if (!only24(open) && !only24(close)) return undefined;
    [a, b] = [clock24(open), clock24(close)];
  } else if (!openSide) {
    b = certainMinutes(close);
    if (only24(open)) a = clock24(open);
    else {
      a = clock12(open, closeSide!);
      if (a !== undefined && b !== undefined && a >= b) a = clock12(open, flip(closeSide!));
    }
  } else {
    a = certainMinutes(open);
    if (only24(close)) b = clock24(close);
    else {
      b = clock12(close, openSide);
      if (a !== undefined && b !== undefined && b <= a) b = clock12(close, flip(openSide));
    }
  }
  return a === undefined || b === undefined || a === b ? undefined : [a, b];
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

type Group = { days: number[]; ranges: [number, number][] | 'closed' };

/** Day groups and their ranges, in the order written; undefined when the text does not fit. */
function parseGroups(tokens: Token[]): Group[] | undefined {
  const groups: Group[] = [];
  let i = 0;
  const peek = (offset = 0) => tokens[i + offset];
  const isDayStart = (t: Token | undefined) => t?.kind === 'day' || t?.kind === 'days';

  while (i < tokens.length) {
    // A label's colon ('Dinner: Tue-Sun ...') separates like a comma.
    while (peek()?.kind === 'sep' || peek()?.kind === 'colon') i++;
    if (i >= tokens.length) break;

    const days: number[] = [];
    for (;;) {
      const t = peek();
      if (t?.kind === 'days') {
        days.push(...t.days);
        i++;
      } else if (t?.kind === 'day') {
        i++;
        const end = peek(1);
        if (peek()?.kind === 'dash' && end?.kind === 'day') {
          for (let d = t.day; ; d = (d + 1) % 7) {
            days.push(d);
            if (d === end.day) break;
          }
          i += 2;
        } else {
          days.push(t.day);
        }
      } else {
        return undefined;
      }
      if (peek()?.kind === 'sep' && isDayStart(peek(1))) i++;
      else if (!isDayStart(peek())) break;
    }
    if (peek()?.kind === 'colon') i++;
    else if (peek()?.kind === 'sep' && ['time', 'closed'].includes(peek(1)?.kind ?? '')) i++;

    if (peek()?.kind === 'closed') {
      groups.push({ days, ranges: 'closed' });
      i++;
      continue;
    }
    const ranges: [number, number][] = [];
    for (;;) {
      const [open, dash, close] = [peek(), peek(1), peek(2)];
      if (open?.kind !== 'time' || dash?.kind !== 'dash' || close?.kind !== 'time') {
        return undefined;
      }
      const range = rangeMinutes(open.time, close.time);
      if (!range) return undefined;
      ranges.push(range);
      i += 3;
      if (peek()?.kind === 'sep' && peek(1)?.kind === 'time') i++;
      else if (peek()?.kind !== 'time') break;
    }
    groups.push({ days, ranges });
  }
  return groups;
}

/**
 * The opening hours as schema.org OpeningHoursSpecification entries (days sharing the same hours
 * together, Monday first), or undefined when the text is empty, names no day, or holds anything
 * this cannot read for certain. Days marked closed, or not named, are left out (closed).
 */
export function parseOpeningHours(text: string): OpeningHoursSpecification[] | undefined {
  const tokens = tokenize(text.trim());
  if (!tokens || tokens.length === 0) return undefined;
  const groups = parseGroups(tokens);
  if (!groups || groups.length === 0) return undefined;

  // Later lines win for 'closed' ('Daily 6-11pm, Monday closed'); hours add up otherwise.
  const week = new Map<number, [number, number][]>();
  for (const group of groups) {
    for (const day of group.days) {
      if (group.ranges === 'closed') {
        week.delete(day);
        continue;
      }
      const ranges = week.get(day) ?? [];
      for (const range of group.ranges) {
        if (!ranges.some(([a, b]) => a === range[0] && b === range[1])) ranges.push(range);
      }
      week.set(day, ranges);
    }
  }
  if (week.size === 0) return undefined;

  const byHours = new Map<string, { days: DayOfWeek[]; ranges: [number, number][] }>();
  for (const day of ALL_WEEK) {
    const ranges = week.get(day);
    if (!ranges) continue;
    const sorted = [...ranges].sort((x, y) => x[0] - y[0]);
    const key = sorted.map((r) => r.join('-')).join(',');
    const entry = byHours.get(key) ?? { days: [], ranges: sorted };
    entry.days.push(WEEK[day]!);
    byHours.set(key, entry);
  }
  return [...byHours.values()].flatMap(({ days, ranges }) =>
    ranges.map(([opens, closes]) => ({
      '@type': 'OpeningHoursSpecification' as const,
      dayOfWeek: days,
      opens: hhmm(opens),
      closes: hhmm(closes),
    })),
  );
}
