import type { ContentSectionDto, ContentUpdate } from '@shared/contracts/content';
import type { OpeningWeek } from '@shared/opening-hours';
import type { ContentSectionRow } from '@shared/schema/content-sections';
import type { Db } from '../../db/connection';
import type { StaffActor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { toContentSectionDto } from './content.dto';
import { changedFields, recordAudit } from '../audit/audit-trail';
import { getOpeningWeek } from '../site-settings/opening-hours.service';
import { extraDataToStore, refuseOtherHours, withWeekHours } from './footer-hours';
import { findSection, listSections, lockSection, updateSection } from './content.repository';

export async function getAllSections(db: Db): Promise<ContentSectionDto[]> {
  const rows = await listSections(db);
  const week = rows.some((r) => r.sectionName === 'footer') ? await getOpeningWeek(db) : undefined;
  return rows.map((r) => answer(r, week));
}

export async function getSection(db: Db, sectionName: string): Promise<ContentSectionDto> {
  const row = await findSection(db, sectionName);
  if (!row) throw notFound(`No content section named '${sectionName}'`);
  return answer(row, row.sectionName === 'footer' ? await getOpeningWeek(db) : undefined);
}

/** The footer answers the hours lines the week says (see footer-hours.ts). */
function answer(row: ContentSectionRow, week: OpeningWeek | undefined): ContentSectionDto {
  const dto = toContentSectionDto(row);
  return week ? withWeekHours(dto, week) : dto;
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
    const week = sectionName === 'footer' ? await getOpeningWeek(tx) : undefined;
    if (week) refuseOtherHours(update, week);
    const extraData = extraDataToStore(sectionName, current.extraData, update.extraData);
    const row = (await updateSection(tx, sectionName, {
      title: update.title,
      content: update.content,
      // Absent fields keep their value; an empty image link clears it.
      ...(update.imageUrl !== undefined ? { imageUrl: update.imageUrl || null } : {}),
      ...(extraData !== undefined ? { extraData } : {}),
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
    return answer(row, week);
  });
}

const AUDITED_FIELDS = ['title', 'content', 'imageUrl', 'extraData'] as const;
