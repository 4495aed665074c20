import { and, eq, lt, sql } from 'drizzle-orm';
import type { MessageStatus } from '@shared/domain/messaging';
import { guestMessages, messagingEarlyNews } from '@shared/schema/guest-messages';
import type { Db } from '../db/connection';

/** How long news for a message we do not know is kept waiting for its handover. */
const KEPT_FOR = '2 days';

export type EarlyNews = {
  status: MessageStatus;
  error: string | null;
  optedOut: boolean;
};

/**
 * Takes one provider message's turn: the write of its handover and the news about it queue
 * here, so news is either applied to the recorded handover or kept for it, never lost between.
 */
export async function lockProviderMessage(tx: Db, provider: string, providerMessageId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(727005, hashtext(${`${provider}:${providerMessageId}`}))`,
  );
}

/** Whether the handover of this provider message has been recorded. */
export async function isRecordedMessage(
  tx: Db,
  provider: string,
  providerMessageId: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: guestMessages.id })
    .from(guestMessages)
    .where(
      and(
        eq(guestMessages.provider, provider),
        eq(guestMessages.providerMessageId, providerMessageId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Keeps news for a message not recorded yet, and drops what waited too long for one. */
export async function keepEarlyNews(
  tx: Db,
  provider: string,
  providerMessageId: string,
  news: EarlyNews,
): Promise<void> {
  await tx
    .delete(messagingEarlyNews)
    .where(lt(messagingEarlyNews.receivedAt, sql`now() - ${KEPT_FOR}::interval`));
  await tx.insert(messagingEarlyNews).values({ provider, providerMessageId, ...news });
}

/** The news kept for a message whose handover is being recorded, in the order it came. */
export async function takeEarlyNews(
  tx: Db,
  provider: string,
  providerMessageId: string,
): Promise<EarlyNews[]> {
  const rows = await tx
    .delete(messagingEarlyNews)
    .where(
      and(
        eq(messagingEarlyNews.provider, provider),
        eq(messagingEarlyNews.providerMessageId, providerMessageId),
      ),
    )
    .returning();
  return rows
    .sort((a, b) => a.id - b.id)
    .map(({ status, error, optedOut }) => ({ status, error, optedOut }));
}
