// One iCalendar (RFC 5545) writer for the booking e-mails' attachments and the confirmation
// view's download. Pure and without Node APIs, so the browser bundle can use it too.

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

/** 20261125T143000Z: the UTC form both iCalendar and Google Calendar read. */
export function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export type IcalEvent = {
  uid: string;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  url?: string | undefined;
  /**
   * How many times the event has changed since it was first sent (0 at first). A calendar keeps
   * the copy with the highest SEQUENCE for a UID, so each change must send a higher one.
   */
  sequence?: number;
  /** PUBLISH (the default): here is the event; CANCEL: the event of this UID is off. */
  method?: 'PUBLISH' | 'CANCEL';
  /** Mail addresses of who sends the event and who it is for (a cancellation names them). */
  organizer?: string | undefined;
  attendee?: string | undefined;
};

/** A one-event calendar file, times in UTC. */
export function icalEvent(event: IcalEvent): string {
  const method = event.method ?? 'PUBLISH';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//The Tasting Room//Reservations//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.organizer ? [`ORGANIZER:mailto:${event.organizer}`] : []),
    ...(event.attendee ? [`ATTENDEE:mailto:${event.attendee}`] : []),
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
