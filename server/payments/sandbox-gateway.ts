import { randomBytes } from 'node:crypto';
import { CURRENCY } from '@shared/constants';
import type {
  PaymentFailure,
  PaymentSuccess,
  SandboxLinkDto,
  SandboxLinkPayDto,
} from '@shared/contracts/payments';
import type { Db } from '../db/connection';
import { AppError, conflict, notFound } from '../lib/app-error';
import type { GatewayPaymentLink, GatewayRefund, PaymentGateway } from './payment-gateway';
import {
  findSandboxOrder,
  findSandboxPaymentLink,
  insertSandboxPaymentLink,
  paySandboxPaymentLink,
  type SandboxPaymentLinkRow,
  insertSandboxOrder,
  insertSandboxPayment,
  insertSandboxRefund,
  listSandboxPayments,
  listSandboxRefunds,
  sandboxPaymentTime,
} from './sandbox.repository';
import {
  hmacSha256Hex,
  paymentLinkSignature,
  paymentSignature,
  signaturesMatch,
} from './signature';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id shaped like Razorpay's: a prefix and 14 random letters and digits. */
function gatewayId(prefix: 'order' | 'pay' | 'rfnd' | 'plink'): string {
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
  /** What the local payment page of a link shows; 404 for a link it never made. */
  describeLink(linkId: string): Promise<SandboxLinkDto>;
  /**
   * The local payment page's Pay or Fail: a paid link answers the return address with the signed
   * details Razorpay adds to it; a declined one says so and can still be paid.
   */
  payLink(linkId: string, outcome: 'pay' | 'fail'): Promise<SandboxLinkPayDto>;
};

/** A link's state as the gateway reports it: past its time unpaid, it has expired. */
function linkStatus(link: SandboxPaymentLinkRow): GatewayPaymentLink['status'] {
  if (link.status === 'paid') return 'paid';
  return link.expiresAt.getTime() <= Date.now() ? 'expired' : 'created';
}

/**
 * The payment sandbox, used when no Razorpay keys are configured: orders, payments and refunds
 * are simulated in the database (sandbox-payments tables) and signed like Razorpay's, so the
 * whole checkout (verify, reconciliation, refunds) runs without a card or a network, and every
 * server process of one site sees the same orders. Its key is derived from the session secret,
 * so every process of one site signs alike. The sandbox is for trying the site, never for real
 * money (production refuses it).
 */
export function sandboxGateway(options: {
  secret: string;
  db: Db;
  /** The site's address: a link's page is /pay/<link id> on it. */
  publicUrl?: string;
}): SandboxGateway {
  const { db } = options;
  const keySecret = hmacSha256Hex(options.secret, 'payments-sandbox-key');
  const linkPage = (linkId: string) => `${options.publicUrl ?? ''}/pay/${linkId}`;

  async function link(linkId: string): Promise<SandboxPaymentLinkRow> {
    const found = await findSandboxPaymentLink(db, linkId);
    if (!found) throw notFound('This payment link is not valid.');
    return found;
  }

  function toGatewayLink(row: SandboxPaymentLinkRow): GatewayPaymentLink {
    return {
      id: row.linkId,
      shortUrl: linkPage(row.linkId),
      status: linkStatus(row),
      amount: row.amount,
      referenceId: row.referenceId,
      expiresAt: row.expiresAt,
      payments: row.paymentId ? [{ paymentId: row.paymentId, status: 'captured' }] : [],
    };
  }

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

    async createPaymentLink({ amount, referenceId, description, expiresAt, callbackUrl }) {
      const row = {
        linkId: gatewayId('plink'),
        amount,
        referenceId,
        description,
        callbackUrl,
        expiresAt,
        status: 'created',
        paymentId: null,
      };
      await insertSandboxPaymentLink(db, row);
      return toGatewayLink({ ...row, id: 0, createdAt: new Date() });
    },

    async paymentLink(linkId) {
      const row = await link(linkId);
      const found = toGatewayLink(row);
      const paidAt = row.paymentId ? await sandboxPaymentTime(db, row.paymentId) : undefined;
      return paidAt ? { ...found, payments: found.payments.map((p) => ({ ...p, paidAt })) } : found;
    },

    isPaymentLinkSignatureValid({ signature, ...signed }) {
      return signaturesMatch(paymentLinkSignature(keySecret, signed), signature);
    },

    async describeLink(linkId) {
      const row = await link(linkId);
      const status = linkStatus(row);
      return {
        linkId: row.linkId,
        amount: row.amount,
        description: row.description,
        expiresAt: row.expiresAt.toISOString(),
        state: status === 'created' ? 'active' : status === 'paid' ? 'paid' : 'expired',
      };
    },

    async payLink(linkId, outcome) {
      const row = await link(linkId);
      const status = linkStatus(row);
      if (status === 'expired') {
        throw new AppError(
          409,
          'This payment link has expired, so it can no longer be paid. Please ask the restaurant for a new one.',
          'payment_link_expired',
        );
      }
      if (status === 'paid') throw conflict('This payment link has already been paid.');
      if (outcome === 'fail') {
        return { declined: 'The test card was declined (sandbox). No money was taken.' };
      }
      const paymentId = await paySandboxPaymentLink(db, row, {
        orderId: gatewayId('order'),
        paymentId: gatewayId('pay'),
      });
      if (!paymentId) throw conflict('This payment link has already been paid.');
      const signed = { linkId, referenceId: row.referenceId, status: 'paid', paymentId };
      const query = new URLSearchParams({
        razorpay_payment_id: paymentId,
        razorpay_payment_link_id: linkId,
        razorpay_payment_link_reference_id: row.referenceId,
        razorpay_payment_link_status: 'paid',
        razorpay_signature: paymentLinkSignature(keySecret, signed),
      });
      const separator = row.callbackUrl.includes('?') ? '&' : '?';
      return { redirectTo: `${row.callbackUrl}${separator}${query}` };
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
