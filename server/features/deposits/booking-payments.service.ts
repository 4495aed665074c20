import { type StaffActor } from '../../lib/actor';
import { AppError, notFound } from '../../lib/app-error';
import { NO_METRICS } from '../../metrics/app-metrics';
import { movingPaymentsOn } from '../../payments/moving-payments';
import type { PaymentGateway } from '../../payments/payment-gateway';
import type { ReservationDto } from '@shared/contracts/reservation';
import { toReservationDto } from '../reservations/reservation.dto';
import { bookingHolds } from './booking-hold';
import { bookingPayLinks } from './booking-pay-link';
import { bookingPayable } from './booking-payable';
import { bookingPaymentNews } from './booking-payment-news';
import { bookingTopUps } from './booking-top-ups';
import { lockBooking } from './booking-payment.repository';
import { refundByStaff } from './booking-refunds';
import {
  manageLinkDeriver,
  type BookingPaymentsDeps,
  type PaymentsContext,
} from './payments-context';
import { advanceRefunds } from './refund-runner';

export type { PaymentHold } from './booking-hold';
export type { BookingPaymentsDeps } from './payments-context';

function paymentsNotSetUp(): AppError {
  return new AppError(
    503,
    'Card payments are not set up yet, so this night cannot be booked online. Please call us to book.',
    'payments_unavailable',
  );
}

/**
 * Deposits and prepaid seats: the hold an unpaid booking keeps (booking-hold.ts), payment news
 * from every source (booking-payment-news.ts), and refunds (booking-refunds.ts, refund-runner.ts).
 * As for corporate orders, the server alone decides amounts, and a booking's payment only moves
 * forward, always under the booking's row lock.
 */
export function bookingPaymentsService(deps: BookingPaymentsDeps) {
  const { db, clock, gateway, jobs, logger } = deps;
  const metrics = deps.metrics ?? NO_METRICS;

  const movingPayments = movingPaymentsOn(db, metrics);

  const requireGateway = (): PaymentGateway => {
    if (!gateway) throw paymentsNotSetUp();
    return gateway;
  };
  const ctx: PaymentsContext = {
    deps,
    movingPayments,
    requireGateway,
    manageLinkOf: manageLinkDeriver(deps.secret, deps.publicUrl),
  };
  const topUps = bookingTopUps(ctx);
  const news = bookingPaymentNews(ctx, topUps);
  const {
    settleFromGateway: _internal,
    markPaid: _locked,
    markFailed: _lockedToo,
    ...newsCalls
  } = news;
  const { markTopUpPaid: _inTransaction, ...topUpCalls } = topUps;
  return {
    ...bookingHolds(ctx, news),
    ...bookingPayLinks(ctx),
    ...newsCalls,
    ...topUpCalls,
    /** Bookings and their top-ups as the payments' webhook sees them (booking-payable.ts). */
    payable: bookingPayable(ctx, news, topUps),

    /** Staff give back part or all of what a booking paid (admins; see refundByStaff). */
    async refundByStaff(actor: StaffActor, id: number, amount: number): Promise<ReservationDto> {
      const refunded = await db.transaction(async (tx) => {
        const row = await lockBooking(tx, id);
        if (!row) throw notFound('No reservation with that id');
        return refundByStaff(tx, row, amount, actor);
      });
      jobs.wake();
      return toReservationDto(refunded);
    },

    /** The refund job: see refund-runner.ts. */
    advanceRefunds: (id: number) =>
      advanceRefunds({ db, clock, gateway: requireGateway, logger, movingPayments }, id),
  };
}

export type BookingPaymentsService = ReturnType<typeof bookingPaymentsService>;
