import type {
  MessageAlertsDto,
  MessageDto,
  MessagesPageDto,
  MessagesQuery,
} from '@shared/contracts/messages';
import { messageStateOf, messageSubjectOf, type MessageChannel } from '@shared/domain/messages';
import type { Db } from '../../db/connection';
import { messageKinds } from '../../jobs/job-kinds';
import { countPausedJobs } from '../../jobs/operator-jobs.repository';
import type { StaffActor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit-trail';
import {
  countFailedMessagesSince,
  findMessageRow,
  listMessageRows,
  requeueFailedMessage,
  type MessageRow,
} from './messages.repository';

/** How far back the dashboard looks for failed messages. */
const ALERT_HOURS = 24;

export type MessagesService = ReturnType<typeof messagesService>;

/**
 * The messages to guests as staff see them: read from the job queue (a message is a job of a
 * kind that names its channel), so what is listed is exactly what was sent or is waiting.
 */
export function messagesService(deps: { db: Db; jobs: { wake(): void } }) {
  const { db } = deps;
  const kinds = messageKinds();
  const channelOf = new Map<string, MessageChannel>(kinds.map((k) => [k.name, k.channel]));
  const kindNames = kinds.map((k) => k.name);

  function toDto(row: MessageRow): MessageDto {
    const state = messageStateOf(row);
    const waiting = state === 'queued' || state === 'retrying';
    return {
      id: row.id,
      channel: channelOf.get(row.kind) ?? 'email',
      state,
      summary: row.summary,
      about: messageSubjectOf(row.ref),
      attempts: row.attempts,
      maxAttempts: row.maxAttempts,
      lastError: state === 'sent' ? null : row.lastError,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      nextTryAt: waiting ? row.runAt.toISOString() : null,
    };
  }

  return {
    async page(query: MessagesQuery): Promise<MessagesPageDto> {
      const rows = await listMessageRows(db, kindNames, query);
      const page = rows.slice(0, query.limit);
      return {
        messages: page.map(toDto),
        nextBefore: rows.length > query.limit ? page[page.length - 1]!.id : null,
      };
    },

    async alerts(): Promise<MessageAlertsDto> {
      const [failedLastDay, pausedSinceRestore] = await Promise.all([
        countFailedMessagesSince(db, kindNames, ALERT_HOURS),
        countPausedJobs(db),
      ]);
      return { failedLastDay, pausedSinceRestore };
    },

    /** A failed message gets a new set of tries, now; recorded in the audit trail. */
    async resend(actor: StaffActor, id: number): Promise<MessageDto> {
      const resent = await db.transaction(async (tx) => {
        const found = await findMessageRow(tx, kindNames, id);
        if (!found) throw notFound('Message not found');
        const requeued = await requeueFailedMessage(tx, id);
        if (!requeued) {
          throw conflict(
            `Only a failed message can be sent again; this one is ${messageStateOf(found)}`,
          );
        }
        await recordAudit(tx, actor, {
          area: 'messages',
          action: 'resend',
          entityId: id,
          before: { state: messageStateOf(found), attempts: found.attempts },
          after: { state: messageStateOf(requeued) },
        });
        return requeued;
      });
      deps.jobs.wake();
      return toDto(resent);
    },
  };
}
