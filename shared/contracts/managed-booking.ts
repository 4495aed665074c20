import { z } from 'zod';
import { reservationDtoSchema } from './reservation';

/**
 * GET /api/reservations/manage/{token}: the guest's booking, and the server's clock when it
 * answered, so the page rendered on the server (and read without JavaScript) offers what may be
 * changed at that moment; the browser judges by its own clock once it runs.
 */
export const managedBookingDtoSchema = reservationDtoSchema.extend({
  asOf: z.string(),
  /** The guest's answer to updates on WhatsApp / SMS, for the manage page's box. */
  messagingConsent: z.boolean(),
});
export type ManagedBookingDto = z.infer<typeof managedBookingDtoSchema>;
