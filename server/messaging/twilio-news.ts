import { isStopReply, type DeliveryNews } from './messenger';

/** Twilio's states that tell something; queued, sending and the like change nothing. */
const STATES: Partial<Record<string, 'sent' | 'delivered' | 'read' | 'failed'>> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  undelivered: 'failed',
  failed: 'failed',
};

const OPTED_OUT_CODES = new Set(['21610', '63049']);

/**
 * What a signed Twilio request says: a message's status callback, or a diner's reply (the
 * number's incoming-message webhook may point here too), of which STOP (or Twilio's own opt-out
 * news, OptOutType=STOP) ends their consent.
 */
export function readTwilioNews(params: Record<string, unknown>): DeliveryNews[] {
  const text = (name: string) => (typeof params[name] === 'string' ? params[name] : undefined);
  const sid = text('MessageSid') ?? text('SmsSid');
  if (!sid) return [];
  const from = text('From')?.replace(/^whatsapp:/, '');
  const body = text('Body');
  if (body !== undefined || text('OptOutType') !== undefined) {
    const stop = text('OptOutType') === 'STOP' || (body !== undefined && isStopReply(body));
    return stop && from ? [{ kind: 'opt-out', eventKey: `${sid}:inbound`, from }] : [];
  }
  const reported = text('MessageStatus') ?? text('SmsStatus') ?? '';
  const status = STATES[reported];
  if (!status) return [];
  const code = text('ErrorCode');
  return [
    {
      kind: 'status',
      eventKey: `${sid}:${reported}`,
      providerMessageId: sid,
      status,
      ...(code ? { error: code } : {}),
      optedOut: code !== undefined && OPTED_OUT_CODES.has(code),
    },
  ];
}
