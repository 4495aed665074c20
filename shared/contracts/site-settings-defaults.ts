import type { ContactSettingsDto, SocialSettingsDto } from './site-settings';

// Kept apart from the zod schemas so public pages can use them without loading zod.

/** What the public site shows before staff fill the contact settings in. */
export const EMPTY_CONTACT_SETTINGS: ContactSettingsDto = {
  phone: '',
  email: '',
  address: '',
  openingHours: '',
  mapUrl: '',
};
export const EMPTY_SOCIAL_SETTINGS: SocialSettingsDto = {
  facebook: '',
  instagram: '',
  twitter: '',
  youtube: '',
};
