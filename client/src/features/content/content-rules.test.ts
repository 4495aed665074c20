import { describe, expect, it } from 'vitest';
import type { MediaFileDto } from '@shared/contracts/media';
import {
  UPLOAD_ACCEPT,
  formatUploadDate,
  purposeLabel,
  sectionLabel,
  thumbnailSrc,
  uploadSizeProblem,
} from './content-rules';

const photo = (variants: MediaFileDto['variants']) =>
  ({ filePath: '/uploads/room.png', variants }) as MediaFileDto;

describe('content management rules', () => {
  it('when a section is listed, then its name is capitalised and followed by Section', () => {
    expect(sectionLabel('hero')).toBe('Hero Section');
    expect(sectionLabel('reservation')).toBe('Reservation Section');
  });

  it('when a purpose is shown, then staff see its label', () => {
    expect(purposeLabel('veg-menu')).toBe('Veg Menu PDF');
    expect(purposeLabel('about-image')).toBe('About Section Image');
  });

  it('when a file is over 5 MB, then the client explains; at 5 MB it is fine', () => {
    expect(uploadSizeProblem(5 * 1024 * 1024)).toBeUndefined();
    expect(uploadSizeProblem(5 * 1024 * 1024 + 1)).toBe(
      'This file is 5.1 MB; files can be up to 5MB.',
    );
    expect(uploadSizeProblem(6 * 1024 * 1024)).toBe('This file is 6.0 MB; files can be up to 5MB.');
  });

  it('when an upload date is shown, then it reads MMM dd, yyyy', () => {
    expect(formatUploadDate('2026-11-02T10:00:00.000Z')).toBe('Nov 02, 2026');
  });

  it('when a photo has WebP copies, then the grid shows the smallest; else the original', () => {
    expect(
      thumbnailSrc(
        photo([
          { width: 960, path: '/uploads/room-960.webp' },
          { width: 480, path: '/uploads/room-480.webp' },
          { width: 1600, path: '/uploads/room-1600.webp' },
        ]),
      ),
    ).toBe('/uploads/room-480.webp');
    expect(thumbnailSrc(photo([]))).toBe('/uploads/room.png');
  });

  it('when the picker opens, then it offers images and PDF but not SVG', () => {
    expect(UPLOAD_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['image/png', 'application/pdf']),
    );
    expect(UPLOAD_ACCEPT).not.toContain('svg');
  });
});
