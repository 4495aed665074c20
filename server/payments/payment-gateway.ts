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

export type GatewayRefund = {
  id: string;
  paymentId: string;
  /** Paise. */
  amount: number;
  status: GatewayRefundStatus;
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
