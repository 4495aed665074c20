import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReservationDto } from '@shared/contracts/reservation';
import { manageBookingQueryOptions } from '../api/manage-booking';
import { HeldUnpaid } from './held-unpaid';
import { useBookingPayment } from './use-booking-payment';

/**
 * On the manage page, a booking still waiting for its payment: until its hold ends the diner may
 * open the payment dialog again from here.
 */
export function PayHeldBooking({
  token,
  booking,
  timeZone,
}: {
  token: string;
  booking: ReservationDto;
  timeZone: string;
}) {
  const queryClient = useQueryClient();
  const [dismissed, setDismissed] = useState(false);
  const paying = useBookingPayment({
    enabled: true,
    onPaid: (paid) => queryClient.setQueryData(manageBookingQueryOptions(token).queryKey, paid),
    onDismissed: () => setDismissed(true),
  });
  const { payment, razorpayOrderId } = booking;
  if (!payment || !razorpayOrderId) return null;
  return (
    <HeldUnpaid
      payment={payment}
      timeZone={timeZone}
      dismissed={dismissed}
      busy={paying.busy || !paying.ready}
      onPay={() =>
        void paying.pay({
          reservationId: booking.id,
          razorpayOrderId,
          amount: payment.amount,
          kind: payment.kind,
          payer: { name: booking.name, email: booking.email, contact: booking.phone },
        })
      }
    />
  );
}
