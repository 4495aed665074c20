import { ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES, MEDIA_PURPOSES } from '@shared/constants';
import type { ContentSectionDto } from '@shared/contracts/content';
import type { MediaFileDto } from '@shared/contracts/media';
import { staffDateOf } from '@shared/date-display';
import { uploadTypesFor } from '@shared/media-purposes';
import { latestMedia } from '@/lib/site-content/media';

/** 'hero' -> 'Hero Section'. */
export function sectionLabel(sectionName: string): string {
  return `${sectionName.charAt(0).toUpperCase()}${sectionName.slice(1)} Section`;
}

export function purposeLabel(purpose: string): string {
  return MEDIA_PURPOSES.find((p) => p.value === purpose)?.label ?? purpose;
}

/** The client's early word on size; the server's 5 MB limit stays the authority. */
export function uploadSizeProblem(size: number): string | undefined {
  if (size <= MAX_UPLOAD_BYTES) return undefined;
  // Rounded up, so a file just over the limit never reads as '5.0 MB'.
  const megabytes = Math.ceil((size / 1024 / 1024) * 10) / 10;
  return `This file is ${megabytes.toFixed(1)} MB; files can be up to 5MB.`;
}

/** The file picker offers what the server takes; the server still decides from the bytes. */
export const UPLOAD_ACCEPT = ALLOWED_UPLOAD_TYPES.join(',');

/** What the picker offers once a purpose is chosen (images only for a picture's place). */
export function uploadAcceptFor(purpose: string | undefined): string {
  return uploadTypesFor(purpose).join(',');
}

/**
 * Where the public site shows the newest file of a purpose (the pages read the newest one,
 * lib/site-content/media's latestMedia); purposes the site does not show are absent.
 */
const SHOWN_AS_NEWEST: Record<string, string> = {
  'veg-menu': 'Menu dialog, Veg Menu tab',
  'non-veg-menu': 'Menu dialog, Non-Veg Menu tab',
  'about-image': 'Home page, about section',
  reservation: 'Reservations page picture',
};

/** The purposes whose newest upload the site shows: the library asks for each one's newest. */
export const PURPOSES_SHOWN_AS_NEWEST = Object.keys(SHOWN_AS_NEWEST);

/** Where a section's saved image shows. */
const SECTION_IMAGE_PLACE: Record<string, string> = { hero: 'Home page, hero background' };

/**
 * The places on the public site that show this file now: as the newest upload of its purpose,
 * or as a content section's saved image. Empty when deleting it would change nothing diners see.
 * `library` holds at least the newest upload of each purpose in PURPOSES_SHOWN_AS_NEWEST.
 */
export function whereUsed(
  file: MediaFileDto,
  library: MediaFileDto[],
  sections: ContentSectionDto[],
): string[] {
  const places: string[] = [];
  const asNewest = SHOWN_AS_NEWEST[file.purpose];
  if (asNewest && latestMedia(library, file.purpose)?.id === file.id) places.push(asNewest);
  for (const section of sections) {
    if (section.imageUrl !== file.filePath) continue;
    places.push(
      SECTION_IMAGE_PLACE[section.sectionName] ?? `${sectionLabel(section.sectionName)} image`,
    );
  }
  return places;
}

/** A grid thumbnail needs the smallest WebP copy, not the (up to 5 MB) original. */
export function thumbnailSrc(file: MediaFileDto): string {
  const smallest = file.variants.reduce<MediaFileDto['variants'][number] | undefined>(
    (best, v) => (best === undefined || v.width < best.width ? v : best),
    undefined,
  );
  return smallest?.path ?? file.filePath;
}

/** 'MMM dd, yyyy': the day of the upload on the restaurant's calendar, as every staff date. */
export function formatUploadDate(iso: string, timeZone: string): string {
  return staffDateOf(iso, timeZone);
}
