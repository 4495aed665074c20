import { z } from 'zod';

// The shapes of Meta's WhatsApp Business Cloud API that the site uses: sending a template
// message (POST /{phone-number-id}/messages) and the webhook's message and status news.

/** The request that sends an approved template, its body's variables in order. */
export type TemplateMessageRequest = {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  /** The number without '+': 919812345678. */
  to: string;
  type: 'template';
  template: {
    name: string;
    language: { code: string };
    components: { type: 'body'; parameters: { type: 'text'; text: string }[] }[];
  };
};

export const sendAnswerSchema = z.object({
  messaging_product: z.literal('whatsapp'),
  contacts: z.array(z.object({ input: z.string(), wa_id: z.string() })).optional(),
  messages: z.array(z.object({ id: z.string().min(1) })).min(1),
});

export const graphErrorSchema = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    fbtrace_id: z.string().optional(),
  }),
});

const statusSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  timestamp: z.string(),
  recipient_id: z.string().optional(),
  errors: z
    .array(
      z.object({ code: z.number(), title: z.string().optional(), message: z.string().optional() }),
    )
    .optional(),
});

const incomingSchema = z.object({
  from: z.string(),
  id: z.string().min(1),
  timestamp: z.string().optional(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
});

/** The webhook's body: entries of changes, each with statuses of our messages or diners' replies. */
export const webhookBodySchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      id: z.string(),
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            messaging_product: z.literal('whatsapp').optional(),
            metadata: z
              .object({ display_phone_number: z.string(), phone_number_id: z.string() })
              .optional(),
            statuses: z.array(statusSchema).optional(),
            messages: z.array(incomingSchema).optional(),
          }),
        }),
      ),
    }),
  ),
});
export type WhatsAppWebhookBody = z.infer<typeof webhookBodySchema>;
