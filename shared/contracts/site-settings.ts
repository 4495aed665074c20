import { z } from 'zod';
import { MAX_BOOKING_WINDOW_DAYS } from '../constants';
import { readOpeningHours } from '../opening-hours-text';
import { openingWeekDtoSchema } from './opening-hours';
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
  /**
   * The week as text, e.g. 'Monday: Closed, Tuesday-Sunday: 7pm-11pm': the one way hours are
   * saved. It is read into the week (see readOpeningHours), and text it cannot read is refused
   * with the part it could not read, so the text and the week never disagree.
   */
  openingHours: safeText(500, { multiline: true, required: 'Opening hours are required' })
    .trim()
    .min(1, 'Opening hours are required')
    .superRefine((text, ctx) => {
      if (text === '') return;
      const reading = readOpeningHours(text);
      if (!reading.ok) ctx.addIssue({ code: 'custom', message: reading.message });
    }),
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
  /**
   * The saved week written out, e.g. 'Monday: Closed, Tuesday - Sunday: 7 PM - 11 PM' (empty
   * while staff have set no hours).
   */
  openingHours: z.string(),
  mapUrl: z.string(),
  /**
   * The one home of the hours: every day open or closed, with its hours. `openingHours` is this
   * week written out once staff have set it (empty before); the footer, the contact page, the
   * structured data and the booking calendar all read the week.
   */
  openingWeek: openingWeekDtoSchema.optional(),
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

/** PUT /api/site-settings/booking-window: how many days ahead diners may book. */
export const bookingWindowSchema = z.object({
  days: z.coerce
    .number({ error: `Enter a number of days from 1 to ${MAX_BOOKING_WINDOW_DAYS}` })
    .int(`Enter a number of days from 1 to ${MAX_BOOKING_WINDOW_DAYS}`)
    .min(1, `Enter a number of days from 1 to ${MAX_BOOKING_WINDOW_DAYS}`)
    .max(MAX_BOOKING_WINDOW_DAYS, `Enter a number of days from 1 to ${MAX_BOOKING_WINDOW_DAYS}`),
});
export type BookingWindowSetting = z.infer<typeof bookingWindowSchema>;
export const bookingWindowDtoSchema = z.object({ days: z.number().int() });
export type BookingWindowDto = z.infer<typeof bookingWindowDtoSchema>;
