import type { ReservationDto } from '@shared/contracts/reservation';
import { toast } from '@/components/ui/use-toast';
import { usePaymentsConfig } from '@/lib/payments/payment-dialog';
import { useCheckoutDialog } from '@/lib/payments/use-checkout-dialog';
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
  const dialog = useCheckoutDialog(config?.provider);

  async function pay(request: BookingPaymentRequest) {
    await dialog.openDialog({
      key: config?.keyId,
      amount: request.amount,
      description:
        request.description ?? (request.kind === 'deposit' ? 'Booking deposit' : 'Prepaid booking'),
      razorpayOrderId: request.razorpayOrderId,
      payer: request.payer,
      unavailableTitle: 'Payment Failed',
      onPaid: (response) => {
        verify.mutate(
          { reservationId: request.reservationId, ...response },
          {
            onSuccess: (booking) => {
              dialog.stopPaying();
              toast(paidMessage);
              onPaid(booking);
            },
            onError: () => dialog.stopPaying(),
          },
        );
      },
      onDismissed,
    });
  }

  return { pay, busy: dialog.paying || verify.isPending, ready: config !== undefined };
}
