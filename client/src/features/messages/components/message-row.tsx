import type { MessageDto } from '@shared/contracts/messages';
import { staffDateTime } from '@shared/date-display';
import { CHANNEL_LABELS, MESSAGE_STATE_LABELS } from '@shared/domain/messages';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { aboutText, toneOf, triesText } from '../message-display';

/**
 * One message: what it is and what it belongs to, its state and tries, when it was sent or is
 * tried next, why it failed, and for a failed one the button that sends it again.
 */
export function MessageRow({
  message,
  timeZone,
  onResend,
  resending,
}: {
  message: MessageDto;
  timeZone: string;
  onResend: (id: number) => void;
  resending: boolean;
}) {
  const title = message.summary ?? 'A message queued before subjects were kept';
  const when =
    message.state === 'sent' && message.finishedAt
      ? `Sent ${staffDateTime(message.finishedAt, timeZone)}`
      : message.state === 'failed' && message.finishedAt
        ? `Gave up ${staffDateTime(message.finishedAt, timeZone)}`
        : message.nextTryAt
          ? `Next try ${staffDateTime(message.nextTryAt, timeZone)}`
          : `Queued ${staffDateTime(message.createdAt, timeZone)}`;
  return (
    <li aria-label={title} className="rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="font-semibold break-words">{title}</p>
          <p className="text-sm text-muted-foreground">
            {aboutText(message.about)} · {CHANNEL_LABELS[message.channel]}
          </p>
        </div>
        <Badge variant={toneOf(message.state)}>{MESSAGE_STATE_LABELS[message.state]}</Badge>
      </div>
      <p className="mt-2 text-sm tabular-nums">
        {when} · {triesText(message)}
      </p>
      {message.lastError && (
        <p className="mt-2 text-sm break-words text-muted-foreground">
          <span className="font-medium text-foreground">Last error: </span>
          {message.lastError}
        </p>
      )}
      {message.state === 'failed' && (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          disabled={resending}
          onClick={() => onResend(message.id)}
        >
          {resending ? 'Sending again…' : 'Send again'}
        </Button>
      )}
    </li>
  );
}
