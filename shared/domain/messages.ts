import type { JobStatus } from '../schema/jobs';

/**
 * How a message to a guest travels. One list for the server's job kinds, the staff API and the
 * Messages screen's channel column: a new channel (a text message) is added here.
 */
export const MESSAGE_CHANNELS = ['email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const CHANNEL_LABELS: Record<MessageChannel, string> = { email: 'E-mail' };

/**
 * Where a message stands, in staff's words, derived from its job: waiting for its first try
 * (queued), being sent now (sending), waiting to try again after a failed try (retrying), sent,
 * given up on after its last try (failed), held since a restore of the site (paused), or dropped
 * by the operator (discarded).
 */
export const MESSAGE_STATES = [
  'queued',
  'sending',
  'retrying',
  'sent',
  'failed',
  'paused',
  'discarded',
] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const MESSAGE_STATE_LABELS: Record<MessageState, string> = {
  queued: 'Queued',
  sending: 'Sending',
  retrying: 'Retrying',
  sent: 'Sent',
  failed: 'Failed',
  paused: 'Paused',
  discarded: 'Discarded',
};

export function messageStateOf(job: { status: JobStatus; attempts: number }): MessageState {
  switch (job.status) {
    case 'pending':
      return job.attempts === 0 ? 'queued' : 'retrying';
    case 'running':
      return 'sending';
    case 'done':
      return 'sent';
    default:
      return job.status;
  }
}

/** The job statuses behind a message state, for filtering in the database. */
export function jobFilterOf(state: MessageState): { status: JobStatus; firstTry?: boolean } {
  switch (state) {
    case 'queued':
      return { status: 'pending', firstTry: true };
    case 'retrying':
      return { status: 'pending', firstTry: false };
    case 'sending':
      return { status: 'running' };
    case 'sent':
      return { status: 'done' };
    default:
      return { status: state };
  }
}

/** What a message is about, read from its job's ref ('reservation:42', 'corporate-order:7'). */
export type MessageSubject = { kind: 'booking' | 'order' | 'waitlist'; id: number };

const SUBJECT_OF_REF: [RegExp, MessageSubject['kind']][] = [
  [/^reservation(?:-reminder)?:(\d+)$/, 'booking'],
  [/^corporate-order:(\d+)$/, 'order'],
  [/^waitlist:(\d+)$/, 'waitlist'],
];

export function messageSubjectOf(ref: string | null): MessageSubject | null {
  if (!ref) return null;
  for (const [pattern, kind] of SUBJECT_OF_REF) {
    const match = pattern.exec(ref);
    if (match) return { kind, id: Number(match[1]) };
  }
  return null;
}
