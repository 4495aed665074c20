import { z } from 'zod';
import { safeText } from './safe-input';

// Zod only, no Drizzle: these schemas ship in the public client bundle.

const optionalLink = safeText(500)
  .trim()
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), {
    message: 'Enter a full link starting with https://',
  })
  .optional()
  .default('');

/** The restaurant's contact settings: every field required but the map link. */
export const contactSettingsSchema = z.object({
  phone: safeText(40, { required: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required'),
  email: safeText(200, { required: 'Invalid email address' }).trim().email('Invalid email address'),
  address: safeText(500, { multiline: true, required: 'Address is required' })
    .trim()
    .min(1, 'Address is required'),
  openingHours: safeText(500, { multiline: true, required: 'Opening hours are required' })
    .trim()
    .min(1, 'Opening hours are required'),
  /** A map or directions link (Google Maps and the like); without one, the address is searched. */
  mapUrl: optionalLink,
});
export type ContactSettings = z.infer<typeof contactSettingsSchema>;

/** Social links: every link optional. */
export const socialSettingsSchema = z.object({
  facebook: optionalLink,
  instagram: optionalLink,
  twitter: optionalLink,
  youtube: optionalLink,
});
export type SocialSettings = z.infer<typeof socialSettingsSchema>;

export const corporateOrderingSchema = z.object({
  value: z.enum(['true', 'false'], { error: "value must be 'true' or 'false'" }),
});
export type CorporateOrderingSetting = z.infer<typeof corporateOrderingSchema>;

// Response DTOs: what GET and PUT /api/site-settings/* answer. Plain strings, since a read
// answers empty ones before staff fill the settings in.

export const contactSettingsDtoSchema = z.object({
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  /** Free text as staff wrote it, e.g. 'Monday-Friday: 10am-10pm, Saturday-Sunday: 11am-11pm'. */
  openingHours: z.string(),
  mapUrl: z.string(),
});
export type ContactSettingsDto = z.infer<typeof contactSettingsDtoSchema>;

export const socialSettingsDtoSchema = z.object({
  facebook: z.string(),
  instagram: z.string(),
  twitter: z.string(),
  youtube: z.string(),
});
export type SocialSettingsDto = z.infer<typeof socialSettingsDtoSchema>;

export const corporateOrderingDtoSchema = z.object({ value: z.enum(['true', 'false']) });
export type CorporateOrderingDto = z.infer<typeof corporateOrderingDtoSchema>;
