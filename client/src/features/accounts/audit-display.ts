import type { QueryOf } from '@shared/api/endpoint';
import type * as endpoints from '@shared/api/endpoints';
import { AUDIT_AREAS, type AuditArea, type AuditEntryDto } from '@shared/contracts/audit';
import { staffDate, staffDateTime } from '@shared/date-display';
import { formatPaise, formatRupees } from '@shared/money';

// What the audit trail screen shows and asks for: area names, an entry's time and changed
// fields, and the query of the filters. Pure, so each rule has a unit test.

/** Each area in the restaurant's words; a new area in the contract must be named here. */
export const AUDIT_AREA_LABELS = {
  reservations: 'Reservations',
  'blocked-slots': 'Blocked seatings',
  seatings: 'Seatings',
  'special-nights': 'Special nights',
  menu: 'Menu',
  content: 'Content',
  settings: 'Settings',
  media: 'Media',
  'corporate-orders': 'Corporate orders',
  'quote-requests': 'Quote requests',
  accounts: 'Accounts',
  waitlist: 'Waitlist',
  guests: 'Guest book',
  messages: 'Messages',
} as const satisfies Record<AuditArea, string>;

export const AUDIT_AREA_OPTIONS = AUDIT_AREAS.map((area) => ({
  value: area,
  label: AUDIT_AREA_LABELS[area],
}));

const isAuditArea = (area: string): area is AuditArea =>
  (AUDIT_AREAS as readonly string[]).includes(area);

/** An area's name; one the client does not know yet is shown as sent. */
export function auditAreaLabel(area: string): string {
  return (AUDIT_AREA_LABELS as Record<string, string>)[area] ?? area;
}

/** 'status_change' or 'status-change' -> 'Status change'. */
export function auditActionLabel(action: string): string {
  const words = action.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'Nov 23, 2026, 7:45 PM' on the restaurant's clock. */
export function formatAuditTime(iso: string, timeZone: string): string {
  return staffDateTime(iso, timeZone);
}

/** Past this many characters a value is cut (a page of content), so entries stay compact. */
export const AUDIT_VALUE_MAX = 160;

/** Amounts the server keeps in paise (orders, refunds, a booking's estimate). */
const PAISE_FIELDS = new Set([
  'totalAmount',
  'amount',
  'refundAmount',
  'unitPrice',
  // A booking's deposit: given back so far, or kept after the window.
  'refunded',
  'kept',
  // All a booking has paid online, and a larger party's further payment.
  'paid',
  'topUp',
]);
/** Amounts in whole rupees (a menu item's price). */
const RUPEE_FIELDS = new Set(['price']);
/** Calendar dates (yyyy-MM-dd) of bookings, blocks and deliveries. */
const DATE_FIELDS = new Set(['date', 'eventDate', 'deliveryDate']);

/**
 * A field's value in words: money as rupees (₹2,509.50, never the paise it is stored in), a
 * date as every staff date reads, other text as it is, numbers and true/false as written,
 * anything else (a list, an object) as JSON; an empty value says so. Long values are cut
 * with '…'.
 */
export function formatAuditValue(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'number' && PAISE_FIELDS.has(field)) return formatPaise(value);
  if (typeof value === 'number' && RUPEE_FIELDS.has(field)) return formatRupees(value);
  if (typeof value === 'string' && DATE_FIELDS.has(field)) return staffDate(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > AUDIT_VALUE_MAX ? `${text.slice(0, AUDIT_VALUE_MAX - 1)}…` : text;
}

/** One changed field; `before` is null when the field is new (a creation), `after` when gone. */
export type AuditChange = { field: string; before: string | null; after: string | null };

/**
 * The fields an entry changed, in the order the server wrote them (after's first, then any only
 * in before), each with its value before and after.
 */
export function auditChanges(entry: Pick<AuditEntryDto, 'before' | 'after'>): AuditChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields.map((field) => ({
    field,
    before: field in before ? formatAuditValue(before[field], field) : null,
    after: field in after ? formatAuditValue(after[field], field) : null,
  }));
}

/** The filters as the form holds them; '' is 'any'. Dates are yyyy-MM-dd, both days included. */
export type AuditFilters = { userId: string; area: string; from: string; to: string };

export const NO_AUDIT_FILTERS: AuditFilters = { userId: '', area: '', from: '', to: '' };

export type AuditTrailQuery = QueryOf<typeof endpoints.audit.trail>;

/** True when any filter narrows the trail. */
export function hasAuditFilters(filters: AuditFilters): boolean {
  return Object.values(filters).some((value) => value !== '');
}

/** Why the filters cannot be asked for, if they cannot. */
export function auditFiltersProblem(filters: AuditFilters): string | null {
  if (filters.from && filters.to && filters.from > filters.to) {
    return 'The "to" date is before the "from" date.';
  }
  return null;
}

/**
 * The query of the audit trail for the filters and page; filters left at 'any' are not sent.
 * The dates go as they are: the server reads them as whole days on the restaurant's calendar,
 * both included. `before` asks for the page older than the last one shown.
 */
export function auditQuery(filters: AuditFilters, before?: number): AuditTrailQuery {
  const query: AuditTrailQuery = {};
  if (filters.userId) query.userId = Number(filters.userId);
  if (isAuditArea(filters.area)) query.area = filters.area;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (before !== undefined) query.before = before;
  return query;
}
