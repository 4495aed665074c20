import {
  PAID_PAYMENT_STATUS,
  type CorporateOrderStatus,
  type CorporatePaymentStatus,
} from './statuses';

/**
 * The rules of a corporate order that the staff screen, the buyer's order page, the mails and
 * the server all state, kept here once so they never disagree.
 */

/** Why staff may not approve an order yet, or null when they may: its money has to be in first. */
export function approvalBlockedReason(paymentStatus: CorporatePaymentStatus): string | null {
  if (paymentStatus === PAID_PAYMENT_STATUS) return null;
  return 'Awaiting payment: an order can be approved once the buyer has paid.';
}

/** A pending order whose money has not arrived: the staff list keeps these apart. */
export function isAwaitingPayment(order: {
  status: CorporateOrderStatus;
  paymentStatus: CorporatePaymentStatus;
}): boolean {
  return order.status === 'pending' && order.paymentStatus !== PAID_PAYMENT_STATUS;
}

/**
 * Where an order stands, in the buyer's words: one short state and what comes next. The order
 * page, the confirmation panel and the mails read it, so none of them says something else.
 */
export function buyerOrderState(order: {
  status: CorporateOrderStatus;
  paymentStatus: CorporatePaymentStatus;
}): { label: string; detail: string } {
  const paid = order.paymentStatus === PAID_PAYMENT_STATUS;
  switch (order.status) {
    case 'pending':
      return paid
        ? {
            label: 'Paid, awaiting approval',
            detail:
              'Your payment was received. Our team will review your order and e-mail you once it is approved.',
          }
        : order.paymentStatus === 'failed'
          ? {
              label: 'Payment failed',
              detail: 'Your payment did not go through, so nothing was charged for this order.',
            }
          : {
              label: 'Awaiting payment',
              detail: 'We have not received the payment for this order yet.',
            };
    case 'approved':
      return {
        label: 'Approved',
        detail: 'Your order is confirmed and will be delivered as planned.',
      };
    case 'completed':
      return { label: 'Delivered', detail: 'Your order has been delivered. Thank you!' };
    case 'cancelled':
      return order.paymentStatus === 'refunded'
        ? { label: 'Cancelled, refunded', detail: 'This order was cancelled and refunded in full.' }
        : paid
          ? {
              label: 'Cancelled, refund on its way',
              detail: 'This order was cancelled; your payment is being refunded in full.',
            }
          : { label: 'Cancelled', detail: 'This order was cancelled. No payment was taken.' };
  }
}
