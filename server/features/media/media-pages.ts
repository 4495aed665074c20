import type { MediaFileDto } from '@shared/contracts/media';
import type { PageQuery } from '@shared/contracts/paging';
import { mediaFiles, type MediaFileRow } from '@shared/schema/media-files';
import type { Db } from '../../db/connection';
import type { KeysetPage } from '../../lib/keyset-page';
import { newestFirstPage } from '../../lib/newest-first-page';
import { toMediaFileDto } from './media.dto';

/** A page of the media library, the latest upload first. */
export async function mediaPage(db: Db, query: PageQuery): Promise<KeysetPage<MediaFileDto>> {
  const page = await newestFirstPage<MediaFileRow>(
    db,
    { table: mediaFiles, at: mediaFiles.uploadDate, id: mediaFiles.id },
    query,
  );
  return { ...page, rows: page.rows.map(toMediaFileDto) };
}
