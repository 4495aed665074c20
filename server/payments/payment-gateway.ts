import { AppError } from '../lib/app-error';

/** An order at the gateway: what the buyer's payment dialog pays. `amount` is paise. */
export type GatewayOrder = { id: string; amount: number; currency: string; receipt: string };

export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export type GatewayPayment = {
  id: string;
  orderId: string;
  status: GatewayPaymentStatus;
  /** Paise. */
  amount: number;
};

export type GatewayRefundStatus = 'pending' | 'processed' | 'failed';

/** Our refund's state from the gateway's: anything not yet settled still waits ('requested'). */
export const ourRefundStatus = (refund: { status: GatewayRefundStatus }) =>
  refund.status === 'processed' ? 'processed' : refund.status === 'failed' ? 'failed' : 'requested';

export type GatewayRefund = {
  id: string;
  paymentId: string;
  /** Paise. */
  amount: number;
  status: GatewayRefundStatus;
};

export type GatewayPaymentLinkStatus =
  'created' | 'partially_paid' | 'paid' | 'expired' | 'cancelled';

/** A payment link at the gateway: a page of its own where anyone with the link pays an amount. */
export type GatewayPaymentLink = {
  id: string;
  /** The address to send the payer. */
  shortUrl: string;
  status: GatewayPaymentLinkStatus;
  /** Paise. */
  amount: number;
  referenceId: string;
  expiresAt: Date;
  /** Payments made through the link (a captured one paid it), and when, if the gateway says. */
  payments: { paymentId: string; status: string; paidAt?: Date }[];
};

/**
 * A card-payment provider as the corporate checkout uses it: Razorpay in production, the
 * built-in sandbox when no keys are configured. Every amount is paise; every method that talks to
 * the provider may throw GatewayUnavailable.
 */
export type PaymentGateway = {
  readonly provider: 'razorpay' | 'sandbox';
  /** The public key id the buyer's dialog opens with. */
  readonly keyId: string;
  createOrder(input: {
    amount: number;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<GatewayOrder>;
  /**
   * Whether `signature` is the provider's signature of this payment of this order. Callers pass
   * the order id they stored themselves, never one the browser sent.
   */
  isPaymentSignatureValid(input: {
    gatewayOrderId: string;
    paymentId: string;
    signature: string;
  }): boolean;
  /** Whether a webhook body carries the provider's signature (false when none is configured). */
  isWebhookSignatureValid(rawBody: Buffer, signature: string): boolean;
  orderPayments(gatewayOrderId: string): Promise<GatewayPayment[]>;
  /**
   * Opens a payment link for `amount` (paise) that stops taking payments at `expiresAt`; after
   * paying, the payer is sent to `callbackUrl` with the payment's signed details in its query.
   * `referenceId` is our order's id; the gateway sends no mail of its own (we do).
   */
  createPaymentLink(input: {
    amount: number;
    referenceId: string;
    description: string;
    customer: { name: string; email: string };
    expiresAt: Date;
    callbackUrl: string;
  }): Promise<GatewayPaymentLink>;
  paymentLink(linkId: string): Promise<GatewayPaymentLink>;
  /**
   * Whether `signature` is the provider's signature of a link's payment, as its return address
   * carries it: link id, reference id, link status and payment id.
   */
  isPaymentLinkSignatureValid(input: {
    linkId: string;
    referenceId: string;
    status: string;
    paymentId: string;
    signature: string;
  }): boolean;
  paymentRefunds(paymentId: string): Promise<GatewayRefund[]>;
  refund(input: {
    paymentId: string;
    amount: number;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<GatewayRefund>;
};

/** The provider could not be reached or refused the call; nothing was stored or charged. */
export class GatewayUnavailable extends AppError {
  constructor(cause?: unknown) {
    super(
      502,
      'The payment provider could not be reached. Please try again in a moment.',
      'gateway_unavailable',
      { cause },
    );
  }
}
