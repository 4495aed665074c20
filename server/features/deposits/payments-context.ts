import { createHmac } from 'node:crypto';
import type { Db } from '../../db/connection';
import type { PaymentOutcome } from '../../metrics/app-metrics';
import type { PaymentGateway } from '../../payments/payment-gateway';
import { hashManageToken } from '../reservations/manage-token';
import type { BookingPaymentsDeps } from './booking-payments.service';

/** What the parts of the booking payments share: their deps and a few helpers. */
export type PaymentsContext = {
  deps: BookingPaymentsDeps;
  /** A transaction that may move payments; each move is counted once it has committed. */
  movingPayments: <T>(work: (tx: Db, moves: PaymentOutcome[]) => Promise<T>) => Promise<T>;
  requireGateway: () => PaymentGateway;
  /** The manage link of a booking paid online: derived, so it can be mailed once paid. */
  manageLinkOf: (seed: string) => { token: string; hash: string; url: string };
};

export function manageLinkDeriver(secret: string, publicUrl: string) {
  return (seed: string) => {
    const token = createHmac('sha256', secret)
      .update(`booking-manage-link|${seed}`)
      .digest('base64url');
    return { token, hash: hashManageToken(token), url: `${publicUrl}/reservation/${token}` };
  };
}
