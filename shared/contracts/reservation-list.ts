import { z } from 'zod';
import { reservationStatuses } from '../domain/statuses';
import { PAGE_PARAMS, commaListOf, pageQuerySchema, searchTextOf } from './paging';
import { calendarDate } from './reservation';

// GET /api/reservations with filters answers one page (paging.ts); without any, the whole list.
// Order, for the whole list and for pages alike: the night, newest first; within a night the
// seating's name ascending; then the booking's id ascending (which makes the order total, so a
// cursor names one place in it).

export const RESERVATION_SEARCH_MAX = 100;

const reservationFilterSchema = z.object({
  /** One night. */
  date: calendarDate('date must be a date written yyyy-MM-dd').optional(),
  /** From this night on (included). */
  from: calendarDate('from must be a date written yyyy-MM-dd').optional(),
  /** Up to this night (included). */
  to: calendarDate('to must be a date written yyyy-MM-dd').optional(),
  status: commaListOf('status', reservationStatuses).optional(),
  /** Part of the guest's name, e-mail or phone (any letter case; a phone also by its digits). */
  q: searchTextOf(RESERVATION_SEARCH_MAX),
});

const fromBeforeTo = {
  check: (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to,
  issue: { path: ['to'], message: 'to must not be before from' },
};

export const reservationListQuerySchema = pageQuerySchema
  .extend(reservationFilterSchema.shape)
  .refine(fromBeforeTo.check, fromBeforeTo.issue);
export type ReservationListQuery = z.infer<typeof reservationListQuerySchema>;
export type ReservationListQueryInput = z.input<typeof reservationListQuerySchema>;

/** GET /api/reservations/export.csv: the list's filters; every matching booking, no pages. */
export const reservationExportQuerySchema = reservationFilterSchema.refine(
  fromBeforeTo.check,
  fromBeforeTo.issue,
);
export type ReservationExportQuery = z.infer<typeof reservationExportQuerySchema>;

/** Any of these in the query asks for a page instead of the whole list. */
export const RESERVATION_LIST_PARAMS = [
  ...PAGE_PARAMS,
  'date',
  'from',
  'to',
  'status',
  'q',
] as const;

/** The list's query as a caller writes it (status comma-separated). */
export type ReservationListParams = {
  date?: string;
  from?: string;
  to?: string;
  status?: string;
  q?: string;
  limit?: number;
  cursor?: string;
};
