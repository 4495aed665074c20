import { z } from 'zod';

// Zod only (docs/decisions/001): what the corporate page needs to open the payment dialog, and
// the payment sandbox's calls.

/**
 * GET /api/payments/config. 'razorpay': load Razorpay's checkout.js. 'sandbox': no keys are
 * configured, so the page loads our own stand-in, which exposes the same window.Razorpay.
 */
export const paymentsConfigDtoSchema = z.object({
  provider: z.enum(['razorpay', 'sandbox']),
  /** The public key id the dialog is opened with. Never the secret. */
  keyId: z.string(),
});
export type PaymentsConfigDto = z.infer<typeof paymentsConfigDtoSchema>;

/** Razorpay's checkout script, loaded by the corporate page when the provider is 'razorpay'. */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/**
 * POST /api/payments/sandbox/pay (sandbox only): the test-payment dialog's Pay or Fail button.
 * The server plays the card network and the gateway, and answers what Razorpay's dialog would.
 */
export const sandboxPaySchema = z.object({
  razorpayOrderId: z
    .string({ error: 'Unknown payment order' })
    .regex(/^order_[A-Za-z0-9]{1,40}$/, 'Unknown payment order'),
  outcome: z.enum(['pay', 'fail'], { error: "outcome must be 'pay' or 'fail'" }),
});
export type SandboxPayInput = z.infer<typeof sandboxPaySchema>;

/** What Razorpay hands the dialog's `handler` after a successful payment. */
export const paymentSuccessSchema = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
export type PaymentSuccess = z.infer<typeof paymentSuccessSchema>;

/** What Razorpay hands a 'payment.failed' listener. */
export const paymentFailureSchema = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    source: z.string(),
    step: z.string(),
    reason: z.string(),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
});
export type PaymentFailure = z.infer<typeof paymentFailureSchema>;

export const sandboxPayDtoSchema = z.union([paymentSuccessSchema, paymentFailureSchema]);
export type SandboxPayDto = z.infer<typeof sandboxPayDtoSchema>;

/**
 * POST /api/payments/razorpay/webhook: what became of the news. Razorpay only needs a 200; a
 * redelivery or an event we don't use is answered too, so it stops retrying.
 */
export const paymentWebhookDtoSchema = z.object({
  status: z.enum(['applied', 'duplicate', 'ignored']),
});
export type PaymentWebhookDto = z.infer<typeof paymentWebhookDtoSchema>;

/** A sandbox payment link's id, as the local payment page's address carries it. */
export const sandboxLinkIdSchema = z
  .string({ error: 'This payment link is not valid.' })
  .regex(/^plink_[A-Za-z0-9]{1,40}$/, 'This payment link is not valid.');

/** GET /api/payments/sandbox/links/:linkId (sandbox only): what the local payment page shows. */
export const sandboxLinkDtoSchema = z.object({
  linkId: z.string(),
  /** Paise. */
  amount: z.number().int(),
  description: z.string(),
  expiresAt: z.string(),
  state: z.enum(['active', 'paid', 'expired']),
});
export type SandboxLinkDto = z.infer<typeof sandboxLinkDtoSchema>;

/** POST /api/payments/sandbox/links/:linkId/pay: the local payment page's Pay or Fail. */
export const sandboxLinkPaySchema = z.object({
  outcome: z.enum(['pay', 'fail'], { error: "outcome must be 'pay' or 'fail'" }),
});
export type SandboxLinkPayInput = z.infer<typeof sandboxLinkPaySchema>;

/**
 * Paid: where the gateway sends the payer, the return address with the payment's signed details
 * in its query (as Razorpay does). Declined: why; the link can still be paid.
 */
export const sandboxLinkPayDtoSchema = z.union([
  z.object({ redirectTo: z.string() }),
  z.object({ declined: z.string() }),
]);
export type SandboxLinkPayDto = z.infer<typeof sandboxLinkPayDtoSchema>;
