import type { MessageChannel, MessageTemplateName } from '@shared/domain/messaging';

/** One message as the job hands it to a provider: the template, its values and its words. */
export type OutgoingMessage = {
  /** Ours (guest_messages.id); the sandbox and the logs name it. */
  id: number;
  /** E.164. */
  to: string;
  channel: MessageChannel;
  template: MessageTemplateName;
  variables: string[];
  text: string;
  bookingId?: number | undefined;
};

/** The provider took the message: its id for the delivery news to name, and where it stands. */
export type Handover = { providerMessageId: string; status: 'accepted' | 'sent' };

/**
 * The provider refused the message for good (a number that is not on WhatsApp, a recipient who
 * opted out, a template not approved): retrying cannot help, so it is recorded as failed, and a
 * WhatsApp message falls back. Anything else thrown is a passing trouble the job retries.
 */
export class MessageRefused extends Error {
  constructor(
    readonly reason: string,
    /** The recipient told the provider to send them nothing more. */
    readonly optedOut = false,
  ) {
    super(`the provider refused the message: ${reason}`);
    this.name = 'MessageRefused';
  }
}

/** The port: sends a template message to a phone. Delivery news comes back through its webhook. */
export type Messenger = {
  provider: 'sandbox' | 'twilio' | 'whatsapp-cloud';
  /**
   * What it can send, first choice first: a message goes on the first, and once more on the
   * second when the first fails (WhatsApp, then SMS through Twilio).
   */
  channels: readonly MessageChannel[];
  send(message: OutgoingMessage): Promise<Handover>;
};

/** A provider's news, read from its webhook once the signature holds. */
export type DeliveryNews =
  | {
      kind: 'status';
      /** Unique per event: the same event delivered twice carries the same key. */
      eventKey: string;
      providerMessageId: string;
      status: 'sent' | 'delivered' | 'read' | 'failed';
      error?: string | undefined;
      /** The failure says the recipient opted out (their consent ends). */
      optedOut?: boolean;
    }
  /** The diner replied STOP (or the provider says they opted out): no more messages. */
  | { kind: 'opt-out'; eventKey: string; from: string };

/** The words of an opt-out reply, as carriers and WhatsApp's own guidance list them. */
export const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);

export const isStopReply = (body: string) => STOP_WORDS.has(body.trim().toUpperCase());
