import type { ContentSectionDto, ContentUpdate } from '@shared/contracts/content';
import type { Db } from '../../db/connection';
import type { StaffActor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { toContentSectionDto } from './content.dto';
import { changedFields, recordAudit } from '../audit/audit-trail';
import { findSection, listSections, lockSection, updateSection } from './content.repository';

export async function getAllSections(db: Db): Promise<ContentSectionDto[]> {
  return (await listSections(db)).map(toContentSectionDto);
}

export async function getSection(db: Db, sectionName: string): Promise<ContentSectionDto> {
  const row = await findSection(db, sectionName);
  if (!row) throw notFound(`No content section named '${sectionName}'`);
  return toContentSectionDto(row);
}

/**
 * Saves a section's text. Staff choose only the title, text, image and footer fields; the
 * section's name, order, visibility and change time belong to the server.
 */
export async function changeSection(
  db: Db,
  actor: StaffActor,
  sectionName: string,
  update: ContentUpdate,
): Promise<ContentSectionDto> {
  return db.transaction(async (tx) => {
    const current = await lockSection(tx, sectionName);
    if (!current) throw notFound(`No content section named '${sectionName}'`);
    const row = (await updateSection(tx, sectionName, {
      title: update.title,
      content: update.content,
      // Absent fields keep their value; an empty image link clears it.
      ...(update.imageUrl !== undefined ? { imageUrl: update.imageUrl || null } : {}),
      ...(update.extraData !== undefined ? { extraData: update.extraData } : {}),
    }))!;
    const { before, after } = changedFields(current, row, AUDITED_FIELDS);
    if (Object.keys(after).length > 0) {
      await recordAudit(tx, actor, {
        area: 'content',
        action: 'update',
        entityId: sectionName,
        before,
        after,
      });
    }
    return toContentSectionDto(row);
  });
}

const AUDITED_FIELDS = ['title', 'content', 'imageUrl', 'extraData'] as const;
