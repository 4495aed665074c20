import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MessageChannel, MessageStatus, MessageTemplateName } from '../domain/messaging';
import { reservations } from './reservations';
import { waitlistEntries } from './waitlist-entries';

/**
 * Every WhatsApp or SMS message to a diner: what it said, to which number, and the latest
 * delivery news. Written with the change it tells of; the message job hands it to the provider.
 */
export const guestMessages = pgTable(
  'guest_messages',
  {
    id: serial().primaryKey(),
    reservationId: integer().references(() => reservations.id, { onDelete: 'cascade' }),
    waitlistEntryId: integer().references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    /** E.164, e.g. +919812345678. */
    to: text().notNull(),
    /** Chosen when it is handed over (the provider decides what it can send); null until then. */
    channel: text().$type<MessageChannel>(),
    template: text().$type<MessageTemplateName>().notNull(),
    /** The template's variables, in the order the approved template numbers them. */
    variables: jsonb().$type<string[]>().notNull(),
    text: text().notNull(),
    /** sandbox, twilio or whatsapp-cloud: whoever took it. */
    provider: text(),
    providerMessageId: text(),
    status: text().$type<MessageStatus>().notNull().default('queued'),
    /** The provider's error code or words when it failed. */
    error: text(),
    /** The WhatsApp message this SMS stands in for after it failed (at most one each). */
    fallbackOf: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guest_messages_reservation_idx').on(t.reservationId),
    uniqueIndex('guest_messages_provider_id_uq').on(t.provider, t.providerMessageId),
    uniqueIndex('guest_messages_fallback_uq').on(t.fallbackOf),
  ],
);

export type GuestMessageRow = typeof guestMessages.$inferSelect;

/**
 * Delivery news already applied, by a key the provider's event carries (message id, state and
 * time): a redelivered or replayed event finds its row and changes nothing.
 */
export const messagingEvents = pgTable('messaging_events', {
  key: text().primaryKey(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Delivery news that came before its message's handover was recorded: a provider can post its
 * webhook before our write of its answer commits. Kept here until that write, which applies it;
 * news for a message we never sent (another tool on the same number) is dropped after two days.
 */
export const messagingEarlyNews = pgTable(
  'messaging_early_news',
  {
    id: serial().primaryKey(),
    provider: text().notNull(),
    providerMessageId: text().notNull(),
    status: text().$type<MessageStatus>().notNull(),
    error: text(),
    optedOut: boolean().notNull().default(false),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messaging_early_news_message_idx').on(t.provider, t.providerMessageId),
    index('messaging_early_news_received_idx').on(t.receivedAt),
  ],
);
