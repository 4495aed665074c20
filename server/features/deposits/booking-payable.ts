import type { BookingTopUpRow } from '@shared/schema/booking-top-ups';
import type { ReservationRow } from '@shared/schema/reservations';
import type { Db } from '../../db/connection';
import type { PaymentOutcome } from '../../metrics/app-metrics';
import type { Payable } from '../../payments/payable';
import type { PaymentNews } from '../../payments/webhook-event';
import {
  lockBooking,
  lockBookingByGatewayOrderId,
  lockBookingByPaymentId,
  lockBookingByPaymentLinkId,
  lockRefundByGatewayId,
  updateRefund,
} from './booking-payment.repository';
import type { bookingPaymentNews } from './booking-payment-news';
import { settleRefundState } from './booking-refunds';
import {
  findTopUpByGatewayOrderId,
  findTopUpByPaymentId,
  lockTopUp,
} from './booking-top-up.repository';
import type { BookingTopUps } from './booking-top-ups';
import type { PaymentsContext } from './payments-context';

/** A booking the news is about, or one of its top-ups (a further payment for a larger party). */
type BookingPaid = { row: ReservationRow; topUp?: BookingTopUpRow };

/** The booking's lock first, then the top-up's: the order every top-up path takes. */
async function lockTopUpOf(tx: Db, news: PaymentNews): Promise<BookingPaid | undefined> {
  const found = news.gatewayOrderId
    ? await findTopUpByGatewayOrderId(tx, news.gatewayOrderId)
    : news.paymentId
      ? await findTopUpByPaymentId(tx, news.paymentId)
      : undefined;
  if (!found) return undefined;
  const row = (await lockBooking(tx, found.reservationId))!;
  return { row, topUp: (await lockTopUp(tx, found.id))! };
}

/**
 * Bookings' deposits and top-ups as the payments' webhook sees them. A payment moves as it does
 * from the diner's browser (booking-payment-news.ts, booking-top-ups.ts); a failed attempt at a
 * top-up changes nothing (the diner may try again until its hold ends).
 */
export function bookingPayable(
  ctx: PaymentsContext,
  news: Pick<ReturnType<typeof bookingPaymentNews>, 'markPaid' | 'markFailed'>,
  topUps: Pick<BookingTopUps, 'markTopUpPaid'>,
): Payable<BookingPaid> {
  const { clock } = ctx.deps;
  return {
    async findByGatewayOrder(tx: Db, about: PaymentNews) {
      const row = about.paymentLinkId
        ? await lockBookingByPaymentLinkId(tx, about.paymentLinkId)
        : about.gatewayOrderId
          ? await lockBookingByGatewayOrderId(tx, about.gatewayOrderId)
          : about.paymentId
            ? await lockBookingByPaymentId(tx, about.paymentId)
            : undefined;
      return row ? { row } : lockTopUpOf(tx, about);
    },
    async markPaid(tx, { row, topUp }, { paymentId }, moves: PaymentOutcome[]) {
      if (topUp) await topUps.markTopUpPaid(tx, row, topUp, paymentId, moves);
      else await news.markPaid(tx, row, paymentId, moves);
    },
    async markFailed(tx, { row, topUp }, moves) {
      if (!topUp) await news.markFailed(tx, row, moves);
    },
    async refundSettled(tx, { row }, { refundId }, moves) {
      const refund = await lockRefundByGatewayId(tx, refundId);
      if (!refund || refund.status !== 'requested') return;
      await updateRefund(tx, refund.id, { status: 'processed', processedAt: clock.now() });
      await settleRefundState(tx, row, moves);
    },
  };
}
