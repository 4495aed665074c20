import type { ContentSectionDto } from '@shared/contracts/content';
import type { MediaFileDto } from '@shared/contracts/media';
import { bestSrc, srcSetOf } from '@/lib/site-content/media';

export type HeroImage = { src: string; srcSet: string | undefined };

/** The photo bundled with the site, in the sizes the build ships. */
export const DEFAULT_HERO: HeroImage = {
  src: '/images/hero-default-1600.webp',
  srcSet:
    '/images/hero-default-480.webp 480w, /images/hero-default-960.webp 960w, /images/hero-default-1600.webp 1600w',
};

/**
 * The hero image rule, the only one the home page uses: the hero shows what staff saved with the
 * hero section, its `imageUrl` (the content editor sets it to the newest 'hero' upload when staff
 * press Update Content). A new 'hero' upload alone changes nothing until the section is saved.
 *
 * - No saved image: the bundled photo.
 * - A saved upload: that file, with its smaller WebP copies from the media library for srcset;
 *   once the library has loaded and the file is not in it (deleted since), the bundled photo.
 * - A saved http(s) link: that link as it is.
 */
export function heroImageOf(
  hero: Pick<ContentSectionDto, 'imageUrl'> | undefined,
  library: MediaFileDto[] | undefined,
): HeroImage {
  const saved = hero?.imageUrl;
  if (!saved) return DEFAULT_HERO;
  if (!saved.startsWith('/uploads/')) return { src: saved, srcSet: undefined };
  // Until the library arrives the file's sizes are unknown; the bundled photo holds the place.
  if (!library) return DEFAULT_HERO;
  const file = library.find((m) => m.filePath === saved);
  return file ? { src: bestSrc(file), srcSet: srcSetOf(file) } : DEFAULT_HERO;
}
