import { z } from 'zod';
import { MEDIA_PURPOSES, type MediaPurpose } from '../constants';
import { PAGE_PARAMS, commaListOf, pageQuerySchema, searchTextOf, type PageParams } from './paging';

const purposeValues = MEDIA_PURPOSES.map((p) => p.value) as [MediaPurpose, ...MediaPurpose[]];

/** The text fields of POST /api/media/upload (the file itself is checked by the server). */
export const mediaUploadFieldsSchema = z.object({
  purpose: z
    .string({ error: 'Purpose is required' })
    .min(1, 'Purpose is required')
    .pipe(z.enum(purposeValues, { error: 'Choose a purpose from the list' })),
});

// Response DTOs: what the API answers, never a table row.

/** A smaller WebP copy of an uploaded image. */
export const mediaVariantSchema = z.object({ width: z.number().int(), path: z.string() });
export type MediaVariant = z.infer<typeof mediaVariantSchema>;

/** A file as GET /api/media lists it and POST /api/media/upload answers it. */
export const mediaFileDtoSchema = z.object({
  id: z.number().int(),
  /** The uploader's file name, cleaned; for display only. */
  fileName: z.string(),
  /** The type the server read from the file's bytes, never the one the browser declared. */
  fileType: z.string(),
  /** Public path under /uploads/, built from a random name. */
  filePath: z.string(),
  /** Bytes received. */
  fileSize: z.number().int(),
  /** ISO 8601, when the server stored it. */
  uploadDate: z.string(),
  purpose: z.string(),
  isActive: z.boolean(),
  /** Smaller WebP copies of an image, for srcset; empty for PDFs and GIFs. */
  variants: z.array(mediaVariantSchema),
});
export type MediaFileDto = z.infer<typeof mediaFileDtoSchema>;

export const MEDIA_SEARCH_MAX = 100;

/**
 * GET /api/media with any of these answers one page (paging.ts), the latest upload first:
 * `purpose` one or more purposes, `q` part of the uploaded file's name.
 */
export const mediaListQuerySchema = pageQuerySchema.extend({
  purpose: commaListOf('purpose', purposeValues).optional(),
  q: searchTextOf(MEDIA_SEARCH_MAX),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;
export const MEDIA_LIST_PARAMS = [...PAGE_PARAMS, 'purpose', 'q'] as const;
/** The list's query as a caller writes it (purposes comma-separated). */
export type MediaListParams = PageParams & { purpose?: string; q?: string };
