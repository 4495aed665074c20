import { describe, expect, it } from 'vitest';
import type { MediaFileDto } from '@shared/contracts/media';
import {
  UPLOAD_ACCEPT,
  formatUploadDate,
  purposeLabel,
  sectionLabel,
  thumbnailSrc,
  uploadAcceptFor,
  uploadSizeProblem,
  whereUsed,
} from './content-rules';
import type { ContentSectionDto } from '@shared/contracts/content';

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
    expect(formatUploadDate('2026-11-02T10:00:00.000Z', 'Asia/Kolkata')).toBe('Nov 02, 2026');
    // U10: 20:00 UTC is already the next day in Kolkata: staff read the restaurant's day.
    expect(formatUploadDate('2026-11-25T20:00:00.000Z', 'Asia/Kolkata')).toBe('Nov 26, 2026');
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

  it('U9: when a purpose is shown as a picture, then the picker offers images only; menus take PDFs too', () => {
    expect(uploadAcceptFor('hero')).not.toContain('application/pdf');
    expect(uploadAcceptFor('hero')).toContain('image/webp');
    expect(uploadAcceptFor('veg-menu')).toContain('application/pdf');
    expect(uploadAcceptFor(undefined)).toBe(UPLOAD_ACCEPT);
  });

  it('U9: when a file is shown on the site, then it says where; an older or unshown one says nothing', () => {
    const file = (id: number, purpose: string, uploadDate: string) =>
      ({
        id,
        purpose,
        uploadDate,
        filePath: `/uploads/${id}.png`,
        isActive: true,
        variants: [],
      }) as unknown as MediaFileDto;
    const oldMenu = file(1, 'veg-menu', '2026-11-01T10:00:00.000Z');
    const newMenu = file(2, 'veg-menu', '2026-11-02T10:00:00.000Z');
    const hero = file(3, 'hero', '2026-11-01T10:00:00.000Z');
    const newerHero = file(4, 'hero', '2026-11-03T10:00:00.000Z');
    const gallery = file(5, 'gallery', '2026-11-01T10:00:00.000Z');
    const library = [oldMenu, newMenu, hero, newerHero, gallery];
    const sections = [
      { sectionName: 'hero', imageUrl: hero.filePath },
      { sectionName: 'about', imageUrl: null },
    ] as ContentSectionDto[];
    expect(whereUsed(newMenu, library, sections)).toEqual(['Menu dialog, Veg Menu tab']);
    expect(whereUsed(oldMenu, library, sections)).toEqual([]);
    // The hero shows what the hero section saved, not the newest upload.
    expect(whereUsed(hero, library, sections)).toEqual(['Home page, hero background']);
    expect(whereUsed(newerHero, library, sections)).toEqual([]);
    expect(whereUsed(gallery, library, sections)).toEqual([]);
  });
});
