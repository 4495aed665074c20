import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

// The form brings the form and validation libraries: it loads when the visitor opens it.
const QuoteRequestForm = lazy(() =>
  import('./quote-request-form').then((m) => ({ default: m.QuoteRequestForm })),
);

/**
 * 'Request a quote': for an event the online menu does not cover, or while ordering online is
 * closed. The restaurant answers by e-mail or phone.
 */
export function QuoteRequestSection({ orderingOpen }: { orderingOpen: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="quote-heading" className="mx-auto max-w-6xl px-4 py-12">
      <div className="rounded-xl border border-border bg-surface p-6 shadow-sm">
        <h2 id="quote-heading" className="font-serif text-3xl font-semibold">
          Request a quote
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          {orderingOpen
            ? 'Planning a larger event, or something not on the menu? Tell us about it and we will send you a quote.'
            : 'Tell us about your event and we will send you a quote, usually within one working day.'}
        </p>
        <div className="mt-6">
          {open ? (
            <Suspense
              fallback={
                <div role="status" className="h-72 animate-pulse rounded-lg bg-muted">
                  <span className="sr-only">Loading the form…</span>
                </div>
              }
            >
              <QuoteRequestForm />
            </Suspense>
          ) : (
            <Button onClick={() => setOpen(true)}>Request a quote</Button>
          )}
        </div>
      </div>
    </section>
  );
}
