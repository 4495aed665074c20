import { randomBytes } from 'node:crypto';
import { CURRENCY } from '@shared/constants';
import type { PaymentFailure, PaymentSuccess } from '@shared/contracts/payments';
import type { Db } from '../db/connection';
import { notFound } from '../lib/app-error';
import type { GatewayRefund, PaymentGateway } from './payment-gateway';
import {
  findSandboxOrder,
  insertSandboxOrder,
  insertSandboxPayment,
  insertSandboxRefund,
  listSandboxPayments,
  listSandboxRefunds,
} from './sandbox.repository';
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
  simulate(
    gatewayOrderId: string,
    outcome: 'pay' | 'fail',
  ): Promise<PaymentSuccess | PaymentFailure>;
};

/**
 * The payment sandbox, used when no Razorpay keys are configured: orders, payments and refunds
 * are simulated in the database (sandbox-payments tables) and signed like Razorpay's, so the
 * whole checkout (verify, reconciliation, refunds) runs without a card or a network, and every
 * server process of one site sees the same orders. Its key is derived from the session secret,
 * so every process of one site signs alike. The sandbox is for trying the site, never for real
 * money (production refuses it).
 */
export function sandboxGateway(options: { secret: string; db: Db }): SandboxGateway {
  const { db } = options;
  const keySecret = hmacSha256Hex(options.secret, 'payments-sandbox-key');

  return {
    provider: 'sandbox',
    keyId: 'rzp_test_sandbox',

    async createOrder({ amount, receipt }) {
      const order = { id: gatewayId('order'), amount, currency: CURRENCY, receipt };
      await insertSandboxOrder(db, order);
      return order;
    },

    isPaymentSignatureValid({ gatewayOrderId, paymentId, signature }) {
      return signaturesMatch(paymentSignature(keySecret, gatewayOrderId, paymentId), signature);
    },

    // The sandbox sends no webhooks, so none is ever genuine.
    isWebhookSignatureValid: () => false,

    orderPayments: (gatewayOrderId) => listSandboxPayments(db, gatewayOrderId),

    paymentRefunds: (paymentId) => listSandboxRefunds(db, paymentId),

    async refund({ paymentId, amount }) {
      const refund: GatewayRefund = {
        id: gatewayId('rfnd'),
        paymentId,
        amount,
        status: 'processed',
      };
      await insertSandboxRefund(db, refund);
      return refund;
    },

    async simulate(gatewayOrderId, outcome) {
      const paid = await findSandboxOrder(db, gatewayOrderId);
      if (!paid) throw notFound('Unknown payment order');
      const paymentId = gatewayId('pay');
      if (outcome === 'fail') {
        await insertSandboxPayment(db, {
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
      await insertSandboxPayment(db, {
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
