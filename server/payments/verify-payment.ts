import type { PaymentGateway } from './payment-gateway';

/** What a payer's browser reports after paying in the checkout dialog. */
type CheckoutReturn = {
  razorpay_order_id?: string | undefined;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

/** What the gateway adds to the address it sends a payment link's payer back to. */
type LinkReturn = {
  razorpay_payment_id: string;
  razorpay_payment_link_id?: string | undefined;
  razorpay_payment_link_reference_id?: string | undefined;
  razorpay_payment_link_status?: string | undefined;
  razorpay_signature: string;
};

/**
 * Whether a checkout payment is the gateway's, for the gateway order WE stored: a genuine
 * signature of another order never pays this one.
 */
export function isCheckoutPaymentGenuine(
  gateway: PaymentGateway,
  storedGatewayOrderId: string | null,
  input: CheckoutReturn,
): boolean {
  return (
    storedGatewayOrderId !== null &&
    storedGatewayOrderId === input.razorpay_order_id &&
    gateway.isPaymentSignatureValid({
      gatewayOrderId: storedGatewayOrderId,
      paymentId: input.razorpay_payment_id,
      signature: input.razorpay_signature,
    })
  );
}

/** Whether a link's payment is genuine: the link, its reference and status are the ones WE stored. */
export function isLinkPaymentGenuine(
  gateway: PaymentGateway,
  stored: { linkId: string | null; referenceId: string },
  input: LinkReturn,
): boolean {
  return (
    stored.linkId !== null &&
    stored.linkId === input.razorpay_payment_link_id &&
    input.razorpay_payment_link_reference_id === stored.referenceId &&
    input.razorpay_payment_link_status === 'paid' &&
    gateway.isPaymentLinkSignatureValid({
      linkId: stored.linkId,
      referenceId: stored.referenceId,
      status: 'paid',
      paymentId: input.razorpay_payment_id,
      signature: input.razorpay_signature,
    })
  );
}
