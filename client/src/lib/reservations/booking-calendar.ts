import { guestDate } from '@shared/date-display';
import { icalEvent, utcStamp } from '@shared/ical';
import { addDays, zonedTimeToUtc } from '@shared/restaurant-time';

// What the confirmation view offers for the diner's own calendar. Pure: the caller passes the
// zone and the moment of booking, so nothing here reads the clock or the page.

/**
 * 'Wed, 25 Nov 2026' for a booking's calendar date: how guests read dates (shared/date-display),
 * the same day in every zone. `timeZone` is kept for the callers; a calendar date needs none.
 */
export function readableBookingDate(date: string, _timeZone?: string): string {
  return guestDate(date);
}

export type SeatingEvent = {
  date: string;
  /** 'HH:mm' on the restaurant's clock. */
  startTime: string;
  /** How long the evening lasts (the tasting's length, not the seating slot's hour). */
  lengthMinutes: number;
  timeZone: string;
  title: string;
  details: string;
  location: string;
};

/** The evening's start and end instants; one that runs past midnight ends the next day. */
export function seatingInstants(event: SeatingEvent): { start: Date; end: Date } {
  const start = zonedTimeToUtc(event.date, event.startTime, event.timeZone);
  return { start, end: new Date(start.getTime() + event.lengthMinutes * 60_000) };
}

/** A one-event calendar file (METHOD:PUBLISH, SEQUENCE 0: as booked), times in UTC. */
export function seatingIcs(
  event: SeatingEvent & { uid: string; url?: string; stamp: Date },
): string {
  return icalEvent({
    ...seatingInstants(event),
    uid: event.uid,
    stamp: event.stamp,
    summary: event.title,
    description: event.details,
    location: event.location,
    url: event.url,
  });
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

/**
 * The special nights' names by date (yyyy-MM-dd), each night of a run under its name, for the
 * booking calendar's marks; only the month `month` (yyyy-MM) when given.
 */
export function specialNightNames(
  nights: readonly { name: string; date: string; toDate: string }[],
  month?: string,
): Map<string, string> {
  const names = new Map<string, string>();
  for (const night of nights) {
    for (let date = night.date; date <= night.toDate; date = addDays(date, 1)) {
      if (!month || date.startsWith(`${month}-`)) names.set(date, night.name);
    }
  }
  return names;
}
