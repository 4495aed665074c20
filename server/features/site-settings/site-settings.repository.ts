import { eq, inArray } from 'drizzle-orm';
import { contentSections } from '@shared/schema/content-sections';
import { siteSettings } from '@shared/schema/site-settings';
import type { Db } from '../../db/connection';

export async function readSetting(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: siteSettings.settingValue })
    .from(siteSettings)
    .where(eq(siteSettings.settingName, name))
    .limit(1);
  return row?.value;
}

/** Several settings in one statement: the stored value of each name that is set. */
export async function readSettings(db: Db, names: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ name: siteSettings.settingName, value: siteSettings.settingValue })
    .from(siteSettings)
    .where(inArray(siteSettings.settingName, [...names]));
  return new Map(rows.map((row) => [row.name, row.value]));
}

export async function writeSetting(
  db: Db,
  name: string,
  value: string,
  type = 'text',
): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ settingName: name, settingValue: value, settingType: type })
    .onConflictDoUpdate({
      target: siteSettings.settingName,
      set: { settingValue: value, settingType: type },
    });
}

/** The footer section's hours fields, as staff once typed them. */
export type FooterHours = { weekdays?: unknown; monday?: unknown };

/** The footer section's hours fields (read when the week has no home yet). */
export async function readFooterHours(db: Db): Promise<FooterHours | undefined> {
  const [row] = await db
    .select({ extraData: contentSections.extraData })
    .from(contentSections)
    .where(eq(contentSections.sectionName, 'footer'))
    .limit(1);
  return footerHoursOf(row?.extraData);
}

/** The hours fields of the footer section's extra data, as read with other facts. */
export function footerHoursOf(extraData: unknown): FooterHours | undefined {
  const hours =
    extraData && typeof extraData === 'object'
      ? (extraData as { hours?: unknown }).hours
      : undefined;
  return hours && typeof hours === 'object' ? (hours as FooterHours) : undefined;
}
