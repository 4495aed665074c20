import { z } from 'zod';
import { messageChannels, messageStatuses, messageTemplateNames } from '../domain/messaging';
import { messagingConsentField } from './reservation';

/** PUT /api/reservations/manage/{token}/messaging: the guest's yes or no, from the manage page. */
export const messagingConsentSchema = z.object({
  messagingConsent: messagingConsentField.unwrap(),
});
export type MessagingConsentInput = z.infer<typeof messagingConsentSchema>;

/** The guest's choice and when they made it (null: never asked, or before messages existed). */
export const messagingConsentDtoSchema = z.object({
  messagingConsent: z.boolean(),
  messagingConsentAt: z.string().nullable(),
});
export type MessagingConsentDto = z.infer<typeof messagingConsentDtoSchema>;

export const guestMessageDtoSchema = z.object({
  id: z.number().int(),
  /** E.164. */
  to: z.string(),
  channel: z.enum(messageChannels).nullable(),
  template: z.enum(messageTemplateNames),
  text: z.string(),
  status: z.enum(messageStatuses),
  error: z.string().nullable(),
  /** The failed WhatsApp message this SMS stands in for. */
  fallbackOf: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GuestMessageDto = z.infer<typeof guestMessageDtoSchema>;

/** GET /api/reservations/{id}/messages (staff): the guest's choice and each message's state. */
export const bookingMessagesDtoSchema = messagingConsentDtoSchema.extend({
  messages: z.array(guestMessageDtoSchema),
});
export type BookingMessagesDto = z.infer<typeof bookingMessagesDtoSchema>;

/** A provider's webhook: how many events it carried were new, and how many were seen before. */
export const messagingWebhookDtoSchema = z.object({
  applied: z.number().int(),
  duplicates: z.number().int(),
});
export type MessagingWebhookDto = z.infer<typeof messagingWebhookDtoSchema>;
