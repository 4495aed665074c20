import Razorpay from 'razorpay';
import { CURRENCY } from '@shared/constants';
import {
  GatewayUnavailable,
  type GatewayPayment,
  type GatewayPaymentLink,
  type GatewayRefund,
  type PaymentGateway,
} from './payment-gateway';
import {
  hmacSha256Hex,
  paymentLinkSignature,
  paymentSignature,
  signaturesMatch,
} from './signature';

const TIMEOUT_MS = 15_000;

type RazorpayPaymentEntity = { id: string; order_id: string; status: string; amount: number };
type RazorpayRefundEntity = { id: string; payment_id: string; status: string; amount: number };

type RazorpayPaymentLinkEntity = {
  id: string;
  short_url: string;
  status: string;
  amount: number;
  reference_id?: string;
  expire_by: number;
  payments?: { payment_id: string; status: string; created_at?: number }[] | null;
};

const LINK_STATUSES = new Set(['created', 'partially_paid', 'paid', 'expired', 'cancelled']);

function toPaymentLink(l: RazorpayPaymentLinkEntity): GatewayPaymentLink {
  return {
    id: l.id,
    shortUrl: l.short_url,
    // An unknown status is treated as not paid.
    status: LINK_STATUSES.has(l.status) ? (l.status as GatewayPaymentLink['status']) : 'created',
    amount: Number(l.amount),
    referenceId: l.reference_id ?? '',
    expiresAt: new Date(Number(l.expire_by) * 1000),
    payments: (l.payments ?? []).map((p) => ({
      paymentId: p.payment_id,
      status: p.status,
      ...(p.created_at ? { paidAt: new Date(Number(p.created_at) * 1000) } : {}),
    })),
  };
}

const PAYMENT_STATUSES = new Set(['created', 'authorized', 'captured', 'refunded', 'failed']);
const REFUND_STATUSES = new Set(['pending', 'processed', 'failed']);

function toPayment(p: RazorpayPaymentEntity): GatewayPayment {
  return {
    id: p.id,
    orderId: p.order_id,
    // An unknown status is treated as not paid, never as paid.
    status: PAYMENT_STATUSES.has(p.status) ? (p.status as GatewayPayment['status']) : 'created',
    amount: Number(p.amount),
  };
}

function toRefund(r: RazorpayRefundEntity): GatewayRefund {
  return {
    id: r.id,
    paymentId: r.payment_id,
    status: REFUND_STATUSES.has(r.status) ? (r.status as GatewayRefund['status']) : 'pending',
    amount: Number(r.amount),
  };
}

/** Runs an SDK call; any failure (network, timeout, a refusal) becomes GatewayUnavailable. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw new GatewayUnavailable(err);
  }
}

/** Razorpay through its official SDK, at `apiUrl` (tests point it at a local stub). */
export function razorpayGateway(options: {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  apiUrl: string;
}): PaymentGateway {
  const sdk = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  // The SDK fixes its host; its axios instance is the one place that can be told another one.
  const http = (sdk as unknown as { api: { rq: { defaults: Record<string, unknown> } } }).api.rq;
  http.defaults.baseURL = options.apiUrl.replace(/\/+$/, '');
  http.defaults.timeout = TIMEOUT_MS;

  return {
    provider: 'razorpay',
    keyId: options.keyId,

    async createOrder({ amount, receipt, notes }) {
      const order = await call(() =>
        sdk.orders.create({ amount, currency: CURRENCY, receipt, notes: notes ?? {} }),
      );
      return {
        id: order.id,
        amount: Number(order.amount),
        currency: order.currency,
        receipt: order.receipt ?? receipt,
      };
    },

    isPaymentSignatureValid({ gatewayOrderId, paymentId, signature }) {
      return signaturesMatch(
        paymentSignature(options.keySecret, gatewayOrderId, paymentId),
        signature,
      );
    },

    isWebhookSignatureValid(rawBody, signature) {
      if (!options.webhookSecret) return false;
      return signaturesMatch(hmacSha256Hex(options.webhookSecret, rawBody), signature);
    },

    async orderPayments(gatewayOrderId) {
      const list = await call(() => sdk.orders.fetchPayments(gatewayOrderId));
      return (list.items as unknown as RazorpayPaymentEntity[]).map(toPayment);
    },

    async createPaymentLink({
      amount,
      referenceId,
      description,
      customer,
      expiresAt,
      callbackUrl,
    }) {
      const link = await call(() =>
        sdk.paymentLink.create({
          amount,
          currency: CURRENCY,
          accept_partial: false,
          reference_id: referenceId,
          description,
          customer: { name: customer.name, email: customer.email },
          // Our own mail carries the link (and the invoice later); Razorpay sends nothing.
          notify: { sms: false, email: false },
          reminder_enable: false,
          expire_by: Math.floor(expiresAt.getTime() / 1000),
          callback_url: callbackUrl,
          callback_method: 'get',
          notes: { orderId: referenceId },
        }),
      );
      return toPaymentLink(link as unknown as RazorpayPaymentLinkEntity);
    },

    async paymentLink(linkId) {
      const link = await call(() => sdk.paymentLink.fetch(linkId));
      return toPaymentLink(link as unknown as RazorpayPaymentLinkEntity);
    },

    isPaymentLinkSignatureValid({ signature, ...link }) {
      return signaturesMatch(paymentLinkSignature(options.keySecret, link), signature);
    },

    async paymentRefunds(paymentId) {
      const list = await call(() => sdk.payments.fetchMultipleRefund(paymentId));
      return (list.items as unknown as RazorpayRefundEntity[]).map(toRefund);
    },

    async refund({ paymentId, amount, receipt, notes }) {
      const refund = await call(() =>
        sdk.payments.refund(paymentId, { amount, receipt, notes: notes ?? {} }),
      );
      return toRefund(refund as unknown as RazorpayRefundEntity);
    },
  };
}
