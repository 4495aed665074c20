import { describe, expect, it } from 'vitest';
import { buildCalendarInvite } from './booking-calendar';

const base = {
  uid: 'reservation-42@tasting-room',
  date: '2026-11-25',
  startTime: '19:00',
  lengthMinutes: 60,
  timeZone: 'Asia/Kolkata',
  summary: 'Dinner at The Tasting Room',
  description: 'Party of 2',
  location: 'The Tasting Room',
  now: new Date('2026-11-22T06:00:00Z'),
};

describe('buildCalendarInvite', () => {
  it('when a 7 PM seating in Kolkata is invited, then it starts 13:30 UTC and ends 14:30 UTC, with CRLF lines', () => {
    const ics = buildCalendarInvite(base);
    expect(ics).toContain('\r\nDTSTART:20261125T133000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261125T143000Z\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261122T060000Z\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('when the restaurant keeps summer time, then the offset of that date is used', () => {
    expect(
      buildCalendarInvite({ ...base, timeZone: 'Europe/London', date: '2026-07-01' }),
    ).toContain('DTSTART:20260701T180000Z');
    expect(
      buildCalendarInvite({ ...base, timeZone: 'Europe/London', date: '2026-12-01' }),
    ).toContain('DTSTART:20261201T190000Z');
  });

  it('when text has commas, semicolons or newlines, then they are escaped, and long lines fold at 75 octets', () => {
    const ics = buildCalendarInvite({
      ...base,
      description: `Nuts, please; window\nseat ${'x'.repeat(120)}`,
    });
    expect(ics).toContain('DESCRIPTION:Nuts\\, please\\; window\\nseat ');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics).toMatch(/\r\n x/);
  });

  it('U7: when the tasting lasts three hours and the event changed twice, then it ends three hours later with SEQUENCE 2', () => {
    const ics = buildCalendarInvite({ ...base, lengthMinutes: 180, sequence: 2 });
    expect(ics).toContain('\r\nDTSTART:20261125T133000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261125T163000Z\r\n');
    expect(ics).toContain('\r\nSEQUENCE:2\r\n');
    expect(ics).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(ics).toContain('\r\nSTATUS:CONFIRMED\r\n');
  });

  it('U7: when the booking is cancelled, then the invite is METHOD:CANCEL, STATUS:CANCELLED, naming organizer and guest', () => {
    const ics = buildCalendarInvite({
      ...base,
      sequence: 3,
      method: 'CANCEL',
      organizer: 'table@example.com',
      attendee: 'asha@example.com',
    });
    for (const line of [
      'METHOD:CANCEL',
      'STATUS:CANCELLED',
      'SEQUENCE:3',
      'ORGANIZER:mailto:table@example.com',
      'ATTENDEE:mailto:asha@example.com',
    ]) {
      expect(ics).toContain(`\r\n${line}\r\n`);
    }
  });
});
