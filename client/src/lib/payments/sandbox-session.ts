import {
  sandboxPayDtoSchema,
  type PaymentFailure,
  type SandboxPayInput,
} from '@shared/contracts/payments';
import type { RazorpayOptions } from './razorpay';

// What the sandbox's test-payment dialog does, apart from drawing it: Pay and Fail ask the
// server (which plays the card network and signs like Razorpay), Close dismisses. Kept free of
// the DOM so its rules are tested on their own.

export type SandboxPost = (body: SandboxPayInput) => Promise<unknown>;

export type SandboxSession = {
  /** Pays: the signed answer goes to `options.handler` and the session ends. */
  pay(): Promise<PaymentFailure | undefined>;
  /**
   * Declines: listeners of 'payment.failed' hear why, and so does the caller; the buyer may
   * still Pay or Close.
   */
  fail(): Promise<PaymentFailure | undefined>;
  /** Closes without paying: `options.modal.ondismiss()`, once. */
  close(): void;
  readonly settled: boolean;
};

export function createSandboxSession(
  options: RazorpayOptions,
  failedListeners: readonly ((response: PaymentFailure) => void)[],
  post: SandboxPost,
  /** Told when the session ends (paid or closed), so the dialog can go. */
  onEnd: () => void,
): SandboxSession {
  let settled = false;
  let pending = false;

  async function attempt(outcome: 'pay' | 'fail'): Promise<PaymentFailure | undefined> {
    if (settled || pending) return undefined;
    pending = true;
    try {
      const answer = sandboxPayDtoSchema.parse(
        await post({ razorpayOrderId: options.order_id, outcome }),
      );
      if (settled) return undefined;
      if ('error' in answer) {
        for (const listener of failedListeners) listener(answer);
        return answer;
      }
      settled = true;
      onEnd();
      options.handler(answer);
      return undefined;
    } finally {
      pending = false;
    }
  }

  return {
    pay: () => attempt('pay'),
    fail: () => attempt('fail'),
    close() {
      if (settled) return;
      settled = true;
      onEnd();
      options.modal.ondismiss();
    },
    get settled() {
      return settled;
    },
  };
}
