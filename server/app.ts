import compression from 'compression';
import express, { type Express } from 'express';
import session from 'express-session';
import type { AppConfig } from './config';
import type { Db } from './db/connection';
import { availabilityChanged, CONTACT_CHANGED, concerns, PAGES_CHANGED } from './db/change-notice';
import { inProcessChangeNotices, type ChangeNotices } from './db/change-notices';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { authRoutes, SESSION_COOKIE } from './features/auth/auth.routes';
import { createLoginThrottle } from './features/auth/login-throttle';
import { databaseLimiters } from './lib/limiter';
import { createPassport } from './features/auth/passport';
import { DatabaseSessionStore } from './features/auth/session-store';
import { renewSignedInHint } from './features/auth/signed-in-hint';
import { sessionLifetime } from './features/auth/session-lifetime';
import { untrustedProxySignIn } from './features/auth/untrusted-proxy';
import { usersRoutes } from './features/users/users.routes';
import { usersService } from './features/users/users.service';
import { auditRoutes } from './features/audit/audit.routes';
import { contentRoutes } from './features/content/content.routes';
import { healthRoutes } from './features/health/health.routes';
import { mediaRoutes } from './features/media/media.routes';
import { uploadsRoutes } from './features/media/uploads.routes';
import { menuRoutes } from './features/menu/menu.routes';
import { menuService } from './features/menu/menu.service';
import { tastingMenuRoutes } from './features/tasting-menu/tasting-menu.routes';
import { tastingMenuService } from './features/tasting-menu/tasting-menu.service';
import { bookFormRoutes } from './features/reservations/book-form.routes';
import { manageFormRoutes } from './features/reservations/manage-form.routes';
import { sandboxLinkFormRoutes } from './features/payment-link/sandbox-link-form.routes';
import { onlineBookingGuards } from './features/reservations/online-booking-guards';
import { reservationRoutes } from './features/reservations/reservation.routes';
import { reservationList } from './features/reservations/reservation-list';
import { guestsRoutes } from './features/guests/guests.routes';
import { seatingsRoutes } from './features/seatings/seatings.routes';
import { specialNightsRoutes } from './features/special-nights/special-nights.routes';
import { upcomingNightEvents } from './features/special-nights/night-events';
import { waitlistRoutes } from './features/waitlist/waitlist.routes';
import { bookingPaymentRoutes } from './features/deposits/booking-payments.routes';
import { messagesRoutes } from './features/messages/messages.routes';
import { messagesService } from './features/messages/messages.service';
import { contactFacts } from './features/site-settings/contact-facts';
import { siteSettingsRoutes } from './features/site-settings/site-settings.routes';
import { getContactSettings } from './features/site-settings/site-settings.service';
import type { Logger } from './lib/logger';
import { requestLogging } from './lib/request-logging';
import { apiNotFound, errorHandler } from './middleware/error-handler';
import { sameOriginWrites, securityHeaders } from './middleware/security';
import { inlineScriptSources } from './seo/critical-head';
import { builtFrontend, type Frontend } from './frontend';
import { publicSite } from './static-site';
import { pageCache } from './ssr/page-cache';
import { pageReads } from './ssr/page-reads';
import type { SharedDocument } from './ssr/shared-document';
import { serverRender } from './ssr/server-render';
import { uploadStorageFor } from './storage/choose-upload-storage';
import type { UploadStorage } from './storage/upload-storage';
import { createMailer, type Mailer } from './mail/mailer';
import { corporateOrderRoutes } from './features/corporate/corporate-order.routes';
import { paymentRoutes, paymentWebhookRoutes } from './payments/payment.routes';
import { taxDocumentRoutes } from './features/invoices/tax-document.routes';
import { quoteRequestRoutes } from './features/quote-requests/quote-request.routes';
import { chooseGateway, isSandbox } from './payments/choose-gateway';
import type { ChallengeAttempts } from './features/reservations/booking-challenge-proof';
import { createAppMetrics, type AppMetrics } from './metrics/app-metrics';
import type { PaymentGateway } from './payments/payment-gateway';
import { createServices, type Services } from './services';
import { httpMetrics } from './metrics/http-metrics';
import { metricsAccess } from './metrics/metrics-access';
import { metricsRoutes } from './metrics/metrics.routes';
import { messagingConsentService } from './messaging/messaging-consent.service';
import { messagingRoutes, messagingWebhookRoutes } from './messaging/messaging.routes';

