import { bookingReference } from '@shared/booking-reference';
import type { ReservationDto, TimeSlotDto } from '@shared/contracts/reservation';
import { describeNeed, describeOccasion } from '@shared/domain/dietary';
import { formatPaise } from '@shared/money';
import { seatingRank } from '@/lib/reservations/seatings';

export type StatusFilter = 'all' | 'upcoming' | 'completed' | 'cancelled';

/**
 * Staff list: filter by status and by one night ('' for every date), search name/e-mail/phone
 * or booking reference;
 * newest date first, then the seatings in service order (as the database orders them).
 */
export function filterReservations<R extends ReservationDto>(
  list: R[],
  filter: StatusFilter,
  search: string,
  seatings: readonly TimeSlotDto[],
  date = '',
): R[] {
  const rank = seatingRank(seatings);
  const needle = search.trim().toLowerCase();
  const digits = needle.replace(/\D/g, '');
  return list
    .filter((r) => {
      if (date && r.date !== date) return false;
      if (filter === 'upcoming' && r.status !== 'confirmed') return false;
      if (filter === 'completed' && r.status !== 'completed') return false;
      if (filter === 'cancelled' && r.status !== 'cancelled') return false;
      if (!needle) return true;
      return (
        r.name.toLowerCase().includes(needle) ||
        r.email.toLowerCase().includes(needle) ||
        r.phone.toLowerCase().includes(needle) ||
        // The reference a guest reads out on the phone, with or without its 'TR-'.
        (needle.length >= 4 && bookingReference(r.id).toLowerCase().includes(needle)) ||
        (digits.length >= 3 && r.phone.replace(/\D/g, '').includes(digits))
      );
    })
    .sort((a, b) =>
      a.date === b.date
        ? rank(a.timeSlot) - rank(b.timeSlot) || a.timeSlot.localeCompare(b.timeSlot)
        : b.date.localeCompare(a.date),
    );
}

/**
 * Payment column: completed, pending, failed, otherwise 'Not Recorded'; a payment given back in
 * full reads 'Refunded' with what went back (paise), not as if it was never recorded.
 */
export function paymentStatusLabel(status: string | null, refundedPaise = 0): string {
  if (status === 'refunded') {
    return refundedPaise > 0 ? `Refunded ${formatPaise(refundedPaise)}` : 'Refunded';
  }
  if (status === 'completed') return 'Completed';
  if (status === 'pending') return 'Pending';
  if (status === 'failed') return 'Failed';
  return 'Not Recorded';
}

export function shortPaymentId(id: string | null): string {
  if (!id) return '—';
  return id.length > 15 ? `${id.slice(0, 15)}…` : id;
}

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

export function reservationsCsv(list: ReservationDto[]): string {
  const header = [
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
  ];
  const rows = list.map((r) => [
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
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}
