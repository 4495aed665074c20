import type { AppConfig } from '../config';
import type { ChangeNotices } from '../db/change-notices';
import type { Db } from '../db/connection';
import { corporateOrderService } from '../features/corporate/corporate-order.service';
import { bookingMailQueue } from '../features/reservations/booking-mail-queue';
import { bookingReminderHandler } from '../features/reservations/booking-reminder-job';
import { waitlistLinks } from '../features/waitlist/waitlist-links';
import { waitlistOffers } from '../features/waitlist/waitlist-offers';
import { waitlistService } from '../features/waitlist/waitlist.service';
import { bookingPaymentsService } from '../features/deposits/booking-payments.service';
import type { Logger } from '../lib/logger';
import { guestMailGate } from '../mail/guest-mail-gate';
import type { Mailer } from '../mail/mailer';
import type { BusinessMetrics } from '../metrics/app-metrics';
import type { PaymentGateway } from '../payments/payment-gateway';
import { chooseMessenger } from '../messaging/choose-messenger';
import { messageDelivery } from '../messaging/message-delivery';
import { jobHandlers } from './job-handlers';
import { createJobRunner, type JobRunner } from './job-runner';

/**
 * The job runner with every handler wired to what it needs. The payment gateway is passed in
 * rather than made here: the app's routes use the same one, chosen once from the configuration.
 */
export function createBackgroundJobs(deps: {
  db: Db;
  logger: Logger;
  config: AppConfig;
  /** The app's session secret: waitlist links are derived from it (waitlist-links.ts). */
  sessionSecret: string;
  mailer: Mailer;
  gateway: PaymentGateway | undefined;
  /** Seats a waitlist hold or an unpaid booking gives back reach every process's booking page. */
  changes: Pick<ChangeNotices, 'publish'>;
  pollMs?: number;
  /** Where failed attempts and the jobs' payment moves are counted. */
  metrics?: BusinessMetrics;
  /**
   * The clock the waitlist and reminder jobs judge holds and reminders by: the app's, so tests
   * that pin the app's clock pin theirs. Jobs fall due by the database's clock all the same.
   */
  now?: () => Date;
}): JobRunner {
  const { db, logger, config } = deps;
  // The handlers' service wakes the runner it belongs to, which exists only after it is made.
  const wake = { wake: () => runner.wake() };
  const clock = { now: deps.now ?? (() => new Date()), timeZone: config.timeZone };
  const guestMail = guestMailGate({
    enabled: config.rateLimits,
    logger,
    ...(deps.metrics ? { metrics: deps.metrics } : {}),
  });
  const mails = bookingMailQueue(
    clock,
    config.publicUrl,
    config.tastingMinutes,
    config.reminderHoursBefore,
    guestMail,
  );
  const links = waitlistLinks(deps.sessionSecret, config.publicUrl);
  const offers = waitlistOffers({ clock, links, holdMinutes: config.waitlistHoldMinutes });
  const bookingPayments = bookingPaymentsService({
    db,
    clock,
    gateway: deps.gateway,
    jobs: wake,
    changes: deps.changes,
    mails,
    publicUrl: config.publicUrl,
    secret: deps.sessionSecret,
    logger,
    offers,
    ...(deps.metrics ? { metrics: deps.metrics } : {}),
  });
  const corporateOrders = corporateOrderService({
    db,
    clock: { now: () => new Date(), timeZone: config.timeZone },
    gateway: deps.gateway,
    jobs: wake,
    publicUrl: config.publicUrl,
    logger,
    otherPayments: bookingPayments,
    ...(deps.metrics ? { metrics: deps.metrics } : {}),
  });
  const waitlist = waitlistService({
    db,
    clock,
    jobs: wake,
    changes: deps.changes,
    links,
    offers,
    mails,
    publicUrl: config.publicUrl,
    tastingMinutes: config.tastingMinutes,
    guestMail,
  });
  const runner: JobRunner = createJobRunner({
    db,
    logger,
    handlers: jobHandlers({
      mailer: deps.mailer,
      corporateOrders,
      bookingPayments,
      extraPayments: {
        db,
        gateway: () => {
          if (!deps.gateway) throw new Error('a refund needs the payment gateway');
          return deps.gateway;
        },
        now: clock.now,
        logger,
      },
      waitlist,
      messages: messageDelivery({ db, messenger: chooseMessenger(config), now: clock.now, logger }),
      reminder: bookingReminderHandler({
        db,
        clock,
        mails,
        hoursBefore: config.reminderHoursBefore,
      }),
    }),
    ...(deps.pollMs ? { pollMs: deps.pollMs } : {}),
    ...(deps.metrics ? { onFailure: deps.metrics.jobFailed } : {}),
  });
  return runner;
}
