import { and, inArray, type SQL } from 'drizzle-orm';
import type { MediaFileDto, MediaListQuery } from '@shared/contracts/media';
import { mediaFiles, type MediaFileRow } from '@shared/schema/media-files';
import type { Db } from '../../db/connection';
import type { KeysetPage } from '../../lib/keyset-page';
import { searchAnyOf } from '../../lib/list-search';
import { newestFirstPage, type NewestFirstList } from '../../lib/newest-first-page';
import { toMediaFileDto } from './media.dto';

/** The library's filters as one condition (undefined for none). */
function mediaFilter(query: MediaListQuery): SQL | undefined {
  return and(
    query.purpose ? inArray(mediaFiles.purpose, query.purpose) : undefined,
    searchAnyOf(query.q, [mediaFiles.fileName]),
  );
}

/** The files a query asks for, the latest upload first. */
export const mediaList = (query: MediaListQuery): NewestFirstList => ({
  table: mediaFiles,
  at: mediaFiles.uploadDate,
  id: mediaFiles.id,
  where: mediaFilter(query),
});

/** A page of the media library, the latest upload first. */
export async function mediaPage(db: Db, query: MediaListQuery): Promise<KeysetPage<MediaFileDto>> {
  const page = await newestFirstPage<MediaFileRow>(db, mediaList(query), query);
  return { ...page, rows: page.rows.map(toMediaFileDto) };
}
