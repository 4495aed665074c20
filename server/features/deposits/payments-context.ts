import { createHmac } from 'node:crypto';
import type { MovingPayments } from '../../payments/moving-payments';
import type { PaymentGateway } from '../../payments/payment-gateway';
import { hashManageToken } from '../reservations/manage-token';
import type { BookingPaymentsDeps } from './booking-payments.service';

/** What the parts of the booking payments share: their deps and a few helpers. */
export type PaymentsContext = {
  deps: BookingPaymentsDeps;
  movingPayments: MovingPayments;
  requireGateway: () => PaymentGateway;
  /** The manage link of a booking paid online: derived, so it can be mailed once paid. */
  manageLinkOf: (seed: string) => { token: string; hash: string; url: string };
};

/**
 * The reference a booking's payment link carries (the gateway wants it unique among all links,
 * and corporate orders' links carry their bare ids).
 */
export const payLinkReference = (reservationId: number) => `booking-${reservationId}`;

export function manageLinkDeriver(secret: string, publicUrl: string) {
  return (seed: string) => {
    const token = createHmac('sha256', secret)
      .update(`booking-manage-link|${seed}`)
      .digest('base64url');
    return { token, hash: hashManageToken(token), url: `${publicUrl}/reservation/${token}` };
  };
}
