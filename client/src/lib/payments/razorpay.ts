import type { PaymentFailure, PaymentSuccess } from '@shared/contracts/payments';
import { RAZORPAY_CHECKOUT_SCRIPT } from '@shared/contracts/payments';

/** The options of Razorpay's checkout dialog that the corporate checkout uses. */
export type RazorpayOptions = {
  key: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  handler: (response: PaymentSuccess) => void;
  modal: { ondismiss: () => void };
  theme?: { color: string };
};

export type RazorpayInstance = {
  open(): void;
  on(event: 'payment.failed', listener: (response: PaymentFailure) => void): void;
};

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    /** Razorpay's checkout.js, or the payment sandbox's stand-in for it. */
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<void> | undefined;

/**
 * Adds Razorpay's checkout script to the page once. A failure leaves window.Razorpay missing and
 * takes the broken tag away, so a later checkout may try again.
 */
export function loadRazorpayScript(): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading = undefined;
      resolve();
    };
    document.head.appendChild(script);
  });
  return loading;
}
