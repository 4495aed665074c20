import { z } from 'zod';
import { calendarDate } from './reservation';
import { cursorTextSchema } from './paging';
import { idSchema } from './safe-input';

/** The parts of the product an audit entry can be about. */
export const AUDIT_AREAS = [
  'reservations',
  'blocked-slots',
  'menu',
  'content',
  'settings',
  'media',
  'corporate-orders',
  'quote-requests',
  'accounts',
  'waitlist',
  'guests',
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

export const AUDIT_PAGE_MAX = 100;
export const AUDIT_PAGE_DEFAULT = 50;

/**
 * GET /api/audit (admins): newest first; `before` is the last id of the previous page; from and
 * to are days on the restaurant's clock, both included.
 */
export const auditQuerySchema = z.object({
  userId: idSchema.optional(),
  area: z.enum(AUDIT_AREAS, { error: 'Unknown area' }).optional(),
  from: calendarDate('from must be a date written yyyy-MM-dd').optional(),
  to: calendarDate('to must be a date written yyyy-MM-dd').optional(),
  limit: z.coerce
    .number({ error: `limit must be 1 to ${AUDIT_PAGE_MAX}` })
    .int(`limit must be 1 to ${AUDIT_PAGE_MAX}`)
    .min(1, `limit must be 1 to ${AUDIT_PAGE_MAX}`)
    .max(AUDIT_PAGE_MAX, `limit must be 1 to ${AUDIT_PAGE_MAX}`)
    .optional()
    .default(AUDIT_PAGE_DEFAULT),
  before: idSchema.optional(),
  /** The next page as the Link header gives it; the same place as `before`. */
  cursor: cursorTextSchema.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntryDtoSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  username: z.string(),
  area: z.string(),
  action: z.string(),
  entityId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntryDto = z.infer<typeof auditEntryDtoSchema>;

export const auditPageDtoSchema = z.object({
  entries: z.array(auditEntryDtoSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type AuditPageDto = z.infer<typeof auditPageDtoSchema>;
