import type { ContentSectionDto, ContentUpdate } from '@shared/contracts/content';
import type { ContentSectionRow } from '@shared/schema/content-sections';
import type { Db } from '../../db/connection';
import { notFound } from '../../lib/app-error';
import { findSection, listSections, updateSection } from './content.repository';

function toDto(row: ContentSectionRow): ContentSectionDto {
  return {
    id: row.id,
    sectionName: row.sectionName,
    title: row.title,
    content: row.content,
    imageUrl: row.imageUrl,
    extraData: row.extraData,
    order: row.order,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getAllSections(db: Db): Promise<ContentSectionDto[]> {
  return (await listSections(db)).map(toDto);
}

export async function getSection(db: Db, sectionName: string): Promise<ContentSectionDto> {
  const row = await findSection(db, sectionName);
  if (!row) throw notFound(`No content section named '${sectionName}'`);
  return toDto(row);
}

export async function changeSection(
  db: Db,
  sectionName: string,
  update: ContentUpdate,
): Promise<ContentSectionDto> {
  const row = await updateSection(db, sectionName, {
    title: update.title,
    content: update.content,
    // Absent fields keep their value; an empty image link clears it.
    ...(update.imageUrl !== undefined ? { imageUrl: update.imageUrl || null } : {}),
    ...(update.extraData !== undefined ? { extraData: update.extraData } : {}),
  });
  if (!row) throw notFound(`No content section named '${sectionName}'`);
  return toDto(row);
}
