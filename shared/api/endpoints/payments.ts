import type {
  PaymentWebhookDto,
  PaymentsConfigDto,
  SandboxLinkDto,
  SandboxLinkPayDto,
  SandboxLinkPayInput,
  SandboxPayDto,
  SandboxPayInput,
} from '../../contracts/payments';
import { defineEndpoint as define, io } from '../endpoint';

// /api/payments: the payment dialog's settings, the sandbox, and Razorpay's webhook.

export const config = define({
  method: 'GET',
  path: '/api/payments/config',
  access: 'public',
  errors: ['payments_unavailable'],
  io: io<{ response: PaymentsConfigDto }>,
});

/** The payment sandbox's Pay and Fail; 404 where the sandbox is not the gateway. */
export const sandboxPay = define({
  method: 'POST',
  path: '/api/payments/sandbox/pay',
  access: 'public',
  errors: ['invalid_input', 'rate_limited', 'not_found'],
  io: io<{ body: SandboxPayInput; response: SandboxPayDto }>,
});

/** The sandbox's payment link page: the link's amount and state; 404 outside the sandbox. */
export const sandboxLink = define({
  method: 'GET',
  path: '/api/payments/sandbox/links/:linkId',
  access: 'public',
  errors: ['invalid_input', 'not_found'],
  io: io<{ response: SandboxLinkDto }>,
});

/** The sandbox link page's Pay and Fail; 409 once the link is paid or expired. */
export const sandboxPayLink = define({
  method: 'POST',
  path: '/api/payments/sandbox/links/:linkId/pay',
  access: 'public',
  errors: ['invalid_input', 'rate_limited', 'not_found', 'conflict', 'payment_link_expired'],
  io: io<{ body: SandboxLinkPayInput; response: SandboxLinkPayDto }>,
});

/** Razorpay's news of a payment: the exact bytes it signed, read only once the signature holds. */
export const webhook = define({
  method: 'POST',
  path: '/api/payments/razorpay/webhook',
  access: 'gateway',
  errors: ['invalid_input'],
  io: io<{ body: unknown; response: PaymentWebhookDto }>,
});
