/**
 * Messages to a diner's phone (WhatsApp or SMS), beside the e-mails, for guests who asked for them.
 * One list per fact: the templates the providers approve, the channels, and a message's states
 * in the order delivery news moves them.
 */

/** The approved templates, by the names submitted to WhatsApp (docs/messaging.md). */
export const messageTemplateNames = [
  'booking_confirmed',
  'booking_reminder',
  'waitlist_offer',
  'booking_changed',
  'booking_cancelled',
  'deposit_refunded',
] as const;
export type MessageTemplateName = (typeof messageTemplateNames)[number];

export const messageChannels = ['whatsapp', 'sms'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/**
 * queued: waiting for the job that hands it over; accepted: the provider took it; then what its
 * delivery news says. Each state moves only forward (a late 'sent' never hides 'read');
 * failed ends it.
 */
export const messageStatuses = [
  'queued',
  'accepted',
  'sent',
  'delivered',
  'read',
  'failed',
] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** Where each state stands in the order news arrives; failed ends any of them. */
export const MESSAGE_STATUS_RANK: Record<MessageStatus, number> = {
  queued: 0,
  accepted: 1,
  sent: 2,
  delivered: 3,
  read: 4,
  failed: 5,
};

/** The words staff read beside a booking. */
export const MESSAGE_STATUS_WORDS: Record<MessageStatus, string> = {
  queued: 'Waiting to send',
  accepted: 'Handed to the provider',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
};

export const MESSAGE_TEMPLATE_WORDS: Record<MessageTemplateName, string> = {
  booking_confirmed: 'Booking confirmed',
  booking_reminder: 'Reminder',
  waitlist_offer: 'Waitlist offer',
  booking_changed: 'Booking changed',
  booking_cancelled: 'Booking cancelled',
  deposit_refunded: 'Deposit refunded',
};

/** The question on the booking, waitlist and manage forms, word for word. */
export const MESSAGING_CONSENT_LABEL = 'Send updates on WhatsApp / SMS to this number';
