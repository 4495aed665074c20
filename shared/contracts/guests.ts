import { z } from 'zod';
import { attendanceMarks } from '../domain/attendance';
import { reservationSources, reservationStatuses } from '../domain/statuses';
import { allergenCodes } from '../domain/dietary';
import { guestCountsSchema } from './reservation';
import { PAGE_PARAMS, pageQuerySchema } from './paging';
import { safeText } from './safe-input';

// Zod only: the guest book (staff only). A guest is every booking made with one e-mail address
// (any letter case) or one phone (its last ten digits).

export const GUEST_NOTE_MAX = 2000;
export const GUEST_SEARCH_MAX = 100;
/** The most guests one search answers, newest bookings first. */
export const GUEST_SEARCH_LIMIT = 50;

/** GET /api/guests?query=: by name, e-mail or phone; empty lists the latest guests. */
export const guestSearchQuerySchema = z.object({
  query: safeText(GUEST_SEARCH_MAX).trim().optional(),
});

/**
 * GET /api/guests with `q`, `limit` or `cursor`: one page of the search (contracts/paging.ts),
 * the most recently booked guest first. `q` is the search's words (`query` is still read).
 */
export const guestPageQuerySchema = pageQuerySchema.extend({
  query: guestSearchQuerySchema.shape.query,
  q: safeText(GUEST_SEARCH_MAX, { tooLong: `q must be at most ${GUEST_SEARCH_MAX} characters` })
    .trim()
    .optional(),
});
export type GuestPageQuery = z.infer<typeof guestPageQuerySchema>;
export const GUEST_PAGE_PARAMS = [...PAGE_PARAMS, 'q'] as const;

/** PATCH /api/guests/{id}: staff's private note about the guest. */
export const guestNoteSchema = z.object({
  note: safeText(GUEST_NOTE_MAX, {
    multiline: true,
    required: 'Write a note, or leave it empty',
  }).trim(),
});
export type GuestNoteInput = z.infer<typeof guestNoteSchema>;

/**
 * A guest as the book lists them: the details of their latest booking, their counts, and the
 * allergens they declared on any booking (its guests' dietary needs), each once.
 */
export const guestSummaryDtoSchema = guestCountsSchema.extend({
  allergies: z.array(z.enum(allergenCodes)),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Bookings still to come (confirmed, from today on, not yet marked by the floor). */
  upcoming: z.number().int(),
  /** The last night they came, yyyy-MM-dd; null before their first visit. */
  lastVisit: z.string().nullable(),
});
export type GuestSummaryDto = z.infer<typeof guestSummaryDtoSchema>;

export const guestBookingDtoSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  timeSlot: z.string(),
  guests: z.number().int(),
  status: z.enum(reservationStatuses),
  source: z.enum(reservationSources),
  attendance: z.enum(attendanceMarks).nullable(),
  attendanceConfirmedAt: z.string().nullable(),
  specialRequests: z.string().nullable(),
});

/** GET /api/guests/{id}: the guest, staff's note and every booking, newest first. */
export const guestDetailDtoSchema = guestSummaryDtoSchema.extend({
  note: z.string(),
  noteUpdatedAt: z.string().nullable(),
  bookings: z.array(guestBookingDtoSchema),
});
export type GuestDetailDto = z.infer<typeof guestDetailDtoSchema>;
