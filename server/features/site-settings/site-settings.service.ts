import { z, ZodError } from 'zod';
import {
  SETTING_BOOKING_WINDOW,
  SETTING_CONTACT,
  SETTING_CORPORATE_ORDERING,
  SETTING_SOCIAL,
} from '@shared/constants';
import {
  contactSettingsSchema,
  type BookingWindowDto,
  type BookingWindowSetting,
  socialSettingsSchema,
  type ContactSettings,
  type ContactSettingsDto,
  type CorporateOrderingDto,
  type CorporateOrderingSetting,
  type SocialSettings,
  type SocialSettingsDto,
} from '@shared/contracts/site-settings';
import {
  EMPTY_CONTACT_SETTINGS,
  EMPTY_SOCIAL_SETTINGS,
} from '@shared/contracts/site-settings-defaults';
import { readOpeningHours } from '@shared/opening-hours-text';
import type { OpeningWeek } from '@shared/opening-hours';
import type { Db } from '../../db/connection';
import type { StaffActor } from '../../lib/actor';
import { auditSetting } from './audit-setting';
import {
  getBookingWindow,
  openingWeekOf,
  OPENING_WEEK_SETTINGS,
  writeOpeningWeek,
} from './opening-hours.service';
import {
  toContactSettingsDto,
  toCorporateOrderingDto,
  toSocialSettingsDto,
  toStoredContact,
} from './site-settings.dto';
import { readSetting, readSettings, writeSetting } from './site-settings.repository';

function parseJson(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * The contact settings as stored. Hours text saved before the week had a home may be text the
 * reader refuses; it must not hide the phone and address saved beside it.
 */
const storedContactSchema = contactSettingsSchema.extend({ openingHours: z.string() });

/** Contact details; empty strings until staff set them (the site shows its fallbacks). */
export async function getContactSettings(db: Db): Promise<ContactSettingsDto> {
  // The contact row and the week's in one statement (the week falls back on the contact's text).
  const settings = await readSettings(db, OPENING_WEEK_SETTINGS);
  return contactSettingsOf(settings, await openingWeekOf(db, settings));
}

/** The contact settings from settings already read (SETTING_CONTACT among them) and the week. */
export function contactSettingsOf(
  settings: Map<string, string>,
  week: OpeningWeek,
): ContactSettingsDto {
  const parsed = storedContactSchema.safeParse(parseJson(settings.get(SETTING_CONTACT)));
  return toContactSettingsDto(parsed.success ? parsed.data : EMPTY_CONTACT_SETTINGS, week);
}

export async function getSocialSettings(db: Db): Promise<SocialSettingsDto> {
  const parsed = socialSettingsSchema.safeParse(parseJson(await readSetting(db, SETTING_SOCIAL)));
  return toSocialSettingsDto(parsed.success ? parsed.data : EMPTY_SOCIAL_SETTINGS);
}

export async function getCorporateOrdering(db: Db): Promise<CorporateOrderingDto> {
  return toCorporateOrderingDto(await readSetting(db, SETTING_CORPORATE_ORDERING));
}

// The setting's name and stored type belong to the server; staff send only the values.

export async function saveContactSettings(
  db: Db,
  actor: StaffActor,
  contact: ContactSettings,
): Promise<ContactSettingsDto> {
  // The hours have one home, the week, read from the text by the one reader the schema already
  // checked the text with; the text is then written back from the week.
  const reading = readOpeningHours(contact.openingHours);
  if (!reading.ok) {
    const issue = { code: 'custom' as const, path: ['openingHours'], message: reading.message };
    throw new ZodError([{ ...issue, input: contact.openingHours }]);
  }
  const { days } = reading;
  return db.transaction(async (tx) => {
    const before = await getContactSettings(tx);
    await writeOpeningWeek(tx, days);
    const saved = toContactSettingsDto(toStoredContact(contact), { days, isDefault: false });
    await writeSetting(tx, SETTING_CONTACT, JSON.stringify(toStoredContact(saved)), 'json');
    await auditSetting(
      tx,
      actor,
      SETTING_CONTACT,
      { ...before, openingWeek: undefined },
      { ...saved, openingWeek: undefined },
    );
    return saved;
  });
}

export { getBookingWindow };

export async function saveBookingWindow(
  db: Db,
  actor: StaffActor,
  setting: BookingWindowSetting,
): Promise<BookingWindowDto> {
  await db.transaction(async (tx) => {
    const before = await getBookingWindow(tx);
    await writeSetting(tx, SETTING_BOOKING_WINDOW, String(setting.days));
    await auditSetting(tx, actor, SETTING_BOOKING_WINDOW, before, { days: setting.days });
  });
  return { days: setting.days };
}

export async function saveSocialSettings(
  db: Db,
  actor: StaffActor,
  social: SocialSettings,
): Promise<SocialSettingsDto> {
  const saved = toSocialSettingsDto(social);
  await db.transaction(async (tx) => {
    const before = await getSocialSettings(tx);
    await writeSetting(tx, SETTING_SOCIAL, JSON.stringify(saved), 'json');
    await auditSetting(tx, actor, SETTING_SOCIAL, before, saved);
  });
  return saved;
}

export async function saveCorporateOrdering(
  db: Db,
  actor: StaffActor,
  setting: CorporateOrderingSetting,
): Promise<CorporateOrderingDto> {
  await db.transaction(async (tx) => {
    const before = await getCorporateOrdering(tx);
    await writeSetting(tx, SETTING_CORPORATE_ORDERING, setting.value);
    await auditSetting(tx, actor, SETTING_CORPORATE_ORDERING, before, {
      value: setting.value,
    });
  });
  return toCorporateOrderingDto(setting.value);
}
