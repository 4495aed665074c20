import { useState } from 'react';
import type { AffectedNight, TimeSlotUpdate } from '@shared/contracts/seatings';
import { SEATING_CAPACITY_MAX, SEATING_CAPACITY_MIN } from '@shared/contracts/seatings';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/forms/form-errors';
import { useDocumentTitle } from '@/lib/page-meta/use-document-title';
import { AffectedNightsDialog } from './affected-nights-dialog';
import { useCreateSeating, useSeatings, useUpdateSeating } from './api/seatings';
import { SeatingRow } from './seating-row';

type Pending = { id: number; change: TimeSlotUpdate; nights: AffectedNight[] };

/**
 * /staff/seatings (admins): each nightly seating's times, seats and order; add one, retire one.
 * A change that would leave booked parties without seats shows the nights concerned and offers
 * to move those parties to another seating or cancel them with a message.
 */
export function StaffSeatingsPage() {
  useDocumentTitle('Seatings');
  const seatings = useSeatings();
  const update = useUpdateSeating();
  const create = useCreateSeating();
  const [pending, setPending] = useState<Pending>();
  const [problem, setProblem] = useState<string>();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [seats, setSeats] = useState('10');

  const save = (id: number, change: TimeSlotUpdate) => {
    setProblem(undefined);
    update.mutate(
      { id, change },
      {
        onSuccess: (saved) => {
          setPending(undefined);
          const moved = saved.movedBookings.length;
          const cancelled = saved.cancelledBookings.length;
          toast({
            title: `${saved.slot} saved`,
            description:
              moved + cancelled > 0
                ? `${moved} moved, ${cancelled} cancelled.`
                : 'Every night follows it now.',
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.body?.code === 'seating_has_bookings') {
            setPending({ id, change, nights: error.body.nights ?? [] });
            return;
          }
          setPending(undefined);
          setProblem(serverMessage(error, 'The seating could not be saved.'));
        },
      },
    );
  };

  const others = (seatings.data ?? [])
    .filter((s) => s.isActive && s.id !== pending?.id)
    .map((s) => s.slot);

  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-3xl font-semibold">Seatings</h1>
        <p className="mt-2 text-muted-foreground">
          The seatings diners book each night. A special night may give a seating other seats on its
          nights.
        </p>
      </div>
      {problem && (
        <p
          role="alert"
          className="rounded-lg border border-destructive p-3 text-sm text-destructive"
        >
          {problem}
        </p>
      )}
      {seatings.isPending ? (
        <Spinner label="Loading the seatings" />
      ) : (
        <ul className="space-y-4">
          {(seatings.data ?? []).map((s) => (
            <SeatingRow
              key={`${s.id}|${s.slot}|${s.maxCapacity}|${s.order}|${s.isActive}`}
              seating={s}
              busy={update.isPending}
              onSave={(change) => save(s.id, change)}
            />
          ))}
        </ul>
      )}
      <form
        className="rounded-lg border border-border p-4"
        aria-label="Add a seating"
        onSubmit={(e) => {
          e.preventDefault();
          setProblem(undefined);
          create.mutate(
            { startTime: start, endTime: end, maxCapacity: Number(seats), isActive: true },
            {
              onSuccess: (made) => {
                toast({ title: `${made.slot} added` });
                setStart('');
                setEnd('');
              },
              onError: (error) =>
                setProblem(serverMessage(error, 'The seating could not be added.')),
            },
          );
        }}
      >
        <h2 className="text-lg font-semibold">Add a seating</h2>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Field id="new-seating-start" label="Starts">
            <Input type="time" required value={start} onChange={(e) => setStart(e.target.value)} />
          </Field>
          <Field id="new-seating-end" label="Ends">
            <Input type="time" required value={end} onChange={(e) => setEnd(e.target.value)} />
          </Field>
          <Field id="new-seating-seats" label="Seats">
            <Input
              type="number"
              inputMode="numeric"
              min={SEATING_CAPACITY_MIN}
              max={SEATING_CAPACITY_MAX}
              required
              value={seats}
              onChange={(e) => setSeats(e.target.value)}
            />
          </Field>
        </div>
        <Button type="submit" className="mt-3" disabled={create.isPending}>
          Add seating
        </Button>
      </form>
      <AffectedNightsDialog
        nights={pending?.nights}
        seatings={others}
        busy={update.isPending}
        onClose={() => setPending(undefined)}
        onChoose={(choice) =>
          pending &&
          save(pending.id, {
            ...pending.change,
            bookings: choice.bookings,
            ...(choice.bookings === 'move' ? { moveTo: choice.moveTo } : {}),
            ...(choice.message ? { message: choice.message } : {}),
          })
        }
      />
    </section>
  );
}
