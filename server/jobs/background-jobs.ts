import type { AppConfig } from '../config';
import type { Db } from '../db/connection';
import type { OrderPaymentSteps } from '../features/corporate/payment-jobs';
import type { BookingPaymentSteps } from '../features/deposits/booking-payment-jobs';
import type { Clock } from '../features/reservations/availability.service';
import type { BookingMailQueue } from '../features/reservations/booking-mail-queue';
import { bookingReminderHandler } from '../features/reservations/booking-reminder-job';
import type { WaitlistService } from '../features/waitlist/waitlist.service';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../mail/mailer';
import type { BusinessMetrics } from '../metrics/app-metrics';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { MessageDelivery } from '../messaging/message-delivery';
import { jobHandlers } from './job-handlers';
import { createJobRunner, type JobRunner } from './job-runner';

/**
 * The job runner with every handler wired to the services it runs (built once, in
 * server/services.ts, with the HTTP app's): the same clock, gateway and metrics.
 */
export function createBackgroundJobs(deps: {
  db: Db;
  logger: Logger;
  config: AppConfig;
  mailer: Mailer;
  gateway: PaymentGateway | undefined;
  /** The services' clock: holds and reminders are judged by it. */
  clock: Clock;
  mails: BookingMailQueue;
  corporateOrders: OrderPaymentSteps;
  bookingPayments: BookingPaymentSteps;
  waitlist: Pick<WaitlistService, 'endHoldIfDue'>;
  /** Sends guest messages (WhatsApp / SMS) and falls back when one fails. */
  messages: MessageDelivery;
  pollMs?: number;
  /** Where failed attempts are counted. */
  metrics?: Pick<BusinessMetrics, 'jobFailed'>;
}): JobRunner {
  const { db, logger, config, clock, gateway } = deps;
  return createJobRunner({
    db,
    logger,
    handlers: jobHandlers({
      mailer: deps.mailer,
      corporateOrders: deps.corporateOrders,
      bookingPayments: deps.bookingPayments,
      extraPayments: {
        db,
        gateway: () => {
          if (!gateway) throw new Error('a refund needs the payment gateway');
          return gateway;
        },
        now: clock.now,
        logger,
      },
      waitlist: deps.waitlist,
      messages: deps.messages,
      analytics: () => ({ db, clock }),
      reminder: bookingReminderHandler({
        db,
        clock,
        mails: deps.mails,
        hoursBefore: config.reminderHoursBefore,
      }),
    }),
    ...(deps.pollMs ? { pollMs: deps.pollMs } : {}),
    ...(deps.metrics ? { onFailure: deps.metrics.jobFailed } : {}),
  });
}
