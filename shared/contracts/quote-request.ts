import { z } from 'zod';
import { quoteRequestStatuses } from '../domain/statuses';
import { optionalText } from './gst-fields';
import { calendarDate } from './reservation';
import { safeText } from './safe-input';
import { PAGE_PARAMS, commaListOf, pageQuerySchema, searchTextOf, type PageParams } from './paging';

// Zod only: the 'Request a quote' form on /corporate and the staff list of requests.

export const MAX_QUOTE_GUESTS = 5000;
const GUESTS_MESSAGE = `Enter the number of guests, from 1 to ${MAX_QUOTE_GUESTS.toLocaleString('en-IN')}`;

/** POST /api/quote-requests. */
export const quoteRequestSchema = z.object({
  name: safeText(100, { required: 'Name must be at least 2 characters' })
    .trim()
    .min(2, 'Name must be at least 2 characters'),
  company: optionalText(120),
  email: safeText(200, { required: 'Please enter a valid email address' })
    .trim()
    .email('Please enter a valid email address'),
  phone: safeText(20, { required: 'Contact number must be at least 10 digits' })
    .trim()
    .refine((v) => /^\+?[\d\s()-]+$/.test(v) && v.replace(/\D/g, '').length >= 10, {
      message: 'Contact number must be at least 10 digits',
    }),
  eventDate: calendarDate('Please choose the date of your event'),
  guests: z.coerce
    .number({ error: GUESTS_MESSAGE })
    .int(GUESTS_MESSAGE)
    .min(1, GUESTS_MESSAGE)
    .max(MAX_QUOTE_GUESTS, GUESTS_MESSAGE),
  message: optionalText(2000, { multiline: true }),
});
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequestValues = z.output<typeof quoteRequestSchema>;

/** PATCH /api/quote-requests/:id. */
export const quoteRequestStatusUpdateSchema = z.object({
  status: z.enum(quoteRequestStatuses, { error: 'Unknown quote request status' }),
});
export type QuoteRequestStatusUpdate = z.infer<typeof quoteRequestStatusUpdateSchema>;

export const quoteRequestDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  eventDate: z.string(),
  guests: z.number().int(),
  message: z.string().nullable(),
  status: z.enum(quoteRequestStatuses),
  createdAt: z.string(),
});
export type QuoteRequestDto = z.infer<typeof quoteRequestDtoSchema>;

/** What the visitor is told once the request is stored. */
export const quoteRequestReceivedDtoSchema = z.object({
  id: z.number().int(),
  message: z.string(),
});
export type QuoteRequestReceivedDto = z.infer<typeof quoteRequestReceivedDtoSchema>;

export const QUOTE_SEARCH_MAX = 100;

/**
 * GET /api/quote-requests with any of these answers one page (paging.ts), newest first:
 * `status` one or more of the request statuses, `q` part of the name, company, e-mail or phone.
 */
export const quoteRequestListQuerySchema = pageQuerySchema.extend({
  status: commaListOf('status', quoteRequestStatuses).optional(),
  q: searchTextOf(QUOTE_SEARCH_MAX),
});
export type QuoteRequestListQuery = z.infer<typeof quoteRequestListQuerySchema>;
export const QUOTE_REQUEST_LIST_PARAMS = [...PAGE_PARAMS, 'status', 'q'] as const;
/** The list's query as a caller writes it (status comma-separated). */
export type QuoteRequestListParams = PageParams & { status?: string; q?: string };
