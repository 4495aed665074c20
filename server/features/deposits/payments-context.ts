import { createHmac } from 'node:crypto';
import type { ChangeNotices } from '../../db/change-notices';
import type { Db } from '../../db/connection';
import type { Logger } from '../../lib/logger';
import type { BusinessMetrics } from '../../metrics/app-metrics';
import type { MovingPayments } from '../../payments/moving-payments';
import type { PaymentGateway } from '../../payments/payment-gateway';
import type { Clock } from '../reservations/availability.service';
import type { BookingMailQueue } from '../reservations/booking-mail-queue';
import { hashManageToken } from '../reservations/manage-token';
import type { WaitlistOffers } from '../waitlist/waitlist-offers';

export type BookingPaymentsDeps = {
  db: Db;
  clock: Clock;
  /** Undefined when card payments are not set up: a policy that asks for payment then refuses. */
  gateway: PaymentGateway | undefined;
  jobs: { wake(): void };
  /** Seats a released hold gives back reach every process's booking page at once. */
  changes: Pick<ChangeNotices, 'publish'>;
  mails: BookingMailQueue;
  publicUrl: string;
  /** The server's secret: a paid booking's manage link is derived from it and the booking's seed. */
  secret: string;
  logger: Logger;
  metrics?: Pick<BusinessMetrics, 'paymentMoved'>;
  /**
   * Seats a released hold gives back go to the parties waiting for them, and a released claim's
   * entry reads as ended (waitlist-offers.ts).
   */
  offers?: Pick<WaitlistOffers, 'offerFreedSeats' | 'claimReleased'>;
};

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
