import crypto from 'node:crypto';
import { isStopReply, type DeliveryNews } from './messenger';
import type { WhatsAppWebhookBody } from './whatsapp-cloud-api';
import { WHATSAPP_OPTED_OUT_CODES } from './whatsapp-cloud-messenger';

/**
 * Meta signs each webhook body with the app secret: X-Hub-Signature-256 is 'sha256=' and the
 * HMAC-SHA256 of the exact bytes, in hex. Compared in constant time.
 */
export function isMetaSignatureValid(body: Buffer, header: string, appSecret: string): boolean {
  const expected = `sha256=${crypto.createHmac('sha256', appSecret).update(body).digest('hex')}`;
  const given = Buffer.from(header);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && crypto.timingSafeEqual(given, wanted);
}

const STATES: Partial<Record<string, 'sent' | 'delivered' | 'read' | 'failed'>> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
};

/** The statuses of our messages, and STOP replies, in a verified webhook body. */
export function readWhatsAppNews(body: WhatsAppWebhookBody): DeliveryNews[] {
  const news: DeliveryNews[] = [];
  for (const change of body.entry.flatMap((e) => e.changes)) {
    if (change.field !== 'messages') continue;
    for (const s of change.value.statuses ?? []) {
      const status = STATES[s.status];
      if (!status) continue;
      const error = s.errors?.[0];
      news.push({
        kind: 'status',
        eventKey: `${s.id}:${s.status}`,
        providerMessageId: s.id,
        status,
        ...(error
          ? { error: `${error.code}: ${error.title ?? error.message ?? ''}`.slice(0, 300) }
          : {}),
        optedOut: error !== undefined && WHATSAPP_OPTED_OUT_CODES.has(error.code),
      });
    }
    for (const m of change.value.messages ?? []) {
      const words = m.text?.body ?? m.button?.text;
      if (words === undefined || !isStopReply(words)) continue;
      news.push({ kind: 'opt-out', eventKey: `${m.id}:inbound`, from: `+${m.from}` });
    }
  }
  return news;
}
