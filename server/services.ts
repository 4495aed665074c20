import type { AppConfig } from './config';
import type { ChangeNotices } from './db/change-notices';
import type { Db } from './db/connection';
import { corporateOrderService } from './features/corporate/corporate-order.service';
import { bookingPaymentsService } from './features/deposits/booking-payments.service';
import { guestsService } from './features/guests/guests.service';
import { quoteRequestService } from './features/quote-requests/quote-request.service';
import { bookingMailQueue } from './features/reservations/booking-mail-queue';
import { reservationService } from './features/reservations/reservation.service';
import { seatingsService } from './features/seatings/seatings.service';
import { specialNightsService } from './features/special-nights/special-nights.service';
import { waitlistLinks } from './features/waitlist/waitlist-links';
import { waitlistOffers } from './features/waitlist/waitlist-offers';
import { waitlistService } from './features/waitlist/waitlist.service';
import { waitlistStaff } from './features/waitlist/waitlist-staff';
import { createBackgroundJobs } from './jobs/background-jobs';
import type { JobRunner } from './jobs/job-runner';
import type { Logger } from './lib/logger';
import { guestMailGate } from './mail/guest-mail-gate';
import type { Mailer } from './mail/mailer';
import type { AppMetrics } from './metrics/app-metrics';
import type { PaymentGateway } from './payments/payment-gateway';
import { paymentNewsHub } from './payments/payment-news-hub';
import { chooseMessenger } from './messaging/choose-messenger';
import { messageDelivery } from './messaging/message-delivery';

export type ServicesDeps = {
  config: AppConfig;
  db: Db;
  logger: Logger;
  /** The app's session secret: waitlist links and paid bookings' manage links derive from it. */
  sessionSecret: string;
  /** The card-payment gateway, chosen once from the configuration; undefined when not set up. */
  gateway: PaymentGateway | undefined;
  /** Seats given back and edits reach every process (LISTEN/NOTIFY on PostgreSQL). */
  changes: ChangeNotices;
  mailer: Mailer;
  /** Where bookings, payment moves, failed jobs and suppressed mail are counted. */
  metrics: AppMetrics;
  /**
   * The one clock every rule about 'now' reads, in requests and in jobs alike; tests pin it.
   * Jobs fall due by the database's clock all the same.
   */
  now?: () => Date;
  /** How often the job runner looks for jobs queued by other processes or due for a retry. */
  pollMs?: number;
};

/**
 * Every service, built once from one clock and one configuration: the HTTP app's routes and the
 * job runner's handlers use the same instances, so a request and a job never disagree about
 * 'now', the gateway or where a move is counted.
 */
export function createServices(deps: ServicesDeps) {
  const { config, db, logger, gateway, changes, metrics } = deps;
  const clock = { now: deps.now ?? (() => new Date()), timeZone: config.timeZone };
  // Services wake the runner after a commit that queued a job; it is made last, from them.
  const jobs = { wake: () => runner.wake() };
  const { publicUrl, tastingMinutes, reminderHoursBefore } = config;
  const links = waitlistLinks(deps.sessionSecret, publicUrl);
  const offers = waitlistOffers({ clock, links, holdMinutes: config.waitlistHoldMinutes });
  const guests = guestsService({ db, clock });
  const guestMail = guestMailGate({ enabled: config.rateLimits, metrics, logger });
  const mails = bookingMailQueue(clock, publicUrl, tastingMinutes, reminderHoursBefore, guestMail);
  const bookingPayments = bookingPaymentsService({
    db,
    clock,
    gateway,
    jobs,
    changes,
    mails,
    publicUrl,
    secret: deps.sessionSecret,
    logger,
    metrics,
    offers,
  });
  const reservations = reservationService({
    db,
    clock,
    jobs,
    changes,
    publicUrl,
    tastingMinutes,
    reminderHoursBefore,
    metrics,
    offers,
    guests,
    payments: bookingPayments,
    guestMail,
  });
  const waitlist = waitlistService({
    db,
    clock,
    jobs,
    changes,
    links,
    offers,
    mails,
    publicUrl,
    tastingMinutes,
    metrics,
    payments: bookingPayments,
    guestMail,
  });
  const corporateOrders = corporateOrderService({
    db,
    clock,
    gateway,
    jobs,
    publicUrl,
    logger,
    metrics,
  });
  // The webhook asks the corporate orders first, then the bookings, which owns the news.
  const paymentNews = paymentNewsHub({
    db,
    clock,
    jobs,
    metrics,
    payables: [corporateOrders.payable, bookingPayments.payable],
  });
  const messages = messageDelivery({
    db,
    messenger: chooseMessenger(config),
    now: clock.now,
    logger,
  });
  const runner: JobRunner = createBackgroundJobs({
    db,
    logger,
    config,
    mailer: deps.mailer,
    gateway,
    clock,
    mails,
    corporateOrders,
    bookingPayments,
    waitlist,
    messages,
    metrics,
    ...(deps.pollMs ? { pollMs: deps.pollMs } : {}),
  });
  return {
    config,
    clock,
    gateway,
    changes,
    metrics,
    /** The background job runner; whoever starts the app starts it. */
    jobs: runner,
    guests,
    guestMail,
    offers,
    bookingPayments,
    reservations,
    waitlist,
    waitlistStaff: waitlistStaff({ db, clock, jobs, changes, offers }),
    corporateOrders,
    paymentNews,
    /** Guest messages on WhatsApp / SMS: sending, delivery news and the fallback. */
    messages,
    quotes: quoteRequestService({ db, clock, jobs, publicUrl, guestMail }),
    seatings: seatingsService({ db, clock, changes, offers, mails }),
    specialNights: specialNightsService({ db, clock, changes, offers }),
  };
}

export type Services = ReturnType<typeof createServices>;
