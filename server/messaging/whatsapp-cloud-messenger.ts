import type { MessagingSettings } from './messaging-config';
import { refusalReason } from './message-delivery';
import { MessageRefused, type Messenger } from './messenger';
import {
  graphErrorSchema,
  sendAnswerSchema,
  type TemplateMessageRequest,
} from './whatsapp-cloud-api';

type CloudSettings = Extract<MessagingSettings, { provider: 'whatsapp-cloud' }>;

/** Meta's codes for a recipient who stopped the business's messages. */
const OPTED_OUT_CODES = new Set([131050]);

/**
 * WhatsApp through Meta's Cloud API over plain HTTPS: each message is its approved template
 * (message-templates.ts, submitted under the same name) with the variables in order.
 */
export function whatsappCloudMessenger(settings: CloudSettings): Messenger {
  const url = `${settings.apiUrl}/${settings.phoneNumberId}/messages`;
  return {
    provider: 'whatsapp-cloud',
    channels: ['whatsapp'],
    async send(message) {
      const request: TemplateMessageRequest = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to.replace(/^\+/, ''),
        type: 'template',
        template: {
          name: message.template,
          language: { code: settings.language },
          components: [
            {
              type: 'body',
              parameters: message.variables.map((text) => ({ type: 'text', text })),
            },
          ],
        },
      };
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(15_000),
      });
      const body: unknown = await response.json().catch(() => undefined);
      if (response.ok) {
        const answer = sendAnswerSchema.parse(body);
        return { providerMessageId: answer.messages[0]!.id, status: 'accepted' };
      }
      // 4xx: Meta refused this message (not a WhatsApp number, template not approved); a retry
      // cannot help. 429 and 5xx are passing troubles the job retries.
      if (response.status >= 400 && response.status < 500 && response.status !== 429) {
        const error = graphErrorSchema.safeParse(body).data?.error;
        const code = error?.code ?? response.status;
        throw new MessageRefused(refusalReason(code, error?.message), OPTED_OUT_CODES.has(code));
      }
      throw new Error(`WhatsApp Cloud API answered ${response.status}`);
    },
  };
}

export { OPTED_OUT_CODES as WHATSAPP_OPTED_OUT_CODES };
