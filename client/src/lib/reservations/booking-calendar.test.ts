import { describe, expect, it } from 'vitest';
import {
  googleCalendarUrl,
  icsDataUrl,
  readableBookingDate,
  seatingIcs,
  specialNightNames,
  type SeatingEvent,
} from './booking-calendar';

const event: SeatingEvent = {
  date: '2026-11-25',
  startTime: '20:00',
  lengthMinutes: 180,
  timeZone: 'Asia/Kolkata',
  title: 'Dinner at The Tasting Room',
  details: 'Table for 3 (1 vegetarian, 2 non-vegetarian). Manage: https://x.test/reservation/t',
  location: '12 MG Road, Bengaluru; 2nd floor',
};

describe('readable booking date', () => {
  it('when a booking is for 2026-11-25, then it reads Wed, 25 Nov 2026', () => {
    expect(readableBookingDate('2026-11-25', 'Asia/Kolkata')).toBe('Wed, 25 Nov 2026');
  });

  it('when the restaurant is far east or far west of UTC, then the day does not move', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Auckland', 'Pacific/Pago_Pago', 'UTC']) {
      expect(readableBookingDate('2026-11-25', zone)).toBe('Wed, 25 Nov 2026');
    }
  });
});

describe('calendar file', () => {
  const ics = seatingIcs({
    ...event,
    uid: 'reservation-42@tasting-room',
    url: 'https://x.test/reservation/t',
    stamp: new Date('2026-11-01T10:00:00.000Z'),
  });
  const lines = ics.split('\r\n');

  it('U7: when an 8 PM seating in Kolkata is booked, then the evening lasts the tasting (three hours), 14:30 to 17:30 UTC', () => {
    expect(lines).toContain('DTSTART:20261125T143000Z');
    expect(lines).toContain('DTEND:20261125T173000Z');
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('DTSTAMP:20261101T100000Z');
    expect(lines).toContain('UID:reservation-42@tasting-room');
  });

  it('when text has commas, semicolons or newlines, then they are escaped', () => {
    expect(lines).toContain('LOCATION:12 MG Road\\, Bengaluru\\; 2nd floor');
    expect(seatingIcs({ ...event, location: 'a\nb', uid: 'u', stamp: new Date(0) })).toContain(
      'LOCATION:a\\nb',
    );
  });

  it('when a line is longer than 75 octets, then it is folded and every line ends in CRLF', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${event.details.replace(/,/g, '\\,')}`);
  });

  it('when an evening runs past midnight, then it ends on the next day', () => {
    const late = seatingIcs({
      ...event,
      startTime: '23:00',
      lengthMinutes: 90,
      uid: 'u',
      stamp: new Date(0),
    });
    expect(late).toContain('DTSTART:20261125T173000Z');
    expect(late).toContain('DTEND:20261125T190000Z');
  });

  it('when offered as a link, then it is a calendar data URL that decodes to the same text', () => {
    const url = icsDataUrl(ics);
    expect(url.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(ics);
  });
});

describe('Google Calendar link', () => {
  it('when built, then it names the event, its UTC times, details and place', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(event.title);
    expect(url.searchParams.get('dates')).toBe('20261125T143000Z/20261125T173000Z');
    expect(url.searchParams.get('details')).toBe(event.details);
    expect(url.searchParams.get('location')).toBe(event.location);
  });
});

describe('special night names for the calendar', () => {
  const nights = [
    { name: "New Year's Eve", date: '2026-12-31', toDate: '2026-12-31' },
    { name: 'Harvest week', date: '2027-01-30', toDate: '2027-02-02' },
  ];

  it('when nights are special, then each night of a run carries its name, and other nights none', () => {
    const names = specialNightNames(nights);
    expect([...names]).toEqual([
      ['2026-12-31', "New Year's Eve"],
      ['2027-01-30', 'Harvest week'],
      ['2027-01-31', 'Harvest week'],
      ['2027-02-01', 'Harvest week'],
      ['2027-02-02', 'Harvest week'],
    ]);
    expect(names.get('2026-12-30')).toBeUndefined();
  });

  it('when a month is shown, then only its nights are named, a run across months in part', () => {
    expect([...specialNightNames(nights, '2027-02').keys()]).toEqual(['2027-02-01', '2027-02-02']);
    expect([...specialNightNames(nights, '2026-12').values()]).toEqual(["New Year's Eve"]);
    expect(specialNightNames(nights, '2027-03').size).toBe(0);
  });
});
