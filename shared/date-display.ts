// One home for how dates read, one format per context, so a date never reads three ways:
// - staff screens: 'MMM dd, yyyy' ('Nov 05, 2026'), the spec's display format, with the time
//   after it where one matters ('Nov 05, 2026, 7:45 PM');
// - what guests read (the booking confirmation, the manage page, booking e-mails): the day
//   spelled out as people say it ('Wed, 25 Nov 2026').
// Instants are read on the restaurant's clock; a stored calendar date (yyyy-MM-dd) is that day
// wherever the reader is.

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(
  key: string,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const STAFF_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: '2-digit', year: 'numeric' };
const GUEST_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};

/** A stored yyyy-MM-dd as noon UTC of that day (the same day in every zone it is shown in). */
function calendarDay(date: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d, 12));
  // Date.UTC rolls 2026-02-31 over into March: such a date is not a day.
  return day.getUTCDate() === d && day.getUTCMonth() === m - 1 ? day : undefined;
}

/** Staff: 'Nov 05, 2026' for a stored calendar date; text that is not one is shown as written. */
export function staffDate(date: string): string {
  const day = calendarDay(date);
  return day
    ? formatOf('staff-day-utc', 'en-US', { ...STAFF_DAY, timeZone: 'UTC' }).format(day)
    : date;
}

/** Staff: 'Nov 05, 2026', the restaurant's day of an instant (an upload, a sign-in). */
export function staffDateOf(iso: string, timeZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return formatOf(`staff-day|${timeZone}`, 'en-US', { ...STAFF_DAY, timeZone }).format(at);
}

/** Staff: 'Nov 05, 2026, 7:45 PM' on the restaurant's clock (the audit trail). */
export function staffDateTime(iso: string, timeZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return formatOf(`staff-time|${timeZone}`, 'en-US', {
    ...STAFF_DAY,
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(at);
}

/** Guests: 'Wed, 25 Nov 2026' for a booking's calendar date. */
export function guestDate(date: string): string {
  const day = calendarDay(date);
  return day
    ? formatOf('guest-day-utc', 'en-GB', { ...GUEST_DAY, timeZone: 'UTC' }).format(day)
    : date;
}

/** Guests: 'Wed, 25 Nov 2026', the restaurant's day of an instant. */
export function guestDateOf(at: Date, timeZone: string): string {
  return formatOf(`guest-day|${timeZone}`, 'en-GB', { ...GUEST_DAY, timeZone }).format(at);
}

/** '7:15 PM' on the restaurant's clock, with a plain space (some ICU versions put a narrow one). */
export function clockTimeOf(at: Date, timeZone: string): string {
  return formatOf(`clock|${timeZone}`, 'en-US', { hour: 'numeric', minute: '2-digit', timeZone })
    .format(at)
    .replace(/\s/g, ' ');
}

/** Guests: 'Wed, 25 Nov 2026 at 7:15 PM', a moment on the restaurant's clock, as mails say it. */
export function guestMoment(at: Date, timeZone: string): string {
  return `${guestDateOf(at, timeZone)} at ${clockTimeOf(at, timeZone)}`;
}
