import { useEffect, useState } from 'react';
import { BRAND_NAME, CURRENCY } from '@shared/constants';
import type { PaymentSuccess, PaymentsConfigDto } from '@shared/contracts/payments';
import { toast } from '@/components/ui/use-toast';
import { loadCheckout } from './payment-dialog';

/** One payment the server has opened a gateway order for; every amount came from the server. */
export type CheckoutDialogRequest = {
  /** The gateway's public key; missing when the site's payment settings have not loaded. */
  key: string | undefined;
  /** Paise. */
  amount: number;
  /** What the dialog says the payment is for. */
  description: string;
  razorpayOrderId: string;
  payer: { name: string; email: string; contact: string };
  /** The toast's title when the dialog cannot open (its script did not load). */
  unavailableTitle: string;
  /** The dialog took the payment: verify what it hands back with the server. */
  onPaid: (response: PaymentSuccess) => void;
  /** The dialog was closed unpaid. */
  onDismissed: () => void;
};

/**
 * The card payment dialog every checkout opens (Razorpay's, or the sandbox's stand-in): the
 * corporate order's and a booking's deposit or prepayment. Loads the dialog's script as soon as
 * the provider is known. `paying` is true from the dialog's opening until it is dismissed or the
 * caller calls `stopPaying` (after the server's verification; a checkout that reloads the page
 * once paid stays busy until then).
 */
export function useCheckoutDialog(provider: PaymentsConfigDto['provider'] | undefined) {
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    if (provider) void loadCheckout(provider);
  }, [provider]);

  async function openDialog(request: CheckoutDialogRequest): Promise<void> {
    // The script may still be on its way when a quick payer gets here.
    if (!window.Razorpay && provider) await loadCheckout(provider);
    const Razorpay = window.Razorpay;
    if (!Razorpay || request.key === undefined) {
      toast({
        variant: 'destructive',
        title: request.unavailableTitle,
        description: 'Razorpay SDK not loaded',
      });
      return;
    }
    setPaying(true);
    const dialog = new Razorpay({
      key: request.key,
      amount: request.amount,
      currency: CURRENCY,
      name: BRAND_NAME,
      description: request.description,
      order_id: request.razorpayOrderId,
      prefill: request.payer,
      handler: request.onPaid,
      modal: {
        ondismiss: () => {
          setPaying(false);
          request.onDismissed();
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

  return { openDialog, paying, stopPaying: () => setPaying(false) };
}
