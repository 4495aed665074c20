import type { Db } from '../../db/connection';
import type { ChangeNotices } from '../../db/change-notices';
import { type StaffActor } from '../../lib/actor';
import { AppError, notFound } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { NO_METRICS, type BusinessMetrics } from '../../metrics/app-metrics';
import { movingPaymentsOn } from '../../payments/moving-payments';
import type { PaymentGateway } from '../../payments/payment-gateway';
import type { ReservationDto } from '@shared/contracts/reservation';
import type { Clock } from '../reservations/availability.service';
import type { BookingMailQueue } from '../reservations/booking-mail-queue';
import { toReservationDto } from '../reservations/reservation.dto';
import type { WaitlistOffers } from '../waitlist/waitlist-offers';
import { bookingHolds } from './booking-hold';
import { bookingPayLinks } from './booking-pay-link';
import { bookingPaymentNews } from './booking-payment-news';
import { bookingTopUps } from './booking-top-ups';
import { lockBooking } from './booking-payment.repository';
import { refundByStaff } from './booking-refunds';
import { manageLinkDeriver, type PaymentsContext } from './payments-context';
import { advanceRefunds } from './refund-runner';

export type { PaymentHold } from './booking-hold';

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
  /** Seats a released hold gives back go to the parties waiting for them (waitlist-offers.ts). */
  offers?: Pick<WaitlistOffers, 'offerFreedSeats'>;
};

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
  const { settleFromGateway: _internal, ...newsCalls } = news;
  const { markTopUpPaid: _inTransaction, ...topUpCalls } = topUps;
  return {
    ...bookingHolds(ctx, news),
    ...bookingPayLinks(ctx),
    ...newsCalls,
    ...topUpCalls,

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
