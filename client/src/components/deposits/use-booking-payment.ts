import { useEffect, useState } from 'react';
import { BRAND_NAME, CURRENCY } from '@shared/constants';
import type { ReservationDto } from '@shared/contracts/reservation';
import { toast } from '@/components/ui/use-toast';
import { loadCheckout, usePaymentsConfig } from '@/lib/payments/payment-dialog';
import { useVerifyBookingPayment } from './booking-payments';

/** What the payment dialog needs for one booking; every amount came from the server. */
export type BookingPaymentRequest = {
  reservationId: number;
  razorpayOrderId: string;
  /** Paise. */
  amount: number;
  kind: 'deposit' | 'prepay';
  payer: { name: string; email: string; contact: string };
  /** What the dialog says it pays for, when not the booking's own deposit or prepayment. */
  description?: string;
};

/**
 * Opens the payment dialog for a booking that pays now (Razorpay's, or the sandbox's stand-in)
 * and verifies what it hands back. Loads the dialog's script as soon as it is mounted.
 */
export function useBookingPayment({
  enabled,
  onPaid,
  onDismissed,
  paidMessage = {
    title: 'Booking Confirmed!',
    description: 'Your table has been successfully reserved. We look forward to seeing you!',
  },
}: {
  /** Whether a payment may be asked here at all (the dialog's script loads only then). */
  enabled: boolean;
  onPaid: (booking: ReservationDto) => void;
  /** The dialog was closed unpaid: the seats stay held until the hold ends. */
  onDismissed: () => void;
  /** The toast once paid (the booking's own payment: the spec's booking toast). */
  paidMessage?: { title: string; description: string };
}) {
  const config = usePaymentsConfig(enabled).data;
  const verify = useVerifyBookingPayment();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (config) void loadCheckout(config.provider);
  }, [config]);

  async function pay(request: BookingPaymentRequest) {
    if (!window.Razorpay && config) await loadCheckout(config.provider);
    const Razorpay = window.Razorpay;
    if (!Razorpay || !config) {
      toast({
        variant: 'destructive',
        title: 'Payment Failed',
        description: 'Razorpay SDK not loaded',
      });
      return;
    }
    setOpen(true);
    const dialog = new Razorpay({
      key: config.keyId,
      amount: request.amount,
      currency: CURRENCY,
      name: BRAND_NAME,
      description:
        request.description ?? (request.kind === 'deposit' ? 'Booking deposit' : 'Prepaid booking'),
      order_id: request.razorpayOrderId,
      prefill: request.payer,
      handler: (response) => {
        verify.mutate(
          { reservationId: request.reservationId, ...response },
          {
            onSuccess: (booking) => {
              setOpen(false);
              toast(paidMessage);
              onPaid(booking);
            },
            onError: () => setOpen(false),
          },
        );
      },
      modal: {
        ondismiss: () => {
          setOpen(false);
          onDismissed();
        },
      },
    });
    dialog.on('payment.failed', (response) => {
      toast({
        variant: 'destructive',
        title: 'Payment Failed',
        description: response.error.description,
      });
    });
    dialog.open();
  }

  return { pay, busy: open || verify.isPending, ready: config !== undefined };
}
