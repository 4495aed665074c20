import type { GuestMessageRow } from '@shared/schema/guest-messages';
import type { Db } from '../db/connection';
import { enqueueJob } from '../jobs/enqueue-job';
import { handleJob } from '../jobs/job-kind';
import type { Logger } from '../lib/logger';
import { endConsentOfPhone } from './consent.repository';
import {
  isRecordedMessage,
  keepEarlyNews,
  lockProviderMessage,
  takeEarlyNews,
  type EarlyNews,
} from './early-news.repository';
import { messageJob } from './message-job';
import {
  findMessage,
  firstTimeSeen,
  insertFallback,
  markHandedOver,
  moveMessageStatus,
} from './message.repository';
import { MessageRefused, type DeliveryNews, type Messenger } from './messenger';

/**
 * Hands queued messages to the provider and applies its delivery news. A failed WhatsApp message
 * goes once more as an SMS where the provider sends both (Twilio); with WhatsApp alone the
 * diner has the e-mail every message stands beside. A recipient who opted out gets nothing more.
 */
export function messageDelivery(deps: {
  db: Db;
  /** Undefined: no provider and no sandbox (production without MESSAGING_PROVIDER). */
  messenger: Messenger | undefined;
  now: () => Date;
  logger: Pick<Logger, 'info' | 'warn'>;
}) {
  const { db, messenger } = deps;

  /** After a message failed, in the transaction that recorded it. */
  async function afterFailure(tx: Db, failed: GuestMessageRow, optedOut: boolean) {
    const ref = `message:${failed.id}`;
    if (optedOut) {
      await endConsentOfPhone(tx, failed.to, deps.now());
      deps.logger.info({ ref }, 'messaging: the recipient opted out; their consent ended');
      return;
    }
    const fallsBack =
      failed.channel === 'whatsapp' &&
      failed.fallbackOf === null &&
      messenger?.channels.includes('sms');
    if (!fallsBack) return;
    const copy = await insertFallback(tx, {
      reservationId: failed.reservationId,
      waitlistEntryId: failed.waitlistEntryId,
      to: failed.to,
      template: failed.template,
      variables: failed.variables,
      text: failed.text,
      channel: 'sms',
      fallbackOf: failed.id,
    });
    if (copy) await enqueueJob(tx, messageJob, { messageId: copy.id }, { ref });
  }

  /** One piece of news about one message, in that message's turn; answers the row it moved. */
  async function applyStatus(
    tx: Db,
    provider: string,
    providerMessageId: string,
    news: EarlyNews,
  ): Promise<GuestMessageRow | undefined> {
    const { status, error, optedOut } = news;
    const moved = await moveMessageStatus(
      tx,
      provider,
      providerMessageId,
      status,
      error ?? undefined,
    );
    if (moved?.status === 'failed') await afterFailure(tx, moved, optedOut);
    return moved;
  }

  /** The job: safe to repeat, since only a queued message is handed over. */
  async function send(messageId: number): Promise<void> {
    const row = await findMessage(db, messageId);
    if (!row || row.status !== 'queued') return;
    if (!messenger) {
      await markHandedOver(db, row.id, {
        provider: 'none',
        channel: row.channel ?? 'whatsapp',
        providerMessageId: null,
        status: 'failed',
        error: 'messaging is not set up on this site',
      });
      return;
    }
    const channel = row.channel ?? messenger.channels[0]!;
    try {
      const handover = await messenger.send({
        id: row.id,
        to: row.to,
        channel,
        template: row.template,
        variables: row.variables,
        text: row.text,
        bookingId: row.reservationId ?? undefined,
      });
      const { provider } = messenger;
      const { providerMessageId } = handover;
      await db.transaction(async (tx) => {
        await lockProviderMessage(tx, provider, providerMessageId);
        const handed = await markHandedOver(tx, row.id, { provider, channel, ...handover });
        if (!handed) return;
        for (const news of await takeEarlyNews(tx, provider, providerMessageId))
          await applyStatus(tx, provider, providerMessageId, news);
      });
    } catch (err) {
      if (!(err instanceof MessageRefused)) throw err;
      deps.logger.warn({ ref: `message:${row.id}`, reason: err.reason }, 'messaging: refused');
      await db.transaction(async (tx) => {
        const failed = await markHandedOver(tx, row.id, {
          provider: messenger.provider,
          channel,
          providerMessageId: null,
          status: 'failed',
          error: err.reason,
        });
        if (failed) await afterFailure(tx, failed, err.optedOut);
      });
    }
  }

  /**
   * Applies a webhook's news, each event once: a redelivered or replayed event is counted as a
   * duplicate and changes nothing.
   */
  async function applyNews(
    provider: Messenger['provider'],
    news: DeliveryNews[],
  ): Promise<{ applied: number; duplicates: number }> {
    let applied = 0;
    let duplicates = 0;
    for (const item of news) {
      await db.transaction(async (tx) => {
        if (!(await firstTimeSeen(tx, `${provider}:${item.eventKey}`))) {
          duplicates += 1;
          return;
        }
        applied += 1;
        if (item.kind === 'opt-out') {
          await endConsentOfPhone(tx, item.from, deps.now());
          return;
        }
        const { providerMessageId } = item;
        const news = {
          status: item.status,
          error: item.error ?? null,
          optedOut: item.optedOut ?? false,
        };
        await lockProviderMessage(tx, provider, providerMessageId);
        const moved = await applyStatus(tx, provider, providerMessageId, news);
        // News can overtake the record of the handover it is about; it waits for that record.
        if (!moved && !(await isRecordedMessage(tx, provider, providerMessageId)))
          await keepEarlyNews(tx, provider, providerMessageId, news);
      });
    }
    return { applied, duplicates };
  }

  return {
    send,
    applyNews,
    handler: () => handleJob(messageJob, ({ messageId }) => send(messageId)),
  };
}

export type MessageDelivery = ReturnType<typeof messageDelivery>;

/** For a refused send that said why: the provider's code and words, kept short for the row. */
export const refusalReason = (code: unknown, words: unknown) =>
  `${String(code ?? 'error')}: ${String(words ?? '')}`.slice(0, 300);

export { MessageRefused };