export type AppDeps = {
  config: AppConfig;
  db: Db;
  logger: Logger;
  sessionSecret: string;
  sessionStore?: DatabaseSessionStore;
  /** Where uploads are kept; the configuration's bucket or folder by default. */
  storage?: UploadStorage;
  /** Built SPA folder; omitted in API tests. */
  clientDir?: string;
  /** Outgoing mail; SMTP or the DATA_DIR outbox by default, from the configuration. */
  mailer?: Mailer;
  /**
   * Every service and the job runner, built once (server/services.ts) by whoever starts the app,
   * which starts the runner. When omitted, the app builds them from the fields below, and its
   * idle runner leaves queued jobs to a process that runs them.
   */
  services?: Services;
  /**
   * The card-payment gateway. Chosen from the configuration when omitted; `gateway: undefined`
   * means payments are not set up.
   */
  payments?: { gateway: PaymentGateway | undefined };
  /**
   * How this process hears of changes made by the others (LISTEN/NOTIFY on PostgreSQL, see
   * openChangeNotices); this process alone by default. Whoever opens it closes it.
   */
  changes?: ChangeNotices;
  /** The clock rules about 'today' and started seatings read; tests pin it. */
  now?: () => Date;
  /**
   * How many derivations the booking robot check asks for; the real amount by default. Tests
   * that solve many checks ask for a few: the check works the same, only quicker to pass.
   */
  challengeAttempts?: ChallengeAttempts;
  /** How the login slowdown waits; tests record the wait instead of sleeping. */
  wait?: (ms: number) => Promise<void>;
  /**
   * The public site's files, template and renderer from Vite's dev server (npm run dev,
   * dev-frontend.ts); without it, from the build in clientDir.
   */
  frontend?: Frontend;
  /** Prometheus metrics, shared with the job runner (the services'); a fresh set when omitted. */
  metrics?: AppMetrics;
};

