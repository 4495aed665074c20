import { useEffect, useRef, useState } from 'react';
import type { BookingCheckoutDto } from '@shared/contracts/booking-payments';
import type { ReservationDto } from '@shared/contracts/reservation';
import { formatPaise } from '@shared/money';
import { Button } from '@/components/ui/button';
import { clockTime } from './payment-display';
import { useBookingPayment } from './use-booking-payment';

/**
 * On the manage page, a larger party waiting for its further payment: the dialog opens as soon
 * as the change is saved (`checkout`), and again from the button until the hold ends. Unpaid by
 * then, the booking goes back to the party already paid for.
 */
export function PayTopUp({
  booking,
  timeZone,
  checkout,
  onPaid,
  askAgain,
}: {
  booking: ReservationDto;
  timeZone: string;
  /** The order the change just answered, opened at once. */
  checkout: BookingCheckoutDto | undefined;
  /** The booking as paid, for the page to show. */
  onPaid: (paid: ReservationDto) => void;
  /** Asks for the larger party again: the same order, or nothing when none is due. */
  askAgain: { run: () => Promise<BookingCheckoutDto | undefined>; pending: boolean };
}) {
  const [dismissed, setDismissed] = useState(false);
  const paying = useBookingPayment({
    enabled: true,
    onPaid,
    onDismissed: () => setDismissed(true),
    paidMessage: {
      title: 'Payment received',
      description: 'Your larger party is confirmed.',
    },
  });
  const pay = paying.pay;
  const payer = { name: booking.name, email: booking.email, contact: booking.phone };
  const open = (order: BookingCheckoutDto) =>
    void pay({
      reservationId: order.id,
      razorpayOrderId: order.razorpayOrderId,
      amount: order.amount,
      kind: order.kind,
      payer,
      description: 'Larger party',
    });
  // Each order the change answers opens the dialog once, as soon as its script is ready.
  const opened = useRef<string>(undefined);
  useEffect(() => {
    if (!checkout || !paying.ready || opened.current === checkout.razorpayOrderId) return;
    opened.current = checkout.razorpayOrderId;
    open(checkout);
  });

  const topUp = booking.payment?.topUp;
  if (!topUp) return null;
  // Asking for the same party again answers the same order (the server never makes a second).
  const payAgain = () => askAgain.run().then((order) => (order ? open(order) : undefined));
  const amount = formatPaise(topUp.amount);
  return (
    <div className="space-y-3 text-sm" role="status">
      <p className="font-semibold">
        Your change waits for a payment of {amount}
        {dismissed ? ': the payment window was closed.' : '.'}
      </p>
      <p className="text-muted-foreground">
        Your party of {booking.guests} keeps its seats until {clockTime(topUp.holdUntil, timeZone)};
        if it is not paid by then, the booking goes back to the party already paid for.
      </p>
      <Button
        type="button"
        onClick={() => void payAgain()}
        disabled={paying.busy || !paying.ready || askAgain.pending}
      >
        {paying.busy ? 'Waiting for payment...' : `Pay ${amount}`}
      </Button>
    </div>
  );
}
