/** The date and minute of the day on the restaurant's wall clock, whatever the machine's zone. */
export type RestaurantMoment = { date: string; minutes: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function restaurantMoment(now: Date, timeZone: string): RestaurantMoment {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** 'HH:mm' to minutes after midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** True once a seating on that date has begun (or the date is past), on the restaurant's clock. */
export function seatingHasStarted(
  date: string,
  startTime: string,
  now: Date,
  timeZone: string,
): boolean {
  const current = restaurantMoment(now, timeZone);
  if (date !== current.date) return date < current.date;
  return minutesOf(startTime) <= current.minutes;
}

/**
 * Whether a seating's evening is over: its start on the restaurant's clock plus the length of the
 * tasting (TASTING_LENGTH_MINUTES, three hours by default), not the end of its one-hour booking
 * slot. Ten courses take the evening; a walk-in may join until then, and only then is it "ended".
 */
export function tastingHasEnded(
  date: string,
  startTime: string,
  tastingMinutes: number,
  now: Date,
  timeZone: string,
): boolean {
  const start = zonedTimeToUtc(date, startTime, timeZone).getTime();
  return start + tastingMinutes * 60_000 <= now.getTime();
}

/** The UTC instant of a wall-clock time in a zone (for calendar invites). */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const guess = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  // The zone's offset at that moment, found by formatting the guess in the zone.
  const seen = restaurantMoment(new Date(guess), timeZone);
  const seenUtc = Date.UTC(
    Number(seen.date.slice(0, 4)),
    Number(seen.date.slice(5, 7)) - 1,
    Number(seen.date.slice(8, 10)),
    Math.floor(seen.minutes / 60),
    seen.minutes % 60,
  );
  return new Date(guess - (seenUtc - guess));
}

/**
 * Every yyyy-MM-dd date from `from` to `to`, both included (none when `to` is earlier). Counted,
 * not stepped until past `to`: the day after 9999-12-31 has no four-digit year, and a loop that
 * stepped there compared a five-digit year as earlier and never ended. Callers bound the span.
 */
export function datesFromTo(from: string, to: string): string[] {
  const days = Math.round(
    (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000,
  );
  return Array.from({ length: Number.isFinite(days) ? Math.max(0, days + 1) : 0 }, (_, i) =>
    addDays(from, i),
  );
}

/** The last day a yyyy-MM-dd date can name: the day after it has a five-digit year. */
export const LAST_CALENDAR_DAY = '9999-12-31';

/** The day after a yyyy-MM-dd date; none after the last day a date can name. */
export function dayAfter(date: string): string | undefined {
  return date >= LAST_CALENDAR_DAY ? undefined : addDays(date, 1);
}

/** yyyy-MM-dd `days` after (or before) a yyyy-MM-dd date; calendar days, no clock involved. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
