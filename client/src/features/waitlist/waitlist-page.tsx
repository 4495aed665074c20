import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { DEFAULT_RESTAURANT_TIMEZONE } from '@shared/constants';
import type { WaitlistEntryDto } from '@shared/contracts/waitlist';
import { estimatePaymentNote } from '@shared/domain/booking-payment-words';
import { needsMismatch, type DietaryNeed, type OccasionCode } from '@shared/domain/dietary';
import { WAITLIST_STATUS_LABELS } from '@shared/domain/waitlist';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { ApiError, apiErrorCode } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/page-meta/use-document-title';
import type { BookingResult } from '@/lib/reservations/create-reservation';
import { useBookingPaymentPolicy } from '@/components/deposits/booking-payments';
import { useClaimWaitlist, useLeaveWaitlist, useWaitlistEntry } from '@/lib/reservations/waitlist';
import { readableBookingDate } from '@/lib/reservations/booking-calendar';
import { clockTime } from '@/components/deposits/payment-display';
import { BookingConfirmation } from '@/components/reservations/booking-confirmation';
import { BookingEstimate } from '@/components/reservations/booking-estimate';
import { DepositNotice } from '@/components/deposits/deposit-notice';
import { DietaryNeedsEditor } from '@/components/reservations/dietary-needs-editor';
import { MenuSteppers, type MenuCounts } from '@/components/reservations/menu-steppers';
import { OccasionFields } from '@/components/reservations/occasion-fields';
import { useRestaurantClock } from '@/lib/reservations/use-restaurant-clock';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function EntrySummary({ entry, timeZone }: { entry: WaitlistEntryDto; timeZone: string }) {
  const rows: [string, string][] = [
    ['Name', entry.name],
    ['Date', readableBookingDate(entry.date, timeZone)],
    ['Seating', entry.timeSlot],
    ['Party', plural(entry.guests, 'guest', 'guests')],
    [
      'Status',
      entry.position !== null
        ? `${WAITLIST_STATUS_LABELS[entry.status]}: number ${entry.position}`
        : WAITLIST_STATUS_LABELS[entry.status],
    ],
  ];
  return (
    <dl className="space-y-3">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
          <dt className="font-semibold">{label}</dt>
          <dd className="text-muted-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The seats held for the party: its menus and wishes, and Book. */
function ClaimForm({
  token,
  entry,
  timeZone,
  onBooked,
}: {
  token: string;
  entry: WaitlistEntryDto;
  timeZone: string;
  onBooked: (booking: BookingResult) => void;
}) {
  const [counts, setCounts] = useState<MenuCounts>({ vegCount: 0, nonVegCount: entry.guests });
  const [wishes, setWishes] = useState('');
  const [needs, setNeeds] = useState<DietaryNeed[]>([]);
  const [occasion, setOccasion] = useState<OccasionCode | null>(null);
  const [occasionNote, setOccasionNote] = useState<string>();
  const [error, setError] = useState<string>();
  const claim = useClaimWaitlist(token, entry);
  const policy = useBookingPaymentPolicy().data;
  const split = {
    vegCount: Number(counts.vegCount) || 0,
    nonVegCount: Number(counts.nonVegCount) || 0,
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { vegCount, nonVegCount } = split;
    if (vegCount + nonVegCount !== entry.guests) {
      setError(`Choose a menu for each of the ${entry.guests} guests.`);
      return;
    }
    // The editor shows the mismatch itself; the server would refuse it the same way.
    if (needsMismatch(needs, split)) return;
    setError(undefined);
    claim.mutate(
      {
        vegCount,
        nonVegCount,
        specialRequests: wishes.trim() || undefined,
        dietaryNeeds: needs,
        occasion,
        ...(occasion && occasionNote ? { occasionNote } : {}),
      },
      {
        onSuccess: (booked) => {
          // Seats held for a payment are confirmed once paid (the confirmation opens the dialog).
          if (!booked.checkout) {
            toast({
              title: 'Booking Confirmed!',
              description:
                'Your table has been successfully reserved. We look forward to seeing you!',
            });
          }
          onBooked(booked);
        },
        onError: (err) => {
          const gone = apiErrorCode(err) === 'hold_expired';
          toast({
            variant: 'destructive',
            title: gone ? 'The seats were released' : 'Booking Failed',
            description:
              err instanceof ApiError
                ? err.serverMessage('Unable to complete your booking. Please try again.')
                : 'Unable to complete your booking. Please try again.',
          });
        },
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Book the seats held for you"
      className="space-y-5"
    >
      <p className="text-sm font-medium">
        Seats are free for your party: we hold them for you until{' '}
        {entry.holdExpiresAt ? clockTime(entry.holdExpiresAt, timeZone) : 'shortly'}. Choose your
        menus and book them.
      </p>
      <MenuSteppers
        guests={entry.guests}
        value={counts}
        errors={{ vegCount: error }}
        onChange={setCounts}
      />
      <BookingEstimate
        vegCount={counts.vegCount}
        nonVegCount={counts.nonVegCount}
        note={estimatePaymentNote(policy, { ...split, date: entry.date, guests: entry.guests })}
      />
      <Field id="claim-wishes" label="Special requests (optional)">
        <Textarea
          value={wishes}
          maxLength={1000}
          placeholder="Allergies, celebrations, seating wishes..."
          onChange={(e) => setWishes(e.target.value)}
        />
      </Field>
      <DietaryNeedsEditor idPrefix="claim-needs" needs={needs} split={split} onChange={setNeeds} />
      <OccasionFields
        idPrefix="claim"
        occasion={occasion}
        note={occasionNote}
        onChange={(next) => {
          setOccasion(next.occasion);
          setOccasionNote(next.occasionNote);
        }}
      />
      <DepositNotice date={entry.date} guests={entry.guests} {...split} />
      <Button type="submit" size="lg" disabled={claim.isPending}>
        {claim.isPending ? 'Booking...' : 'Book these seats'}
      </Button>
    </form>
  );
}

/**
 * The diner's page from the waitlist e-mails: their place while they wait, the seats held for
 * them once offered (with the menus to choose and Book), what became of the entry otherwise, and
 * a way to leave.
 */
export default function WaitlistPage({ token }: { token: string }) {
  useDocumentTitle('Your place on the waitlist');
  const entry = useWaitlistEntry(token);
  const leave = useLeaveWaitlist(token);
  const [, navigate] = useLocation();
  const timeZone = useRestaurantClock()?.timeZone ?? DEFAULT_RESTAURANT_TIMEZONE;
  const [booked, setBooked] = useState<{ booking: BookingResult; at: Date }>();

  if (entry.isPending) return <Spinner label="Loading your place" className="min-h-[60vh]" />;
  if (entry.isError) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16">
        <h1 className="text-3xl font-semibold">Waitlist link not valid</h1>
        <p className="mt-3 text-muted-foreground">
          This waitlist link is not valid. Please check the link in your e-mail or call us.
        </p>
      </section>
    );
  }
  const e = entry.data;
  const open = e.status === 'waiting' || e.status === 'offered';

  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-16">
      <h1 className="text-3xl font-semibold">
        {booked ? 'Booked from the waitlist' : 'Your place on the waitlist'}
      </h1>
      {booked ? (
        <Card>
          <CardContent>
            <BookingConfirmation
              booking={booked.booking}
              bookedAt={booked.at}
              onBookAgain={() => navigate(paths.book)}
            />
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardContent className="space-y-6">
            <EntrySummary entry={e} timeZone={timeZone} />
            {e.status === 'waiting' && (
              <p className="text-sm text-muted-foreground">
                The seating is full. If seats free up for your party, we e-mail you at once and hold
                them for you for a short while.
              </p>
            )}
            {e.status === 'offered' && (
              <ClaimForm
                token={token}
                entry={e}
                timeZone={timeZone}
                onBooked={(booking) => setBooked({ booking, at: new Date() })}
              />
            )}
            {e.status === 'booked' && (
              <p className="text-sm text-muted-foreground">
                These seats are booked: your confirmation e-mail has the booking and its link.
              </p>
            )}
            {!open && e.status !== 'booked' && (
              <div className="space-y-3 border-t border-border pt-6">
                <p className="text-sm text-muted-foreground">
                  {e.status === 'expired'
                    ? 'The seats held for you were released when the time to book them ran out.'
                    : 'You are no longer on this waitlist.'}{' '}
                  We would love to see you another night.
                </p>
                <Link href={paths.book} className={buttonVariants()}>
                  Book a table
                </Link>
              </div>
            )}
            {open && (
              <Button
                variant="outline"
                disabled={leave.isPending}
                onClick={() =>
                  leave.mutate(undefined, {
                    onSuccess: () => toast({ title: 'You have left the waitlist' }),
                  })
                }
              >
                Leave the waitlist
              </Button>
            )}
          </CardContent>
        </Card>
      )}
    </section>
  );
}
