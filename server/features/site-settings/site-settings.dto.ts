import { openingHoursText, type OpeningWeek } from '@shared/opening-hours';
import type {
  ContactSettingsDto,
  CorporateOrderingDto,
  SocialSettingsDto,
} from '@shared/contracts/site-settings';

// Settings are stored as JSON text; these name each field the API answers, so anything else kept
// in a stored value (an old field, a hand edit) stays in the server.

/** What is stored for the contact settings: the hours live in their own setting. */
export function toStoredContact(contact: Omit<ContactSettingsDto, 'openingWeek'>) {
  return {
    phone: contact.phone,
    email: contact.email,
    address: contact.address,
    openingHours: contact.openingHours,
    mapUrl: contact.mapUrl,
  };
}

/**
 * The contact settings with the week. Once staff have set the week, `openingHours` is that week
 * written out, so a page reading the text says what the week says; before, it is whatever the
 * contact settings hold (text the week could not be read from stays visible to staff to fix).
 */
export function toContactSettingsDto(
  contact: Omit<ContactSettingsDto, 'openingWeek'>,
  week: OpeningWeek,
): ContactSettingsDto {
  return {
    ...toStoredContact(contact),
    openingHours: week.isDefault ? contact.openingHours : openingHoursText(week),
    openingWeek: { days: week.days.map((d) => ({ ...d })), isDefault: week.isDefault },
  };
}

export function toSocialSettingsDto(social: SocialSettingsDto): SocialSettingsDto {
  return {
    facebook: social.facebook,
    instagram: social.instagram,
    twitter: social.twitter,
    youtube: social.youtube,
  };
}

/** The switch is on only when the stored text is exactly 'true'. */
export function toCorporateOrderingDto(stored: string | undefined): CorporateOrderingDto {
  return { value: stored === 'true' ? 'true' : 'false' };
}
