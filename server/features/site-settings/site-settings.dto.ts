import type {
  ContactSettingsDto,
  CorporateOrderingDto,
  SocialSettingsDto,
} from '@shared/contracts/site-settings';

// Settings are stored as JSON text; these name each field the API answers, so anything else kept
// in a stored value (an old field, a hand edit) stays in the server.

export function toContactSettingsDto(contact: ContactSettingsDto): ContactSettingsDto {
  return {
    phone: contact.phone,
    email: contact.email,
    address: contact.address,
    openingHours: contact.openingHours,
    mapUrl: contact.mapUrl,
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
