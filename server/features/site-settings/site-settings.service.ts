import { SETTING_CONTACT, SETTING_CORPORATE_ORDERING, SETTING_SOCIAL } from '@shared/constants';
import {
  contactSettingsSchema,
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
import type { Db } from '../../db/connection';
import type { StaffActor } from '../../lib/actor';
import {
  toContactSettingsDto,
  toCorporateOrderingDto,
  toSocialSettingsDto,
} from './site-settings.dto';
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
export async function getContactSettings(db: Db): Promise<ContactSettingsDto> {
  const parsed = contactSettingsSchema.safeParse(parseJson(await readSetting(db, SETTING_CONTACT)));
  return toContactSettingsDto(parsed.success ? parsed.data : EMPTY_CONTACT_SETTINGS);
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
  _actor: StaffActor,
  contact: ContactSettings,
): Promise<ContactSettingsDto> {
  const saved = toContactSettingsDto(contact);
  await writeSetting(db, SETTING_CONTACT, JSON.stringify(saved), 'json');
  return saved;
}

export async function saveSocialSettings(
  db: Db,
  _actor: StaffActor,
  social: SocialSettings,
): Promise<SocialSettingsDto> {
  const saved = toSocialSettingsDto(social);
  await writeSetting(db, SETTING_SOCIAL, JSON.stringify(saved), 'json');
  return saved;
}

export async function saveCorporateOrdering(
  db: Db,
  _actor: StaffActor,
  setting: CorporateOrderingSetting,
): Promise<CorporateOrderingDto> {
  await writeSetting(db, SETTING_CORPORATE_ORDERING, setting.value);
  return toCorporateOrderingDto(setting.value);
}
