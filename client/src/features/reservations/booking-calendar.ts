import { addDays, minutesOf, zonedTimeToUtc } from '@shared/restaurant-time';

// What the confirmation view offers for the diner's own calendar. Pure: the caller passes the
// zone and the moment of booking, so nothing here reads the clock or the page.

/**
 * 'Wed, 25 Nov 2026' for a booking's calendar date (yyyy-MM-dd). Noon of that day on the
 * restaurant's clock, formatted in the restaurant's zone, is that day in every zone (UTC noon
 * would be the next day in zones of UTC+12 and beyond).
 */
export function readableBookingDate(date: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(zonedTimeToUtc(date, '12:00', timeZone));
}

export type SeatingEvent = {
  date: string;
  /** 'HH:mm' on the restaurant's clock. */
  startTime: string;
  endTime: string;
  timeZone: string;
  title: string;
  details: string;
  location: string;
};

/** The seating's start and end instants; an end at or before the start is the next day. */
export function seatingInstants(event: SeatingEvent): { start: Date; end: Date } {
  const endDate =
    minutesOf(event.endTime) <= minutesOf(event.startTime) ? addDays(event.date, 1) : event.date;
  return {
    start: zonedTimeToUtc(event.date, event.startTime, event.timeZone),
    end: zonedTimeToUtc(endDate, event.endTime, event.timeZone),
  };
}

/** 20261125T143000Z: the UTC form both iCalendar and Google Calendar read. */
export function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

const utf8 = new TextEncoder();

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  if (utf8.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const ch of line) {
    if (utf8.encode(current + ch).length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += ch;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A one-event calendar file (METHOD:PUBLISH), times in UTC. */
export function seatingIcs(
  event: SeatingEvent & { uid: string; url?: string; stamp: Date },
): string {
  const { start, end } = seatingInstants(event);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//The Tasting Room//Reservations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.details)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The .ics as a link target: no request, no object URL to revoke. */
export function icsDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

/** Google Calendar's "add event" page, filled in. */
export function googleCalendarUrl(event: SeatingEvent): string {
  const { start, end } = seatingInstants(event);
  const query = [
    'action=TEMPLATE',
    `text=${encodeURIComponent(event.title)}`,
    `dates=${utcStamp(start)}/${utcStamp(end)}`,
    `details=${encodeURIComponent(event.details)}`,
    `location=${encodeURIComponent(event.location)}`,
  ].join('&');
  return `https://calendar.google.com/calendar/render?${query}`;
}
