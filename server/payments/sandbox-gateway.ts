import { randomBytes } from 'node:crypto';
import { CURRENCY } from '@shared/constants';
import type { PaymentFailure, PaymentSuccess } from '@shared/contracts/payments';
import { notFound } from '../lib/app-error';
import type {
  GatewayOrder,
  GatewayPayment,
  GatewayRefund,
  PaymentGateway,
} from './payment-gateway';
import { hmacSha256Hex, paymentSignature, signaturesMatch } from './signature';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id shaped like Razorpay's: a prefix and 14 random letters and digits. */
function gatewayId(prefix: 'order' | 'pay' | 'rfnd'): string {
  const bytes = randomBytes(14);
  let id = '';
  for (const byte of bytes) id += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return `${prefix}_${id}`;
}

export type SandboxGateway = PaymentGateway & {
  /**
   * What the test-payment dialog's Pay or Fail button does: records a captured or failed payment
   * of the order and answers what Razorpay's dialog would hand the page.
   */
  simulate(gatewayOrderId: string, outcome: 'pay' | 'fail'): PaymentSuccess | PaymentFailure;
};

/**
 * The payment sandbox, used when no Razorpay keys are configured: orders, payments and refunds
 * are simulated in this process's memory and signed like Razorpay's, so the whole checkout
 * (verify, reconciliation, refunds) runs without a card or a network. Its key is derived from
 * the session secret, so every process of one site signs alike. Nothing survives a restart:
 * the sandbox is for trying the site, never for real money (production refuses it).
 */
export function sandboxGateway(options: { secret: string }): SandboxGateway {
  const keySecret = hmacSha256Hex(options.secret, 'payments-sandbox-key');
  const orders = new Map<string, GatewayOrder & { payments: GatewayPayment[] }>();
  const refunds = new Map<string, GatewayRefund[]>();

  function order(gatewayOrderId: string) {
    const found = orders.get(gatewayOrderId);
    if (!found) throw notFound('Unknown payment order');
    return found;
  }

  return {
    provider: 'sandbox',
    keyId: 'rzp_test_sandbox',

    async createOrder({ amount, receipt }) {
      const created = { id: gatewayId('order'), amount, currency: CURRENCY, receipt, payments: [] };
      orders.set(created.id, created);
      return { id: created.id, amount, currency: CURRENCY, receipt };
    },

    isPaymentSignatureValid({ gatewayOrderId, paymentId, signature }) {
      return signaturesMatch(paymentSignature(keySecret, gatewayOrderId, paymentId), signature);
    },

    // The sandbox sends no webhooks, so none is ever genuine.
    isWebhookSignatureValid: () => false,

    async orderPayments(gatewayOrderId) {
      return orders.get(gatewayOrderId)?.payments.map((p) => ({ ...p })) ?? [];
    },

    async paymentRefunds(paymentId) {
      return (refunds.get(paymentId) ?? []).map((r) => ({ ...r }));
    },

    async refund({ paymentId, amount }) {
      const refund: GatewayRefund = {
        id: gatewayId('rfnd'),
        paymentId,
        amount,
        status: 'processed',
      };
      refunds.set(paymentId, [...(refunds.get(paymentId) ?? []), refund]);
      for (const o of orders.values()) {
        for (const p of o.payments) if (p.id === paymentId) p.status = 'refunded';
      }
      return { ...refund };
    },

    simulate(gatewayOrderId, outcome) {
      const paid = order(gatewayOrderId);
      const paymentId = gatewayId('pay');
      if (outcome === 'fail') {
        paid.payments.push({
          id: paymentId,
          orderId: paid.id,
          status: 'failed',
          amount: paid.amount,
        });
        return {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'The test card was declined (sandbox). No money was taken.',
            source: 'customer',
            step: 'payment_authorization',
            reason: 'payment_failed',
            metadata: { order_id: paid.id, payment_id: paymentId },
          },
        };
      }
      paid.payments.push({
        id: paymentId,
        orderId: paid.id,
        status: 'captured',
        amount: paid.amount,
      });
      return {
        razorpay_payment_id: paymentId,
        razorpay_order_id: paid.id,
        razorpay_signature: paymentSignature(keySecret, paid.id, paymentId),
      };
    },
  };
}
