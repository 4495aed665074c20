import { describe, expect, it } from 'vitest';
import type { MediaFileDto } from '@shared/contracts/media';
import { DEFAULT_HERO, heroImageOf } from './hero-image';

const upload = (overrides: Partial<MediaFileDto> = {}): MediaFileDto => ({
  id: 1,
  fileName: 'room.png',
  fileType: 'image/png',
  filePath: '/uploads/room.png',
  fileSize: 1000,
  uploadDate: '2026-11-01T00:00:00.000Z',
  purpose: 'hero',
  isActive: true,
  variants: [
    { width: 480, path: '/uploads/room-480.webp' },
    { width: 960, path: '/uploads/room-960.webp' },
  ],
  ...overrides,
});

describe('the hero image', () => {
  it('when staff saved an upload with the hero section, then that file shows with its sizes', () => {
    expect(heroImageOf({ imageUrl: '/uploads/room.png' }, [upload()])).toEqual({
      src: '/uploads/room-960.webp',
      srcSet: '/uploads/room-480.webp 480w, /uploads/room-960.webp 960w',
    });
  });

  it('when a newer hero upload exists but was not saved with the section, then the saved one still shows', () => {
    const newer = upload({
      id: 2,
      filePath: '/uploads/new.png',
      uploadDate: '2026-11-20T00:00:00.000Z',
      variants: [],
    });
    expect(heroImageOf({ imageUrl: '/uploads/room.png' }, [newer, upload()]).src).toBe(
      '/uploads/room-960.webp',
    );
  });

  it('when nothing is saved, then the bundled photo shows, even with hero uploads in the library', () => {
    expect(heroImageOf({ imageUrl: null }, [upload()])).toEqual(DEFAULT_HERO);
    expect(heroImageOf(undefined, [upload()])).toEqual(DEFAULT_HERO);
  });

  it('when the saved file was deleted, then the bundled photo shows', () => {
    expect(heroImageOf({ imageUrl: '/uploads/gone.png' }, [upload()])).toEqual(DEFAULT_HERO);
  });

  it('when the library has not loaded yet, then the bundled photo holds the place', () => {
    expect(heroImageOf({ imageUrl: '/uploads/room.png' }, undefined)).toEqual(DEFAULT_HERO);
  });

  it('when staff saved an http(s) link, then it is used as it is', () => {
    expect(heroImageOf({ imageUrl: 'https://cdn.example.com/room.jpg' }, undefined)).toEqual({
      src: 'https://cdn.example.com/room.jpg',
      srcSet: undefined,
    });
  });
});