const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** Builds the whole app without listening, so tests can drive it with their own dependencies. */
export function createApp(deps: AppDeps): Express {
  const { config, db } = deps;
  const storage = deps.storage ?? uploadStorageFor(config);
  const limits = databaseLimiters(db, config.rateLimits);
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const metrics = deps.services?.metrics ?? deps.metrics ?? createAppMetrics(db, deps.logger);
  const services =
    deps.services ??
    createServices({
      config,
      db,
      logger: deps.logger,
      sessionSecret: deps.sessionSecret,
      gateway: deps.payments
        ? deps.payments.gateway
        : chooseGateway(config, deps.sessionSecret, db),
      changes: deps.changes ?? inProcessChangeNotices(deps.logger),
      mailer: deps.mailer ?? createMailer(config),
      metrics,
      ...(deps.now ? { now: deps.now } : {}),
    });
  const { clock, gateway, changes } = services;
  metrics.watch({ listener: () => changes.status().state });
  const { guests, bookingPayments, reservations, waitlist, corporateOrders } = services;
  const app = express();
  app.disable('x-powered-by');
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);

  // First, so every answer is counted and timed, whoever gives it.
  app.use(httpMetrics(metrics));
  app.use(requestLogging(deps.logger));
  app.use(
    securityHeaders({
      production: config.isProduction,
      devServer: deps.frontend !== undefined,
      razorpayCheckout: gateway?.provider === 'razorpay',
      inlineScripts: deps.clientDir && !deps.frontend ? inlineScriptSources(deps.clientDir) : [],
    }),
  );
  // Uploads are sent as stored, before compression: pictures and PDFs are compressed already,
  // and a byte range must be of the stored bytes.
  app.use('/uploads', uploadsRoutes(storage));
  app.use(compression());
  app.use(healthRoutes(db));
  app.use(metricsRoutes(metrics, metricsAccess(config.metrics)));

  // Before the JSON parser: the webhook's signature covers the exact bytes sent.
  app.use(
    '/api',
    paymentWebhookRoutes({ news: services.paymentNews, gateway, logger: deps.logger }),
  );
  app.use(
    '/api',
    messagingWebhookRoutes({
      ...config,
      settings: config.messaging,
      delivery: services.messages,
      logger: deps.logger,
    }),
  );

  const api = express.Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(sameOriginWrites({ publicUrl: config.publicUrl }));
  api.use((_req, res, next) => {
    // API answers are personal or change often; the client's query cache decides freshness.
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  const sessions = session({
    name: SESSION_COOKIE,
    secret: deps.sessionSecret,
    store: deps.sessionStore ?? new DatabaseSessionStore(db),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isProduction,
      maxAge: SESSION_MAX_AGE_MS,
      path: '/',
    },
  });
  // Visitors without a session cookie need no session: skipping it spares every public read the
  // work of minting a session id that would be thrown away.
  const passport = createPassport(db);
  const restoreUser = passport.session();
  const endExpiredSession = sessionLifetime(clock.now);
  const users = usersService(db);
  api.use(passport.initialize());
  api.use((req, res, next) => {
    if (!req.path.startsWith('/auth/') && !req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) {
      return next();
    }
    sessions(req, res, (err?: unknown) => {
      if (err) return next(err);
      restoreUser(req, res, (restoreErr?: unknown) =>
        restoreErr ? next(restoreErr) : endExpiredSession(req, res, next),
      );
    });
  });
  const hint = { secure: config.isProduction, maxAgeMs: SESSION_MAX_AGE_MS };
  api.use(renewSignedInHint(hint));

  api.use(
    '/auth/login',
    untrustedProxySignIn({ secureCookie: config.isProduction, logger: deps.logger }),
  );
  api.use(
    '/auth',
    authRoutes({
      db,
      passport,
      throttle: createLoginThrottle(limits, wait),
      hint,
      users,
      now: clock.now,
    }),
  );
  api.use('/users', usersRoutes(users));
  api.use('/audit', auditRoutes({ db, timeZone: config.timeZone }));
  api.use('/analytics', analyticsRoutes({ db, limits, clock, sessionSecret: deps.sessionSecret }));
  // SSR=on: rendered public pages are kept for a moment; a staff write to anything they show
  // (content, settings, media, menu) clears them in every process, so the next visitor of any
  // of them sees the edit.
  const publicPages = config.ssr ? pageCache<SharedDocument>() : undefined;
  const contact = contactFacts(() => getContactSettings(db));
  changes.subscribe((notice) => {
    if (concerns(notice, 'pages')) publicPages?.invalidate();
    if (concerns(notice, 'contact')) contact.invalidate();
  });
  const pagesChanged = () => changes.publish(PAGES_CHANGED);
  api.use('/content', contentRoutes(db, pagesChanged));
  api.use(
    '/site-settings',
    siteSettingsRoutes(db, {
      onContactSaved: () => changes.publish(CONTACT_CHANGED),
      // The hours and the booking window decide which nights are open: the seats go too.
      onChanged: () => changes.publish(PAGES_CHANGED, availabilityChanged(undefined)),
    }),
  );
  api.use('/media', mediaRoutes({ db, storage }, pagesChanged));
  const menu = menuService(db);
  api.use('/menu', menuRoutes(menu, pagesChanged));
  const tastingMenus = tastingMenuService(db);
  api.use('/tasting-menu', tastingMenuRoutes(tastingMenus, pagesChanged));
  api.use(
    bookingPaymentRoutes({
      db,
      payments: bookingPayments,
      limits,
      onPolicyChanged: pagesChanged,
    }),
  );
  // One set of booking budgets for the API and the form without JavaScript (POST /book).
  const bookingGuards = onlineBookingGuards({
    reservations,
    limits,
    sessionSecret: deps.sessionSecret,
    challengeAttempts: deps.challengeAttempts,
  });
  api.use(
    reservationRoutes({
      reservations,
      list: reservationList({ db, guests }),
      limits,
      sessionSecret: deps.sessionSecret,
      challengeAttempts: deps.challengeAttempts,
      guards: bookingGuards,
    }),
  );
  api.use(
    waitlistRoutes({
      waitlist,
      staff: services.waitlistStaff,
      reservations,
      limits,
      sessionSecret: deps.sessionSecret,
      challengeAttempts: deps.challengeAttempts,
    }),
  );
  api.use(seatingsRoutes(services.seatings));
  api.use(specialNightsRoutes(services.specialNights));
  api.use(guestsRoutes(guests));
  const consent = messagingConsentService({ db, now: clock.now });
  api.use(messagingRoutes({ consent, limits, sessionSecret: deps.sessionSecret }));
  api.use(corporateOrderRoutes({ orders: corporateOrders, limits }));
  api.use(taxDocumentRoutes(db));
  api.use(
    quoteRequestRoutes({
      quotes: services.quotes,
      limits,
    }),
  );
  api.use(paymentRoutes({ news: services.paymentNews, gateway, limits }));
  api.use('/messages', messagesRoutes(messagesService({ db, jobs: services.jobs })));
  api.use(apiNotFound);
  app.use('/api', api);

  // The pages, from the build or from Vite's dev server, assembled and rendered alike.
  const frontend = deps.frontend ?? (deps.clientDir ? builtFrontend(deps.clientDir) : undefined);
  if (frontend) {
    const render = config.ssr
      ? serverRender({
          load: frontend.loadRenderer,
          call: pageReads({
            db,
            menu,
            tastingMenus,
            reservations,
            orders: corporateOrders,
            waitlist,
            specialNights: services.specialNights,
            ...(isSandbox(gateway) ? { sandboxLinks: gateway } : {}),
          }),
          clock,
          logger: deps.logger,
        })
      : undefined;
    app.use(
      publicSite(frontend, {
        publicUrl: config.publicUrl,
        timeZone: config.timeZone,
        tastingMinutes: config.tastingMinutes,
        contact: contact.get,
        tastingMenu: tastingMenus.get,
        specialNights: () => upcomingNightEvents(db, clock),
        render,
        cache: publicPages,
        formPosts: (answerWithPage) =>
          express
            .Router()
            .use(
              bookFormRoutes({
                guards: bookingGuards,
                payments: bookingPayments,
                publicUrl: config.publicUrl,
                answerWithPage,
                logger: deps.logger,
              }),
            )
            .use(
              manageFormRoutes({
                reservations,
                guards: bookingGuards,
                payments: bookingPayments,
                limits,
                sessionSecret: deps.sessionSecret,
                publicUrl: config.publicUrl,
                answerWithPage,
              }),
            )
            .use(
              sandboxLinkFormRoutes({
                gateway,
                limits,
                publicUrl: config.publicUrl,
                answerWithPage,
              }),
            ),
      }),
    );
  }

  app.use(errorHandler);
  return app;
}
