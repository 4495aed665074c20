import type { MessageDto } from '@shared/contracts/messages';
import { bookingReference } from '@shared/booking-reference';
import { MESSAGE_STATE_LABELS, type MessageState } from '@shared/domain/messages';

// What the Messages screen shows: the filters, a state's look, and what a message is about.
// Pure, so each rule has a unit test.

export type MessageFilter = MessageState | 'all';

/** The filters staff use most: the problems first. */
export const MESSAGE_FILTERS: { value: MessageFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'failed', label: MESSAGE_STATE_LABELS.failed },
  { value: 'retrying', label: MESSAGE_STATE_LABELS.retrying },
  { value: 'sent', label: MESSAGE_STATE_LABELS.sent },
  { value: 'paused', label: MESSAGE_STATE_LABELS.paused },
];

export type StateTone = 'neutral' | 'warning' | 'danger';

/** Failed is a problem; retrying and paused need watching; the rest are as expected. */
export function toneOf(state: MessageState): StateTone {
  if (state === 'failed') return 'danger';
  if (state === 'retrying' || state === 'paused') return 'warning';
  return 'neutral';
}

/** What the message belongs to, as staff name it ('Booking TR-7KQ3PX', 'Corporate order #12'). */
export function aboutText(about: MessageDto['about']): string {
  if (!about) return 'Not about a booking or order';
  switch (about.kind) {
    case 'booking':
      return `Booking ${bookingReference(about.id)}`;
    case 'order':
      return `Corporate order #${about.id}`;
    case 'waitlist':
      return `Waitlist entry #${about.id}`;
  }
}

/** How many tries it took or has had, in words. */
export function triesText(message: Pick<MessageDto, 'attempts' | 'maxAttempts' | 'state'>): string {
  if (message.state === 'queued' || message.attempts === 0) return 'Not tried yet';
  if (message.state === 'sent')
    return message.attempts === 1 ? 'Sent on the first try' : `Sent on try ${message.attempts}`;
  return `${message.attempts} of ${message.maxAttempts} tries`;
}
