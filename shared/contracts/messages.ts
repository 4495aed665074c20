import { z } from 'zod';
import { MESSAGE_CHANNELS, MESSAGE_STATES } from '../domain/messages';
import { idSchema } from './safe-input';

export const MESSAGES_PAGE_MAX = 100;
export const MESSAGES_PAGE_DEFAULT = 25;

const limitProblem = `limit must be 1 to ${MESSAGES_PAGE_MAX}`;

/**
 * GET /api/messages (staff): the messages sent or to be sent to guests, newest first, a page at a
 * time; `before` is the last id of the previous page; `state` keeps one state only.
 */
export const messagesQuerySchema = z.object({
  state: z.enum(MESSAGE_STATES, { error: 'Unknown message state' }).optional(),
  limit: z.coerce
    .number({ error: limitProblem })
    .int(limitProblem)
    .min(1, limitProblem)
    .max(MESSAGES_PAGE_MAX, limitProblem)
    .optional()
    .default(MESSAGES_PAGE_DEFAULT),
  before: idSchema.optional(),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

export const messageDtoSchema = z.object({
  id: z.number().int(),
  channel: z.enum(MESSAGE_CHANNELS),
  state: z.enum(MESSAGE_STATES),
  /** What it is (an e-mail's subject); null for a message queued before this was kept. */
  summary: z.string().nullable(),
  about: z
    .object({ kind: z.enum(['booking', 'order', 'waitlist']), id: z.number().int() })
    .nullable(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** Why the last try failed, for a message retrying or failed. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** When it was sent or given up on; null while it waits. */
  finishedAt: z.string().nullable(),
  /** When it is next tried, for a message waiting. */
  nextTryAt: z.string().nullable(),
});
export type MessageDto = z.infer<typeof messageDtoSchema>;

export const messagesPageDtoSchema = z.object({
  messages: z.array(messageDtoSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type MessagesPageDto = z.infer<typeof messagesPageDtoSchema>;

/** GET /api/messages/alerts: what the dashboard warns staff about. */
export const messageAlertsDtoSchema = z.object({
  /** Messages given up on in the last 24 hours. */
  failedLastDay: z.number().int(),
  /** Jobs that reach outside (messages, payment checks, refunds) held since a restore. */
  pausedSinceRestore: z.number().int(),
});
export type MessageAlertsDto = z.infer<typeof messageAlertsDtoSchema>;
