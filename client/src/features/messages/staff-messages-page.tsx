import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { serverMessage } from '@/lib/forms/form-errors';
import { useRestaurantTimeZone } from '@/lib/dates/restaurant-today';
import { useDocumentTitle } from '@/lib/page-meta/use-document-title';
import { useMessages, useResendMessage } from './api/messages';
import { MessageRow } from './components/message-row';
import { MESSAGE_FILTERS, type MessageFilter } from './message-display';

const LOAD_FALLBACK = 'Failed to load the messages.';

/** /staff/messages: every message to guests, newest first, a page at a time; failed ones resent. */
export function StaffMessagesPage() {
  useDocumentTitle('Messages');
  const timeZone = useRestaurantTimeZone();
  const [filter, setFilter] = useState<MessageFilter>('all');
  const list = useMessages(filter === 'all' ? undefined : filter);
  const resend = useResendMessage();
  const messages = list.data?.pages.flatMap((page) => page.messages);

  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-3xl font-semibold">Messages</h1>
        <p className="mt-2 text-muted-foreground">
          What guests were sent or are about to be sent, newest first. A failed message can be sent
          again, to the same address, once its cause is fixed (the mail server back, its settings
          corrected). Times are the restaurant&apos;s ({timeZone}).
        </p>
      </div>

      <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
        {MESSAGE_FILTERS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={cn(
              'h-9 rounded-md border border-border px-3 text-sm',
              filter === value ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
            )}
          >
            {label}
          </button>
        ))}
      </div>

      {list.isError && (
        <div
          role="alert"
          className="rounded-lg border border-destructive p-4 text-sm text-destructive"
        >
          <p className="font-semibold">Could not load the messages.</p>
          <p className="mt-1">{serverMessage(list.error, LOAD_FALLBACK)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      )}

      {messages === undefined ? (
        list.isPending && <Spinner label="Loading messages" />
      ) : messages.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
          {filter === 'all' ? 'No messages yet' : 'No messages in this state'}
        </p>
      ) : (
        <>
          <ul aria-label="Messages, newest first" className="space-y-3">
            {messages.map((message) => (
              <MessageRow
                key={message.id}
                message={message}
                timeZone={timeZone}
                onResend={(id) => resend.mutate(id)}
                resending={resend.isPending && resend.variables === message.id}
              />
            ))}
          </ul>
          {list.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
              >
                {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          ) : (
            <p className="text-center text-sm text-muted-foreground">No older messages.</p>
          )}
        </>
      )}
    </section>
  );
}
