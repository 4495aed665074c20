import { z } from 'zod';
import { safeText } from './safe-input';

// Zod only (see docs/decisions/001): used by the content form and PATCH /api/content/{name}.

export const sectionNameSchema = z.string().regex(/^[a-z0-9-]{1,50}$/, 'Unknown section');

/** A link the site may render: one of our uploads, or an absolute http(s) URL. */
const safeImageUrl = safeText(1000)
  .trim()
  .refine((v) => v === '' || v.startsWith('/uploads/') || /^https?:\/\/[^\s]+$/i.test(v), {
    message: 'Image must be an uploaded file or an http(s) link',
  });

const optionalText = safeText(500, { multiline: true }).trim().optional();

/** Footer-only fields kept in extraData. */
export const footerExtraSchema = z.object({
  contact: z.object({ address: optionalText, phone: optionalText, email: optionalText }).optional(),
  hours: z.object({ weekdays: optionalText, monday: optionalText }).optional(),
});
export type FooterExtra = z.infer<typeof footerExtraSchema>;

export const contentUpdateSchema = z.object({
  title: safeText(200, { required: 'Title is required' }).trim().min(1, 'Title is required'),
  content: safeText(5000, { multiline: true, required: 'Content is required' })
    .trim()
    .min(1, 'Content is required'),
  imageUrl: safeImageUrl.nullable().optional(),
  extraData: footerExtraSchema.nullable().optional(),
});
export type ContentUpdate = z.infer<typeof contentUpdateSchema>;

/** The staff form: the update plus the chosen section. */
export const contentFormSchema = contentUpdateSchema.extend({
  sectionName: z.string({ error: 'Section name is required' }).min(1, 'Section name is required'),
});

// Response DTOs: what the API answers, never a table row.

/** A section as GET /api/content and GET or PATCH /api/content/{name} answer it. */
export const contentSectionDtoSchema = z.object({
  id: z.number().int(),
  sectionName: z.string(),
  title: z.string().nullable(),
  content: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Section-specific fields (the footer's contact and hours). */
  extraData: z.record(z.string(), z.unknown()).nullable(),
  order: z.number().int(),
  isActive: z.boolean(),
  /** ISO 8601, set by the server on every change. */
  updatedAt: z.string(),
});
export type ContentSectionDto = z.infer<typeof contentSectionDtoSchema>;
