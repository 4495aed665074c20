import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  MESSAGE_STATUS_RANK,
  messageStatuses,
  type MessageChannel,
  type MessageStatus,
  type MessageTemplateName,
} from '@shared/domain/messaging';
import {
  guestMessages,
  messagingEvents,
  type GuestMessageRow,
} from '@shared/schema/guest-messages';
import type { Db } from '../db/connection';
import { countToAddress } from '../lib/address-count';

export type NewMessage = {
  reservationId?: number | null;
  waitlistEntryId?: number | null;
  to: string;
  template: MessageTemplateName;
  variables: string[];
  text: string;
  /** Set for a fallback (sms); otherwise the job picks the provider's first channel. */
  channel?: MessageChannel | null;
  fallbackOf?: number | null;
};

export async function insertMessage(tx: Db, message: NewMessage): Promise<GuestMessageRow> {
  const [row] = await tx.insert(guestMessages).values(message).returning();
  return row!;
}

/** The fallback of a failed message, unless it has one already (answers undefined then). */
export async function insertFallback(
  tx: Db,
  message: NewMessage & { fallbackOf: number },
): Promise<GuestMessageRow | undefined> {
  const [row] = await tx
    .insert(guestMessages)
    .values(message)
    .onConflictDoNothing({ target: guestMessages.fallbackOf })
    .returning();
  return row;
}

export async function findMessage(db: Db, id: number): Promise<GuestMessageRow | undefined> {
  const [row] = await db.select().from(guestMessages).where(eq(guestMessages.id, id));
  return row;
}

/** A booking's messages, oldest first (a fallback after the message it stands in for). */
export async function messagesOfBooking(db: Db, reservationId: number): Promise<GuestMessageRow[]> {
  return db
    .select()
    .from(guestMessages)
    .where(eq(guestMessages.reservationId, reservationId))
    .orderBy(asc(guestMessages.id));
}

/** The provider took a queued message; answers undefined when it was not queued (a rerun). */
export async function markHandedOver(
  db: Db,
  id: number,
  facts: {
    provider: string;
    channel: MessageChannel;
    providerMessageId: string | null;
    status: MessageStatus;
    error?: string | null;
  },
): Promise<GuestMessageRow | undefined> {
  const [row] = await db
    .update(guestMessages)
    .set({ ...facts, updatedAt: sql`now()` })
    .where(and(eq(guestMessages.id, id), eq(guestMessages.status, 'queued')))
    .returning();
  return row;
}

/**
 * Moves a message to the state its news tells, only forward (news arrives out of order: a late
 * 'sent' never hides 'delivered'), never out of failed. Answers the row when it moved.
 */
export async function moveMessageStatus(
  tx: Db,
  provider: string,
  providerMessageId: string,
  status: MessageStatus,
  error: string | undefined,
): Promise<GuestMessageRow | undefined> {
  const earlier = messageStatuses.filter(
    (s) => s !== 'failed' && MESSAGE_STATUS_RANK[s] < MESSAGE_STATUS_RANK[status],
  );
  const [row] = await tx
    .update(guestMessages)
    .set({ status, updatedAt: sql`now()`, ...(error ? { error } : {}) })
    .where(
      and(
        eq(guestMessages.provider, provider),
        eq(guestMessages.providerMessageId, providerMessageId),
        inArray(guestMessages.status, earlier),
      ),
    )
    .returning();
  return row;
}

/** Records an event's key; false when it was seen before (a redelivery or a replay). */
export async function firstTimeSeen(tx: Db, key: string): Promise<boolean> {
  const rows = await tx
    .insert(messagingEvents)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: messagingEvents.key });
  return rows.length > 0;
}

/** Counts one message to the number in its window and answers the count, like the e-mail budget. */
export function countMessageToPhone(tx: Db, e164: string, windowSeconds: number): Promise<number> {
  return countToAddress(tx, 'guest-message', e164, windowSeconds);
}
