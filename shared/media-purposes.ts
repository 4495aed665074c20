import { ALLOWED_UPLOAD_TYPES, MEDIA_PURPOSES } from './constants';

// Which files each media purpose takes. A purpose the site shows as a picture (the hero, the
// about image, the booking page's picture...) takes images only: a PDF uploaded as 'Hero Image'
// would be stored and then never shown. The two menus are shown as an image or in a PDF frame,
// and 'Other' is anything staff keep for themselves, so those take PDFs too.

/** The image types an upload may be (everything allowed but PDF). */
export const IMAGE_UPLOAD_TYPES = ALLOWED_UPLOAD_TYPES.filter((t) => t.startsWith('image/'));

const TAKES_PDF = new Set<string>(['veg-menu', 'non-veg-menu', 'other']);

/** The types (as read from the bytes) a purpose takes; every allowed type while none is chosen. */
export function uploadTypesFor(purpose: string | undefined): readonly string[] {
  return !purpose || TAKES_PDF.has(purpose) ? ALLOWED_UPLOAD_TYPES : IMAGE_UPLOAD_TYPES;
}

/** The upload hint for a purpose; the general one while none is chosen. */
export function uploadTypesHint(purpose: string | undefined): string {
  return !purpose || TAKES_PDF.has(purpose)
    ? 'Images or PDF, up to 5MB'
    : 'Images only (JPEG, PNG, WebP, GIF or AVIF), up to 5MB';
}

const label = (purpose: string) =>
  MEDIA_PURPOSES.find((p) => p.value === purpose)?.label ?? purpose;

/**
 * Why a file of that type cannot be uploaded for that purpose, or undefined when it can. The
 * server asks with the type read from the bytes; the form asks earlier with the browser's word.
 */
export function uploadTypeRefusal(purpose: string, type: string): string | undefined {
  // A type no purpose takes (an SVG, a text file) is the general rule's to refuse, in its words.
  if (!(ALLOWED_UPLOAD_TYPES as readonly string[]).includes(type)) return undefined;
  if (uploadTypesFor(purpose).includes(type)) return undefined;
  return `${label(purpose)} takes images only (JPEG, PNG, WebP, GIF or AVIF), not a PDF`;
}
