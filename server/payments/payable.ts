import type { Db } from '../db/connection';
import type { PaymentOutcome } from '../metrics/app-metrics';
import type { PaymentNews } from './webhook-event';

/**
 * Something money is paid for (a corporate order, a booking's deposit or its top-up), seen from
 * the gateway's side. Each owner of payments implements it in its own folder; the webhook hands
 * every piece of news to the payable that owns the order, under that owner's row lock, in the
 * transaction that recorded the event once. Every move only goes forward: marking a paid owner
 * paid again, or failed, changes nothing (a second capture is refunded apart).
 *
 * Methods (not arrow properties), so a payable of orders is a payable of `unknown` to the hub.
 */
export type Payable<Owner> = {
  /**
   * Locks and returns what the news is about (by payment link, gateway order or payment id), or
   * undefined when it is none of this payable's.
   */
  findByGatewayOrder(tx: Db, news: PaymentNews): Promise<Owner | undefined>;
  /** The gateway captured a payment for the owner (`paidAt`: the gateway's time, when it says). */
  markPaid(
    tx: Db,
    owner: Owner,
    payment: { paymentId: string; paidAt?: Date },
    moves: PaymentOutcome[],
  ): Promise<void>;
  /** A payment attempt failed; the payer may try again while the owner waits for money. */
  markFailed(tx: Db, owner: Owner, moves: PaymentOutcome[]): Promise<void>;
  /** The gateway processed a refund (`paymentId`: the payment it gives back, when it says). */
  refundSettled(
    tx: Db,
    owner: Owner,
    refund: { refundId: string; paymentId: string | null },
    moves: PaymentOutcome[],
  ): Promise<void>;
  /** The owner's payment link ended unpaid (expired or cancelled); absent without links. */
  linkExpired?(tx: Db, owner: Owner): Promise<void>;
};
