import { ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES, MEDIA_PURPOSES } from '@shared/constants';
import type { MediaFileDto } from '@shared/contracts/media';

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

/** A grid thumbnail needs the smallest WebP copy, not the (up to 5 MB) original. */
export function thumbnailSrc(file: MediaFileDto): string {
  const smallest = file.variants.reduce<MediaFileDto['variants'][number] | undefined>(
    (best, v) => (best === undefined || v.width < best.width ? v : best),
    undefined,
  );
  return smallest?.path ?? file.filePath;
}

const uploadDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
});

/** 'MMM dd, yyyy'. */
export function formatUploadDate(iso: string): string {
  return uploadDate.format(new Date(iso));
}
