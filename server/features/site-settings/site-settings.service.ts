import { SETTING_CONTACT, SETTING_CORPORATE_ORDERING, SETTING_SOCIAL } from '@shared/constants';
import {
  contactSettingsSchema,
  socialSettingsSchema,
  type ContactSettings,
  type CorporateOrderingSetting,
  type SocialSettings,
} from '@shared/contracts/site-settings';
import {
  EMPTY_CONTACT_SETTINGS,
  EMPTY_SOCIAL_SETTINGS,
} from '@shared/contracts/site-settings-defaults';
import type { Db } from '../../db/connection';
import { readSetting, writeSetting } from './site-settings.repository';

function parseJson(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** Contact details; empty strings until staff set them (the site shows its fallbacks). */
export async function getContactSettings(db: Db): Promise<ContactSettings> {
  const parsed = contactSettingsSchema.safeParse(parseJson(await readSetting(db, SETTING_CONTACT)));
  return parsed.success ? parsed.data : EMPTY_CONTACT_SETTINGS;
}

export async function getSocialSettings(db: Db): Promise<SocialSettings> {
  const parsed = socialSettingsSchema.safeParse(parseJson(await readSetting(db, SETTING_SOCIAL)));
  return parsed.success ? parsed.data : EMPTY_SOCIAL_SETTINGS;
}

export async function getCorporateOrdering(db: Db): Promise<CorporateOrderingSetting> {
  return {
    value: (await readSetting(db, SETTING_CORPORATE_ORDERING)) === 'true' ? 'true' : 'false',
  };
}

export async function saveContactSettings(
  db: Db,
  contact: ContactSettings,
): Promise<ContactSettings> {
  await writeSetting(db, SETTING_CONTACT, JSON.stringify(contact), 'json');
  return contact;
}

export async function saveSocialSettings(db: Db, social: SocialSettings): Promise<SocialSettings> {
  await writeSetting(db, SETTING_SOCIAL, JSON.stringify(social), 'json');
  return social;
}

export async function saveCorporateOrdering(
  db: Db,
  setting: CorporateOrderingSetting,
): Promise<CorporateOrderingSetting> {
  await writeSetting(db, SETTING_CORPORATE_ORDERING, setting.value);
  return setting;
}
