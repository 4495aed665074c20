import { MAX_UPLOAD_BYTES, MEDIA_PURPOSES } from '@shared/constants';

/** 'hero' -> 'Hero Section' (SPEC §2 Content management). */
export function sectionLabel(sectionName: string): string {
  return `${sectionName.charAt(0).toUpperCase()}${sectionName.slice(1)} Section`;
}

export function purposeLabel(purpose: string): string {
  return MEDIA_PURPOSES.find((p) => p.value === purpose)?.label ?? purpose;
}

/** The client's early word on size; the server's 5 MB limit stays the authority. */
export function uploadSizeProblem(size: number): string | undefined {
  return size > MAX_UPLOAD_BYTES
    ? `This file is ${(size / 1024 / 1024).toFixed(1)} MB; files can be up to 5MB.`
    : undefined;
}

const uploadDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
});

/** 'MMM dd, yyyy' (SPEC §9). */
export function formatUploadDate(iso: string): string {
  return uploadDate.format(new Date(iso));
}
