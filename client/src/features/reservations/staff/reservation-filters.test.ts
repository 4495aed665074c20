import { describe, expect, it } from 'vitest';
import { bookingReference } from '@shared/booking-reference';
import { NIGHT, reservationFixture } from '@/lib/reservations/reservation-fixture';
import { csvCell, reservationsCsv } from '@shared/reservation-csv';
import { filterReservations, paymentStatusLabel, shortPaymentId } from './reservation-filters';

const r = reservationFixture;

describe('staff reservation list rules', () => {
  const list = [
    r({ id: 1, date: '2027-01-05', timeSlot: 'Third seating' }),
    r({ id: 2, date: '2027-01-06', timeSlot: 'Second seating', status: 'completed' }),
    r({
      id: 3,
      date: '2027-01-05',
      timeSlot: 'First seating',
      status: 'cancelled',
      name: 'Vikram Shah',
      email: 'vik@example.com',
      phone: '080-2222-3333',
    }),
  ];

  it('when listed, then newest date first and earlier seating first within a date', () => {
    expect(filterReservations(list, 'all', '', NIGHT).map((x) => x.id)).toEqual([2, 3, 1]);
  });

  it('when the seatings are renumbered, then the list follows their order, not their names', () => {
    const lateFirst = NIGHT.map((s) => ({ ...s, order: s.slot === 'Third seating' ? 0 : s.order }));
    const sameNight = [
      r({ id: 1, timeSlot: 'First seating' }),
      r({ id: 2, timeSlot: 'Third seating' }),
      r({ id: 3, timeSlot: 'Gone seating' }),
    ];
    expect(filterReservations(sameNight, 'all', '', lateFirst).map((x) => x.id)).toEqual([2, 1, 3]);
  });

  it('when filtered, then Upcoming means confirmed', () => {
    expect(filterReservations(list, 'upcoming', '', NIGHT).map((x) => x.id)).toEqual([1]);
    expect(filterReservations(list, 'cancelled', '', NIGHT).map((x) => x.id)).toEqual([3]);
  });

  it('when a date is chosen, then only that night is listed; no date lists every night', () => {
    expect(filterReservations(list, 'all', '', NIGHT, '2027-01-05').map((x) => x.id)).toEqual([
      3, 1,
    ]);
    expect(filterReservations(list, 'upcoming', '', NIGHT, '2027-01-06')).toEqual([]);
    expect(filterReservations(list, 'all', '', NIGHT, '').map((x) => x.id)).toEqual([2, 3, 1]);
  });

  it('U7: when staff search a booking reference a guest reads out, then that booking is found', () => {
    const ref = bookingReference(3);
    expect(filterReservations(list, 'all', ref, NIGHT).map((x) => x.id)).toEqual([3]);
    expect(
      filterReservations(list, 'all', ref.slice(3).toLowerCase(), NIGHT).map((x) => x.id),
    ).toEqual([3]);
  });

  it('when searching, then name, e-mail and phone digits match', () => {
    expect(filterReservations(list, 'all', 'vikram', NIGHT).map((x) => x.id)).toEqual([3]);
    expect(filterReservations(list, 'all', '22223333', NIGHT).map((x) => x.id)).toEqual([3]);
    expect(filterReservations(list, 'all', 'ASHA@', NIGHT).map((x) => x.id)).toEqual([2, 1]);
  });

  it('when payment facts are shown, then unknown statuses read Not Recorded and ids are cut to 15', () => {
    expect(paymentStatusLabel('not_paid')).toBe('Not Recorded');
    expect(paymentStatusLabel('completed')).toBe('Completed');
    expect(shortPaymentId('pay_1234567890abcdefgh')).toBe('pay_1234567890a…');
  });

  it("T14: a deposit refunded in full reads 'Refunded' with its amount, never 'Not Recorded'", () => {
    expect(paymentStatusLabel('refunded', 300_000)).toBe('Refunded ₹3,000.00');
    expect(paymentStatusLabel('refunded')).toBe('Refunded');
  });

  it('when exported, then each booking carries its dietary needs, a guest a line, and its occasion', () => {
    const csv = reservationsCsv([
      r({
        dietaryNeeds: [
          { menu: 'veg', allergens: ['milk'], preferences: [] },
          { menu: 'non-veg', allergens: [], preferences: ['halal'] },
        ],
        occasion: 'birthday',
        occasionNote: '=40th',
      }),
    ]);
    expect(csv.split('\r\n')[0]).toMatch(/,Dietary needs,Occasion$/);
    expect(csv).toContain('"Vegetarian menu: no milk\nNon-vegetarian menu: Halal"');
    expect(csv).toContain('Birthday: =40th');
  });

  it('when exported, then the CSV quotes commas and defuses formulas', () => {
    const csv = reservationsCsv([r({ name: '=HYPERLINK("x")', specialRequests: 'Nuts, please' })]);
    expect(csv.split('\r\n')[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain('"Nuts, please"');
  });
});

/** RFC 4180: fields split by commas, records by CRLF; quoted fields may hold anything, "" is ". */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else if (c === '"' || c === '\r' || c === '\n') {
      throw new Error(`unquoted ${JSON.stringify(c)} at ${i}`);
    } else field += c;
  }
  if (quoted) throw new Error('unterminated quote');
  record.push(field);
  records.push(record);
  return records;
}

const FORMULA = /^[=+\-@\t\r]/;

describe('issue 7 row 7: CSV formula injection', () => {
  const hostileNames = [
    'Bob\r=2+3',
    'x\n@SUM(1)',
    'a;b',
    'tab\there',
    'line\r\n+1',
    '\r=cmd',
    '-2+3',
    '"quoted", and, commas',
    'two\n\n=breaks\r\r-in a row',
  ];
  const csv = reservationsCsv(hostileNames.map((name, id) => r({ id, name })));

  it('when a cell holds a line break followed by a formula, then no line of the file starts with it', () => {
    for (const line of csv.split(/\r\n|\r|\n/)) {
      expect(line, JSON.stringify(line)).not.toMatch(/^[=+\-@\t]/);
    }
    expect(csv).not.toMatch(/[\r\n]=2\+3/);
  });

  it('when the file is read back as RFC 4180, then each row keeps its cells and every line of a name is defused', () => {
    const records = parseCsv(csv);
    expect(records).toHaveLength(hostileNames.length + 1);
    for (const record of records) expect(record).toHaveLength(records[0]!.length);
    const names = records.slice(1).map((record) => record[2]!);
    names.forEach((name, i) => {
      expect(name.replace(/^'|(?<=[\r\n])'/g, '')).toBe(hostileNames[i]);
      for (const line of name.split(/\r\n|\r|\n/)) expect(line).not.toMatch(FORMULA);
    });
  });

  it('when a cell holds a separator, a tab or a quote, then it is quoted with quotes doubled', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('tab\there')).toBe('"tab\there"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('x\n@SUM(1)')).toBe('"x\n\'@SUM(1)"');
    expect(csvCell('Bob\r=2+3')).toBe('"Bob\r\'=2+3"');
    expect(csvCell('\r=cmd')).toBe('"\'\r\'=cmd"');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
  });
});
