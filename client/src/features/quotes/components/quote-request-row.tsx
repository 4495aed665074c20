import type { QuoteRequestDto } from '@shared/contracts/quote-request';
import { staffDate, staffDateTime } from '@shared/date-display';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useRestaurantTimeZone } from '@/lib/dates/restaurant-today';
import { useMoveQuoteRequest } from '../api/quote-requests';
import { QUOTE_STATUS, quoteActions } from '../quote-display';

/** One request: who, when, how many, their words, and the moves its status allows. */
export function QuoteRequestRow({ request }: { request: QuoteRequestDto }) {
  const timeZone = useRestaurantTimeZone();
  const move = useMoveQuoteRequest();
  const status = QUOTE_STATUS[request.status];
  return (
    <li className="space-y-3 rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-sans text-base font-semibold tracking-normal">
            {request.company ? `${request.company} · ${request.name}` : request.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {request.guests} guests on {staffDate(request.eventDate)} · received{' '}
            {staffDateTime(request.createdAt, timeZone)}
          </p>
        </div>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a
          href={`mailto:${request.email}`}
          className="break-all underline-offset-4 hover:underline"
        >
          {request.email}
        </a>
        <a href={`tel:${request.phone}`} className="underline-offset-4 hover:underline">
          {request.phone}
        </a>
      </p>
      {request.message && (
        <p className="whitespace-pre-line break-words text-sm">{request.message}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {quoteActions(request.status).map(({ to, action }) => (
          <Button
            key={to}
            size="sm"
            variant={to === 'closed' ? 'outline' : 'default'}
            disabled={move.isPending}
            onClick={() =>
              move.mutate(
                { id: request.id, status: to },
                {
                  onSuccess: (moved) =>
                    toast({
                      title: 'Status Updated',
                      description: `The request from ${moved.name} is now ${QUOTE_STATUS[moved.status].label.toLowerCase()}.`,
                    }),
                },
              )
            }
          >
            {action}
          </Button>
        ))}
      </div>
    </li>
  );
}
