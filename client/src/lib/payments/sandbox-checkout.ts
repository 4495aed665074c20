import type { PaymentFailure } from '@shared/contracts/payments';
import * as endpoints from '@shared/api/endpoints';
import { formatPaise } from '@shared/money';
import { api } from '@/lib/api-client';
import type { RazorpayInstance, RazorpayOptions } from './razorpay';
import { createSandboxSession } from './sandbox-session';

// The payment sandbox's stand-in for Razorpay's checkout.js: the same window.Razorpay
// constructor, opening a clearly labelled test-payment dialog instead of a card form. Pay and
// Fail ask the server, which plays the card network and signs the answer as Razorpay would.

class SandboxCheckout implements RazorpayInstance {
  private readonly failedListeners: ((response: PaymentFailure) => void)[] = [];
  constructor(private readonly options: RazorpayOptions) {}

  on(event: 'payment.failed', listener: (response: PaymentFailure) => void) {
    if (event === 'payment.failed') this.failedListeners.push(listener);
  }

  open() {
    const o = this.options;
    const dialog = document.createElement('dialog');
    dialog.setAttribute('aria-labelledby', 'sandbox-payment-title');
    dialog.setAttribute('aria-describedby', 'sandbox-payment-note');
    // m-auto: the reset styles take away the margin that centres a modal dialog. The backdrop
    // gets a plain colour, as it may not see the page's colour variables.
    dialog.className =
      'm-auto w-[calc(100%-2rem)] max-w-sm rounded-xl border border-border bg-surface p-6 text-foreground shadow-xl backdrop:bg-[rgb(0_0_0/0.6)]';
    const title = document.createElement('h2');
    title.id = 'sandbox-payment-title';
    title.className = 'text-lg font-semibold';
    title.textContent = 'Test payment — sandbox, no money is taken';
    const note = document.createElement('p');
    note.id = 'sandbox-payment-note';
    note.className = 'mt-2 text-sm text-muted-foreground';
    note.textContent = `${o.description} to ${o.name}. No card payments are set up on this site, so this dialog stands in for Razorpay's.`;
    const amount = document.createElement('p');
    amount.className = 'mt-4 text-2xl font-semibold';
    amount.textContent = formatPaise(o.amount);
    const status = document.createElement('p');
    status.setAttribute('role', 'status');
    status.className = 'mt-2 min-h-5 text-sm';
    const buttons = document.createElement('div');
    buttons.className = 'mt-3 flex flex-wrap justify-end gap-2';
    const button = (label: string, classes: string) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.className = `inline-flex h-10 items-center rounded-md px-4 text-sm font-medium ${classes}`;
      buttons.appendChild(b);
      return b;
    };
    const close = button('Close', 'border border-border hover:bg-muted');
    const fail = button('Fail', 'border border-border hover:bg-muted');
    const pay = button('Pay', 'bg-primary text-primary-foreground hover:opacity-90');
    dialog.append(title, note, amount, status, buttons);
    document.body.appendChild(dialog);

    const busy = (on: boolean) => {
      for (const b of [close, fail, pay]) b.disabled = on;
    };
    const session = createSandboxSession(
      o,
      this.failedListeners,
      (body) => api.call(endpoints.payments.sandboxPay, { body }),
      () => {
        dialog.close();
        dialog.remove();
      },
    );
    const attempt = async (outcome: 'pay' | 'fail') => {
      busy(true);
      status.textContent = outcome === 'pay' ? 'Paying…' : 'Declining…';
      try {
        const failure = await (outcome === 'pay' ? session.pay() : session.fail());
        status.textContent = failure
          ? `${failure.error.description} You may Pay again or Close.`
          : '';
      } catch {
        status.textContent = 'The sandbox could not be reached. Try again or close.';
      } finally {
        busy(false);
        if (!session.settled) pay.focus();
      }
    };
    pay.addEventListener('click', () => void attempt('pay'));
    fail.addEventListener('click', () => void attempt('fail'));
    close.addEventListener('click', () => session.close());
    // Escape closes the dialog like the Close button (not while a payment is on its way).
    dialog.addEventListener('cancel', (e) => {
      e.preventDefault();
      if (!pay.disabled) session.close();
    });
    // The browser may close a modal dialog itself (a repeated Escape): that is a Close too.
    dialog.addEventListener('close', () => session.close());
    dialog.showModal();
    pay.focus();
  }
}

/** Installs the stand-in as window.Razorpay. */
export function installSandboxCheckout(): void {
  window.Razorpay = SandboxCheckout;
}
