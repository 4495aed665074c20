import { describe, expect, it } from 'vitest';
import type { MediaFileDto } from '@shared/contracts/media';
import { bestSrc, latestMedia, srcSetOf } from './media';

const m = (overrides: Partial<MediaFileDto>): MediaFileDto => ({
  id: 1,
  fileName: 'a.png',
  fileType: 'image/png',
  filePath: '/uploads/a.png',
  fileSize: 10,
  uploadDate: '2026-11-01T10:00:00.000Z',
  purpose: 'hero',
  isActive: true,
  variants: [],
  ...overrides,
});

describe('media helpers', () => {
  it('when several files share a purpose, then the newest is used', () => {
    const list = [
      m({ id: 1 }),
      m({ id: 2, uploadDate: '2026-11-05T10:00:00.000Z' }),
      m({ id: 3, purpose: 'logo', uploadDate: '2026-12-01T00:00:00.000Z' }),
    ];
    expect(latestMedia(list, 'hero')?.id).toBe(2);
    expect(latestMedia(list, 'veg-menu')).toBeUndefined();
  });

  it('when a photo has variants, then srcset lists them by width and src is the largest', () => {
    const photo = m({
      variants: [
        { width: 480, path: '/uploads/a-480.webp' },
        { width: 960, path: '/uploads/a-960.webp' },
      ],
    });
    expect(srcSetOf(photo)).toBe('/uploads/a-480.webp 480w, /uploads/a-960.webp 960w');
    expect(bestSrc(photo)).toBe('/uploads/a-960.webp');
    expect(srcSetOf(m({}))).toBeUndefined();
    expect(bestSrc(m({}))).toBe('/uploads/a.png');
  });
});
