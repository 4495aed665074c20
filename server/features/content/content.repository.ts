import { asc, eq } from 'drizzle-orm';
import { contentSections, type ContentSectionRow } from '@shared/schema/content-sections';
import type { Db } from '../../db/connection';

export function listSections(db: Db): Promise<ContentSectionRow[]> {
  return db
    .select()
    .from(contentSections)
    .orderBy(asc(contentSections.order), asc(contentSections.id));
}

export async function findSection(
  db: Db,
  sectionName: string,
): Promise<ContentSectionRow | undefined> {
  const [row] = await db
    .select()
    .from(contentSections)
    .where(eq(contentSections.sectionName, sectionName))
    .limit(1);
  return row;
}

/** The section, locked until the transaction ends (its before-image for the audit trail). */
export async function lockSection(
  db: Db,
  sectionName: string,
): Promise<ContentSectionRow | undefined> {
  const [row] = await db
    .select()
    .from(contentSections)
    .where(eq(contentSections.sectionName, sectionName))
    .for('update');
  return row;
}

export async function updateSection(
  db: Db,
  sectionName: string,
  changes: Partial<Pick<ContentSectionRow, 'title' | 'content' | 'imageUrl' | 'extraData'>>,
): Promise<ContentSectionRow | undefined> {
  const [row] = await db
    .update(contentSections)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(contentSections.sectionName, sectionName))
    .returning();
  return row;
}

/** Sections that show a file which is being deleted fall back to their default image. */
export async function clearSectionImage(db: Db, imageUrl: string): Promise<void> {
  await db
    .update(contentSections)
    .set({ imageUrl: null, updatedAt: new Date() })
    .where(eq(contentSections.imageUrl, imageUrl));
}
