import type { ContentSectionDto } from '@shared/contracts/content';
import type { ContentSectionRow } from '@shared/schema/content-sections';

/** The section as the API answers it; every field named, so a new column stays in the server. */
export function toContentSectionDto(row: ContentSectionRow): ContentSectionDto {
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
