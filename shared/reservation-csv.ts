import type { ReservationDto } from './contracts/reservation';
import { describeNeed, describeOccasion } from './domain/dietary';

// The reservations export, one booking a row. The server streams it (GET
// /api/reservations/export.csv); the columns and the cell rules live here once.

/** A spreadsheet runs text that starts with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Kept as separators by split, so the breaks themselves survive the join. */
const LINE_BREAK = /(\r\n|\r|\n)/;
/** Commas, semicolons (the separator in many locales), tabs, quotes and line breaks. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One CSV cell that a spreadsheet shows as text. A formula start is defused with a leading
 * apostrophe at the start of the cell and after every line break inside it, since some
 * spreadsheets begin a new row at a break even within quotes.
 */
export function csvCell(v: unknown): string {
  const text = v === null || v === undefined ? '' : String(v);
  const lines = text
    .split(LINE_BREAK)
    .map((part, i) => (i % 2 === 0 && FORMULA_START.test(part) ? `'${part}` : part))
    .join('');
  // A cell that opens with a CR splits into '' and the CR, so that start is checked here.
  const safe = text.startsWith('\r') ? `'${lines}` : lines;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const RESERVATION_CSV_HEADER = [
  'Date',
  'Seating',
  'Name',
  'Phone',
  'Email',
  'Guests',
  'Veg',
  'Non-veg',
  'Status',
  'Special requests',
  'Dietary needs',
  'Occasion',
] as const;

type CsvBooking = Pick<
  ReservationDto,
  | 'date'
  | 'timeSlot'
  | 'name'
  | 'phone'
  | 'email'
  | 'guests'
  | 'vegCount'
  | 'nonVegCount'
  | 'status'
  | 'specialRequests'
  | 'dietaryNeeds'
  | 'occasion'
  | 'occasionNote'
>;

/** One line of the file, without its line break. */
export function csvLine(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(',');
}

export function reservationCsvCells(r: CsvBooking): unknown[] {
  return [
    r.date,
    r.timeSlot,
    r.name,
    r.phone,
    r.email,
    r.guests,
    r.vegCount,
    r.nonVegCount,
    r.status,
    r.specialRequests,
    // One guest a line, as the service sheet lists them.
    r.dietaryNeeds.map(describeNeed).join('\n'),
    r.occasion ? describeOccasion(r.occasion, r.occasionNote) : '',
  ];
}

/** The whole file for a list held in memory (the export itself streams the same lines). */
export function reservationsCsv(list: CsvBooking[]): string {
  return [RESERVATION_CSV_HEADER, ...list.map(reservationCsvCells)].map(csvLine).join('\r\n');
}
