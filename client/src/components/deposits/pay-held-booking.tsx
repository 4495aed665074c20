import { useState } from 'react';
import type { ReservationDto } from '@shared/contracts/reservation';
import { HeldUnpaid } from './held-unpaid';
import { useBookingPayment } from './use-booking-payment';

/**
 * On the manage page, a booking still waiting for its payment: until its hold ends the diner may
 * open the payment dialog again from here, or, without JavaScript, go to its payment link.
 */
export function PayHeldBooking({
  token,
  booking,
  timeZone,
  onPaid,
}: {
  token: string;
  booking: ReservationDto;
  timeZone: string;
  /** The booking as paid, for the page to show. */
  onPaid: (paid: ReservationDto) => void;
}) {
  const [dismissed, setDismissed] = useState(false);
  const paying = useBookingPayment({
    enabled: true,
    onPaid,
    onDismissed: () => setDismissed(true),
  });
  const { payment, razorpayOrderId } = booking;
  if (!payment || !razorpayOrderId) return null;
  return (
    <HeldUnpaid
      payment={payment}
      timeZone={timeZone}
      dismissed={dismissed}
      busy={paying.busy}
      // Until the payment dialog is ready (and without JavaScript) the button posts to the
      // booking's payment link instead.
      payAction={`/reservation/${token}/pay`}
      onPay={
        paying.ready
          ? () =>
              void paying.pay({
                reservationId: booking.id,
                razorpayOrderId,
                amount: payment.amount,
                kind: payment.kind,
                payer: { name: booking.name, email: booking.email, contact: booking.phone },
              })
          : undefined
      }
    />
  );
}
