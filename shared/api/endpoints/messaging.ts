import type {
  MessagingConsentDto,
  MessagingConsentInput,
  MessagingWebhookDto,
} from '../../contracts/messaging';
import { defineEndpoint as define, io } from '../endpoint';

// WhatsApp / SMS to diners: the guest's yes or no from the manage page, and the providers'
// delivery news (Twilio's status callback; Meta's webhook and its set-up handshake).

export const setConsent = define({
  method: 'PUT',
  path: '/api/reservations/manage/:token/messaging',
  access: 'public',
  errors: ['invalid_input', 'not_found', 'conflict', 'rate_limited'],
  io: io<{ body: MessagingConsentInput; response: MessagingConsentDto }>,
});

/** Twilio's news of a message (or a diner's reply); answered with empty TwiML. */
export const twilioStatus = define({
  method: 'POST',
  path: '/api/messaging/twilio/status',
  access: 'gateway',
  errors: ['not_found'],
  io: io<{ body: Record<string, string>; response: string }>,
});

/** Meta's handshake: the challenge echoed as text when the verify token matches. */
export const whatsappVerify = define({
  method: 'GET',
  path: '/api/messaging/whatsapp/webhook',
  access: 'gateway',
  errors: ['not_found', 'forbidden'],
  io: io<{ query: Record<string, string>; response: string }>,
});

export const whatsappWebhook = define({
  method: 'POST',
  path: '/api/messaging/whatsapp/webhook',
  access: 'gateway',
  errors: ['not_found', 'invalid_input'],
  io: io<{ body: unknown; response: MessagingWebhookDto }>,
});

export * from './messaging.staff';
