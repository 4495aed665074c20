import crypto from 'node:crypto';
import {
  CONTENT_SECTION_NAMES,
  DEFAULT_SEATING_CAPACITY,
  SEATINGS,
  SETTING_CORPORATE_ORDERING,
} from '@shared/constants';
import { contentSections } from '@shared/schema/content-sections';
import { siteSettings } from '@shared/schema/site-settings';
import { timeSlots } from '@shared/schema/time-slots';
import { countUsers, insertUserIfAbsent } from '../features/auth/auth.repository';
import { insertCoursesIfMenuEmpty } from '../features/tasting-menu/tasting-menu.repository';
import { SEED_NON_VEG_MENU, SEED_VEG_MENU } from './tasting-menu-seed';
import { hashPassword } from '../features/auth/password';
import type { Db } from './connection';

export type SeedResult = {
  /** Set when this run created the first staff user with a generated password. */
  generatedAdminPassword?: string;
  createdAdmin?: string;
};

/** Fills an empty database with what the site needs to run; running it again changes nothing. */
export async function seedDatabase(
  db: Db,
  admin: { username: string; password: string | undefined },
): Promise<SeedResult> {
  await db
    .insert(timeSlots)
    .values(
      SEATINGS.map((s) => ({
        slot: s.slot,
        startTime: s.startTime,
        endTime: s.endTime,
        order: s.order,
        maxCapacity: DEFAULT_SEATING_CAPACITY,
      })),
    )
    .onConflictDoNothing();

  await db
    .insert(contentSections)
    .values(CONTENT_SECTION_NAMES.map((sectionName, order) => ({ sectionName, order })))
    .onConflictDoNothing();

  await db
    .insert(siteSettings)
    .values({ settingName: SETTING_CORPORATE_ORDERING, settingValue: 'false' })
    .onConflictDoNothing();

  // Only into an empty menu: staff's own courses are never written over (a menu keeps at least one).
  await insertCoursesIfMenuEmpty(db, 'veg', SEED_VEG_MENU);
  await insertCoursesIfMenuEmpty(db, 'non-veg', SEED_NON_VEG_MENU);

  if ((await countUsers(db)) > 0) return {};
  const password = admin.password ?? crypto.randomBytes(12).toString('base64url');
  const created = await insertUserIfAbsent(db, {
    username: admin.username,
    password: await hashPassword(password),
    isAdmin: true,
  });
  if (!created) return {};
  return {
    createdAdmin: created.username,
    ...(admin.password ? {} : { generatedAdminPassword: password }),
  };
}
