import { desc, eq } from 'drizzle-orm';
import { mediaFiles, type MediaFileRow } from '@shared/schema/media-files';
import type { Db } from '../../db/connection';

export function listMedia(db: Db): Promise<MediaFileRow[]> {
  return db.select().from(mediaFiles).orderBy(desc(mediaFiles.uploadDate), desc(mediaFiles.id));
}

export async function insertMedia(
  db: Db,
  row: typeof mediaFiles.$inferInsert,
): Promise<MediaFileRow> {
  const [created] = await db.insert(mediaFiles).values(row).returning();
  return created!;
}

export async function deleteMedia(db: Db, id: number): Promise<MediaFileRow | undefined> {
  const [deleted] = await db.delete(mediaFiles).where(eq(mediaFiles.id, id)).returning();
  return deleted;
}
