import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { MediaFileDto } from '@shared/contracts/media';
import { api } from '../api-client';
import { CACHE } from '../query-client';

// Home, the booking page and the menu dialog all read the media list.

export function mediaQueryOptions() {
  return queryOptions({
    queryKey: [endpoints.media.list.path],
    queryFn: ({ signal }) => api.call(endpoints.media.list, { signal }),
    staleTime: CACHE.content,
    gcTime: CACHE.content,
  });
}

export function useMedia() {
  return useQuery(mediaQueryOptions());
}

/** The newest active file uploaded for a purpose. */
export function latestMedia(
  list: MediaFileDto[] | undefined,
  purpose: string,
): MediaFileDto | undefined {
  return (list ?? [])
    .filter((m) => m.purpose === purpose && m.isActive)
    .sort((a, b) => b.uploadDate.localeCompare(a.uploadDate) || b.id - a.id)[0];
}

/** srcset from the WebP variants plus the original, so phones never download the full photo. */
export function srcSetOf(media: MediaFileDto, originalWidth?: number): string | undefined {
  if (media.variants.length === 0) return undefined;
  const entries = media.variants.map((v) => `${v.path} ${v.width}w`);
  if (originalWidth) entries.push(`${media.filePath} ${originalWidth}w`);
  return entries.join(', ');
}

/** The variant to use as src: the largest one, else the original. */
export function bestSrc(media: MediaFileDto): string {
  return media.variants.at(-1)?.path ?? media.filePath;
}
