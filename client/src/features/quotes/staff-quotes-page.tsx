import { useState } from 'react';
import { LoadMore, PageCount } from '@/components/paging/paged-list';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/page-meta/use-document-title';
import { loadedRows } from '@/lib/paging/use-paged-list';
import { useSettled } from '@/lib/paging/use-settled';
import { useQuoteRequestPages } from './api/quote-requests';
import { QuoteRequestRow } from './components/quote-request-row';
import { QUOTE_FILTERS, quoteListQuery, type QuoteFilter } from './quote-display';

/**
 * /staff/quotes: requests for a catering quote from the corporate page, newest first, read a
 * page at a time; the status filter and the search run on the server.
 */
export function StaffQuotesPage() {
  useDocumentTitle('Quote Requests');
  const [filter, setFilter] = useState<QuoteFilter>('all');
  const [search, setSearch] = useState('');
  const requests = useQuoteRequestPages(quoteListQuery(filter, useSettled(search)));
  const { rows: shown, total } = loadedRows(requests.data);

  return (
    <section>
      <h1 className="text-3xl font-semibold">Quote Requests</h1>
      <p className="mt-2 text-muted-foreground">
        Answer each by e-mail or phone, then mark it answered; close it once it is settled.
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
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
        <Input
          type="search"
          aria-label="Search quote requests"
          placeholder="Name, company, e-mail or phone"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="sm:max-w-xs"
        />
      </div>
      <div className="mt-6 space-y-4">
        {requests.isPending ? (
          <Spinner label="Loading quote requests" />
        ) : requests.isError ? (
          <p role="alert" className="text-destructive">
            Failed to load quote requests.
          </p>
        ) : shown.length === 0 ? (
          <p className="text-muted-foreground">No quote requests found.</p>
        ) : (
          <>
            <PageCount shown={shown.length} total={total} noun={['request', 'requests']} />
            <ul aria-label="Quote requests" className="space-y-3">
              {shown.map((request) => (
                <QuoteRequestRow key={request.id} request={request} />
              ))}
            </ul>
            <LoadMore list={requests} label="Load more requests" />
          </>
        )}
      </div>
    </section>
  );
}
