import { z } from 'zod';
import { flatMetadataSchema } from './safe-input';

export const CONVERSION_EVENT_TYPES = [
  'reservation_start',
  'reservation_form_filled',
  'reservation_complete',
] as const;

/** POST /api/analytics/conversion. No IP address is ever stored. */
export const conversionEventSchema = z.object({
  eventType: z.enum(CONVERSION_EVENT_TYPES, { error: 'Unknown event type' }),
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'Invalid session id'),
  metadata: flatMetadataSchema({ maxKeys: 20, maxString: 200 }).optional(),
});
export type ConversionEventInput = z.infer<typeof conversionEventSchema>;
