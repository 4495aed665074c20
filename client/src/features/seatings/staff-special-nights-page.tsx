import { useState } from 'react';
import type { SpecialNightDto } from '@shared/contracts/special-nights';
import { formatRupees } from '@shared/money';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { formatCalendarDate } from '@/lib/dates/calendar-date';
import { serverMessage } from '@/lib/forms/form-errors';
import { useDocumentTitle } from '@/lib/page-meta/use-document-title';
import { useRemoveSpecialNight, useSeatings, useSpecialNights } from './api/seatings';
import { SpecialNightForm } from './special-night-form';

const PAYMENT_WORDS: Record<SpecialNightDto['payment'], string> = {
  usual: 'usual payment policy',
  none: 'paid at the restaurant',
  deposit: 'deposit when booking',
  prepay: 'prepaid in full when booking',
};

/**
 * /staff/special-nights (admins): nights that differ from the usual, with their own seats per
 * seating, their own named menu and price per guest, and their own payment.
 */
export function StaffSpecialNightsPage() {
  useDocumentTitle('Special nights');
  const nights = useSpecialNights();
  const seatings = useSeatings();
  const remove = useRemoveSpecialNight();
  const [editing, setEditing] = useState<SpecialNightDto | 'new'>();
  const [problem, setProblem] = useState<string>();

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold">Special nights</h1>
          <p className="mt-2 text-muted-foreground">
            A night or a run of nights with its own seats, menu, price and payment. The booking page
            and its calendar follow it.
          </p>
        </div>
        {editing === undefined && (
          <Button onClick={() => setEditing('new')}>Add a special night</Button>
        )}
      </div>
      {problem && (
        <p
          role="alert"
          className="rounded-lg border border-destructive p-3 text-sm text-destructive"
        >
          {problem}
        </p>
      )}
      {editing !== undefined && seatings.data && (
        <SpecialNightForm
          night={editing === 'new' ? undefined : editing}
          seatings={seatings.data}
          onDone={() => setEditing(undefined)}
        />
      )}
      {nights.isPending ? (
        <Spinner label="Loading the special nights" />
      ) : (nights.data ?? []).length === 0 ? (
        <p className="text-muted-foreground">No special nights yet.</p>
      ) : (
        <ul className="space-y-3" aria-label="Special nights">
          {(nights.data ?? []).map((n) => (
            <li key={n.id} className="rounded-lg border border-border p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-semibold">{n.name}</h2>
                <span className="text-sm text-muted-foreground">
                  {n.date === n.toDate
                    ? formatCalendarDate(n.date)
                    : `${formatCalendarDate(n.date)} – ${formatCalendarDate(n.toDate)}`}
                </span>
              </div>
              <p className="mt-1 text-sm">
                {[
                  n.menu ? `${n.menu.name} (${n.menu.courses.length} courses)` : 'usual menus',
                  n.pricePerGuestRupees !== null
                    ? `${formatRupees(n.pricePerGuestRupees)} + GST per guest`
                    : 'usual prices',
                  PAYMENT_WORDS[n.payment],
                ].join(' · ')}
              </p>
              {n.capacities.length > 0 && (
                <p className="mt-1 text-sm text-muted-foreground">
                  {n.capacities
                    .map((c) => {
                      const seating = seatings.data?.find((s) => s.id === c.timeSlotId);
                      return `${seating?.slot ?? 'A seating'}: ${c.maxCapacity} seats`;
                    })
                    .join(' · ')}
                </p>
              )}
              <div className="mt-3 flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => setEditing(n)}>
                  {`Edit ${n.name}`}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={remove.isPending}
                  onClick={() => {
                    setProblem(undefined);
                    remove.mutate(n.id, {
                      onSuccess: () => toast({ title: `${n.name} removed` }),
                      onError: (error) =>
                        setProblem(serverMessage(error, 'The special night could not be removed.')),
                    });
                  }}
                >
                  {`Remove ${n.name}`}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
