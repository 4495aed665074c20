import { icalEvent, type IcalEvent } from '@shared/ical';
import { zonedTimeToUtc } from '@shared/restaurant-time';

export type CalendarEvent = Omit<IcalEvent, 'stamp' | 'start' | 'end'> & {
  date: string;
  /** 'HH:mm' on the restaurant's clock. */
  startTime: string;
  /** The evening's length (the tasting's, not the seating slot's hour). */
  lengthMinutes: number;
  timeZone: string;
  now?: Date;
};

/** A one-event calendar with times in UTC computed from the restaurant's zone. */
export function buildCalendarInvite(event: CalendarEvent): string {
  const { date, startTime, lengthMinutes, timeZone, now, ...rest } = event;
  const start = zonedTimeToUtc(date, startTime, timeZone);
  return icalEvent({
    ...rest,
    stamp: now ?? new Date(),
    start,
    end: new Date(start.getTime() + lengthMinutes * 60_000),
  });
}
