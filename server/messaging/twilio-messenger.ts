import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type { MessageChannel } from '@shared/domain/messaging';
import type { MessagingSettings } from './messaging-config';
import { refusalReason } from './message-delivery';
import { MessageRefused, type Messenger, type OutgoingMessage } from './messenger';

type RequestOptions<T> = RequestClient.RequestOptions<T>;
type TwilioSettings = Extract<MessagingSettings, { provider: 'twilio' }>;

export const TWILIO_STATUS_PATH = '/api/messaging/twilio/status';

/** Twilio's codes for a recipient who replied STOP (or is otherwise unsubscribed). */
const OPTED_OUT_CODES = new Set([21610, 63049]);

/**
 * The SDK's HTTP client with every request sent to `apiUrl` instead of Twilio's hosts (tests
 * point it at a local stub of the API); path, body and signature of each request are the SDK's.
 */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(private readonly apiUrl: string) {
    super({ autoRetry: false, timeout: 15_000 });
  }
  override request<TData>(opts: RequestOptions<TData>) {
    const target = new URL(opts.uri);
    const base = new URL(this.apiUrl);
    target.protocol = base.protocol;
    target.host = base.host;
    return super.request<TData>({ ...opts, uri: target.href });
  }
}

/** The sender's parameter: a messaging service (MG…) or a number, on the channel's form. */
function sender(from: string, channel: MessageChannel) {
  if (/^MG/i.test(from)) return { messagingServiceSid: from };
  return { from: channel === 'whatsapp' ? `whatsapp:${from}` : from };
}

/**
 * SMS and WhatsApp through Twilio's official SDK, one account for both. WhatsApp first when a
 * WhatsApp sender is set, an SMS when it fails (or alone without one). A WhatsApp template
 * approved through Twilio's Content API is sent by its Content SID with the variables; without
 * one, as its text.
 */
export function twilioMessenger(settings: TwilioSettings, publicUrl: string): Messenger {
  const client = twilio(settings.accountSid, settings.authToken, {
    autoRetry: false,
    ...(settings.apiUrl ? { httpClient: new RedirectedRequestClient(settings.apiUrl) } : {}),
  });
  const channels: MessageChannel[] = [
    ...(settings.whatsappFrom ? (['whatsapp'] as const) : []),
    ...(settings.smsFrom ? (['sms'] as const) : []),
  ];

  function params(message: OutgoingMessage) {
    const whatsapp = message.channel === 'whatsapp';
    const from = whatsapp ? settings.whatsappFrom : settings.smsFrom;
    if (!from) throw new MessageRefused(`no ${message.channel} sender is configured`);
    const contentSid = whatsapp ? settings.contentSids[message.template] : undefined;
    return {
      to: whatsapp ? `whatsapp:${message.to}` : message.to,
      ...sender(from, message.channel),
      statusCallback: `${publicUrl}${TWILIO_STATUS_PATH}`,
      ...(contentSid
        ? {
            contentSid,
            contentVariables: JSON.stringify(
              Object.fromEntries(message.variables.map((v, i) => [String(i + 1), v])),
            ),
          }
        : { body: message.text }),
    };
  }

  return {
    provider: 'twilio',
    channels,
    async send(message) {
      try {
        const sent = await client.messages.create(params(message));
        return { providerMessageId: sent.sid, status: 'accepted' };
      } catch (err) {
        // 4xx: Twilio refused this message (a bad number, an opted-out recipient); a retry
        // cannot help. 429 and 5xx are passing troubles the job retries.
        if (err instanceof twilio.RestException && err.status >= 400 && err.status < 500) {
          if (err.status === 429) throw err;
          const code = err.code ?? err.status;
          throw new MessageRefused(refusalReason(code, err.message), OPTED_OUT_CODES.has(code));
        }
        throw err;
      }
    },
  };
}
