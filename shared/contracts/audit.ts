import { z } from 'zod';
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
  'accounts',
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

export const AUDIT_PAGE_MAX = 100;
export const AUDIT_PAGE_DEFAULT = 50;

const isoDateOrTime = z
  .string()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Use a date such as 2026-11-23');

/** GET /api/audit (admins): newest first; `before` is the last id of the previous page. */
export const auditQuerySchema = z.object({
  userId: idSchema.optional(),
  area: z.enum(AUDIT_AREAS, { error: 'Unknown area' }).optional(),
  from: isoDateOrTime.optional(),
  to: isoDateOrTime.optional(),
  limit: z.coerce
    .number({ error: `limit must be 1 to ${AUDIT_PAGE_MAX}` })
    .int(`limit must be 1 to ${AUDIT_PAGE_MAX}`)
    .min(1, `limit must be 1 to ${AUDIT_PAGE_MAX}`)
    .max(AUDIT_PAGE_MAX, `limit must be 1 to ${AUDIT_PAGE_MAX}`)
    .optional()
    .default(AUDIT_PAGE_DEFAULT),
  before: idSchema.optional(),
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
