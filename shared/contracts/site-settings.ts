import { z } from 'zod';

// Zod only, no Drizzle: these schemas ship in the public client bundle.

/** SPEC §5 Contact settings. */
export const contactSettingsSchema = z.object({
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .max(40),
  email: z
    .string({ error: 'Invalid email address' })
    .trim()
    .email('Invalid email address')
    .max(200),
  address: z.string({ error: 'Address is required' }).trim().min(1, 'Address is required').max(500),
  openingHours: z
    .string({ error: 'Opening hours are required' })
    .trim()
    .min(1, 'Opening hours are required')
    .max(500),
});
export type ContactSettings = z.infer<typeof contactSettingsSchema>;

const optionalLink = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), {
    message: 'Enter a full link starting with https://',
  })
  .optional()
  .default('');

/** SPEC §5 Social settings: every link optional. */
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
