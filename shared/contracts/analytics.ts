import { z } from 'zod';

export const CONVERSION_EVENT_TYPES = [
  'reservation_start',
  'reservation_form_filled',
  'reservation_complete',
] as const;

/** POST /api/analytics/conversion. No IP address is ever stored (ARCHITECTURE §4). */
export const conversionEventSchema = z.object({
  eventType: z.enum(CONVERSION_EVENT_TYPES, { error: 'Unknown event type' }),
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'Invalid session id'),
  metadata: z
    .record(z.string().max(50), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
    .refine((m) => Object.keys(m).length <= 20, 'Too many metadata fields')
    .optional(),
});
export type ConversionEventInput = z.infer<typeof conversionEventSchema>;
