import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/page-meta/use-document-title';
import { useQuoteRequests } from './api/quote-requests';
import { QuoteRequestRow } from './components/quote-request-row';
import { filterQuotes, QUOTE_FILTERS, type QuoteFilter } from './quote-display';

/** /staff/quotes: requests for a catering quote from the corporate page, newest first. */
export function StaffQuotesPage() {
  useDocumentTitle('Quote Requests');
  const requests = useQuoteRequests();
  const [filter, setFilter] = useState<QuoteFilter>('all');
  const shown = requests.data ? filterQuotes(requests.data, filter) : [];

  return (
    <section>
      <h1 className="text-3xl font-semibold">Quote Requests</h1>
      <p className="mt-2 text-muted-foreground">
        Answer each by e-mail or phone, then mark it answered; close it once it is settled.
      </p>
      <div role="group" aria-label="Show" className="mt-6 flex flex-wrap gap-2">
        {QUOTE_FILTERS.map(({ value, label }) => (
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
      <div className="mt-6">
        {requests.isPending ? (
          <Spinner label="Loading quote requests" />
        ) : requests.isError ? (
          <p role="alert" className="text-destructive">
            Failed to load quote requests.
          </p>
        ) : shown.length === 0 ? (
          <p className="text-muted-foreground">No quote requests found.</p>
        ) : (
          <ul aria-label="Quote requests" className="space-y-3">
            {shown.map((request) => (
              <QuoteRequestRow key={request.id} request={request} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
