import { z } from 'zod';
import { MEDIA_PURPOSES, type MediaPurpose } from '../constants';

const purposeValues = MEDIA_PURPOSES.map((p) => p.value) as [MediaPurpose, ...MediaPurpose[]];

/** The text fields of POST /api/media/upload (the file itself is checked by the server). */
export const mediaUploadFieldsSchema = z.object({
  purpose: z
    .string({ error: 'Purpose is required' })
    .min(1, 'Purpose is required')
    .pipe(z.enum(purposeValues, { error: 'Choose a purpose from the list' })),
});

export type MediaVariant = { width: number; path: string };

export type MediaFileDto = {
  id: number;
  fileName: string;
  fileType: string;
  filePath: string;
  fileSize: number;
  uploadDate: string;
  purpose: string;
  isActive: boolean;
  /** Smaller WebP copies of an image, for srcset; empty for PDFs and GIFs. */
  variants: MediaVariant[];
};
