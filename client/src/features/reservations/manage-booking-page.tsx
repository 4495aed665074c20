import { useState } from 'react';
import { formatPaise } from '@shared/money';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCancelBooking, useManagedBooking } from './api/manage-booking';

/** The diner's private page from the confirmation e-mail: see the booking, cancel it. */
export default function ManageBookingPage({ token }: { token: string }) {
  useDocumentTitle('Your booking');
  const booking = useManagedBooking(token);
  const cancel = useCancelBooking(token);
  const [confirming, setConfirming] = useState(false);

  if (booking.isPending) return <Spinner label="Loading your booking" className="min-h-[60vh]" />;
  if (booking.isError) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16">
        <h1 className="text-3xl font-semibold">Booking not found</h1>
        <p className="mt-3 text-muted-foreground">
          This booking link is not valid. Please check the link in your e-mail or call us.
        </p>
      </section>
    );
  }

  const b = booking.data;
  const rows: [string, string][] = [
    ['Name', b.name],
    ['Date', b.date],
    ['Seating', b.timeSlot],
    ['Guests', `${b.guests} (${b.vegCount} vegetarian, ${b.nonVegCount} non-vegetarian)`],
    [
      'Estimated bill',
      b.totalAmount !== null
        ? `${formatPaise(b.totalAmount)} incl. 5% GST, paid at the restaurant`
        : '—',
    ],
    [
      'Status',
      b.status === 'cancelled' ? 'Cancelled' : b.status === 'completed' ? 'Completed' : 'Confirmed',
    ],
  ];

  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: 'Booking Cancelled',
          description: 'Your seats have been released. We hope to see you another time.',
        });
      },
    });

  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-semibold">Your booking</h1>
      <Card className="mt-6">
        <CardContent>
          <dl className="space-y-3">
            {rows.map(([label, value]) => (
              <div key={label} className="grid grid-cols-[140px_1fr] gap-2 text-sm">
                <dt className="font-semibold">{label}</dt>
                <dd className="text-muted-foreground">{value}</dd>
              </div>
            ))}
          </dl>
          {b.status === 'confirmed' && (
            <div className="mt-6 flex flex-wrap items-center gap-3">
              {confirming ? (
                <>
                  <p className="text-sm">Cancel this booking? The seats will be released.</p>
                  <Button variant="destructive" onClick={onCancel} disabled={cancel.isPending}>
                    {cancel.isPending ? 'Cancelling...' : 'Yes, cancel booking'}
                  </Button>
                  <Button variant="outline" onClick={() => setConfirming(false)}>
                    Keep booking
                  </Button>
                </>
              ) : (
                <Button variant="outline" onClick={() => setConfirming(true)}>
                  Cancel booking
                </Button>
              )}
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
