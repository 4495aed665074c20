import { icalEvent } from '@shared/ical';
import { zonedTimeToUtc } from '@shared/restaurant-time';

export type CalendarEvent = {
  uid: string;
  date: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  summary: string;
  description: string;
  location: string;
  url?: string;
  now?: Date;
};

/** A one-event calendar (METHOD:PUBLISH) with times in UTC computed from the restaurant's zone. */
export function buildCalendarInvite(event: CalendarEvent): string {
  return icalEvent({
    uid: event.uid,
    stamp: event.now ?? new Date(),
    start: zonedTimeToUtc(event.date, event.startTime, event.timeZone),
    end: zonedTimeToUtc(event.date, event.endTime, event.timeZone),
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: event.url,
  });
}
