import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { scheduleRollup } from './features/analytics/rollup-job';
import { Server as NetServer } from 'node:net';
import type { Express } from 'express';
import { ROUTES } from '@shared/routes';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/connection';
import { openChangeNotices } from './db/change-notices';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './db/seed';
import { DatabaseSessionStore } from './features/auth/session-store';
import { sweepExpiredLimits } from './lib/limiter';
import { setConsoleFormat, type Logger } from './lib/logger';
import { SHUTDOWN_GRACE_MS } from './lib/shutdown-grace';
import { securePrivateFolders } from './lib/private-files';
import { resolveSessionSecret } from './lib/session-secret';
import { createMailer } from './mail/mailer';
import { announcePausedJobs } from './jobs/paused-jobs';
import { createServices } from './services';
import { chooseGateway } from './payments/choose-gateway';
import { createAppMetrics } from './metrics/app-metrics';
import type { AppDeps } from './app';

/** How often ended sessions and ended rate-limit windows are deleted. */
const PRUNE_INTERVAL_MS = 15 * 60 * 1000;

export type Prepared = {
  database: Database;
  deps: Omit<AppDeps, 'clientDir' | 'frontend' | 'services' | 'changes'> & {
    services: NonNullable<AppDeps['services']>;
    changes: NonNullable<AppDeps['changes']>;
  };
  stopTimers: () => void;
  /** The first staff user and the password generated for it, to be shown once in the banner. */
  generatedStaffUser?: { username: string; password: string };
};

/** Opens, migrates and seeds the database and gathers what createApp needs. */
export async function prepare(config: AppConfig, logger: Logger): Promise<Prepared> {
  // Before anything is logged: short lines for a developer, JSON lines for a log collector.
  setConsoleFormat(config.isProduction ? 'json' : 'readable');
  securePrivateFolders(config, logger);
  const database = await openDatabase(config);
  await migrateDatabase(database);
  const seeded = await seedDatabase(database.db, {
    username: config.adminUsername,
    password: config.adminPassword,
  });
  // A generated password goes to the console only, in the banner (never to the logs).
  const generatedStaffUser =
    seeded.createdAdmin && seeded.generatedAdminPassword
      ? { username: seeded.createdAdmin, password: seeded.generatedAdminPassword }
      : undefined;
  if (seeded.createdAdmin && !generatedStaffUser) {
    logger.info({ username: seeded.createdAdmin }, 'staff user created');
  }
  // A restored copy holds its mail and payment jobs until the operator decides (npm run jobs).
  await announcePausedJobs(database.db, logger);
  const sessionStore = new DatabaseSessionStore(database.db);
  const pruneTimer = setInterval(() => {
    sessionStore.prune().catch((err: unknown) => logger.warn({ err }, 'session prune failed'));
    sweepExpiredLimits(database.db).catch((err: unknown) =>
      logger.warn({ err }, 'rate limit sweep failed'),
    );
  }, PRUNE_INTERVAL_MS);
  pruneTimer.unref();
  const mailer = createMailer(config);
  const sessionSecret = resolveSessionSecret(config.sessionSecret, config.dataDir);
  const gateway = chooseGateway(config, sessionSecret, database.db);
  if (!gateway) {
    logger.warn(
      'card payments are off: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (or PAYMENTS_SANDBOX=1 for test payments)',
    );
  } else if (gateway.provider === 'sandbox') {
    logger.info('card payments use the built-in sandbox: no real money is taken');
  }
  // One set of metrics for the app and its job runner: they count in the same process.
  const metrics = createAppMetrics(database.db, logger);
  metrics.watch({ pool: database.poolStats });
  // Other processes' edits reach this one's caches (PostgreSQL); closed before the database.
  const changes = await openChangeNotices(database, logger);
  return {
    database,
    deps: {
      config,
      db: database.db,
      logger,
      sessionSecret,
      sessionStore,
      mailer,
      metrics,
      services: createServices({
        db: database.db,
        logger,
        config,
        sessionSecret,
        mailer,
        gateway,
        metrics,
        changes,
      }),
      changes,
    },
    stopTimers: () => clearInterval(pruneTimer),
    ...(generatedStaffUser ? { generatedStaffUser } : {}),
  };
}

/**
 * What the operator must see at start-up: the address and, on the first start, the staff
 * password, which is shown only this once. Framed and set apart by blank lines, and printed after
 * the start-up logs, so it is the last thing on the screen until the first request.
 */
export function startUpBanner(
  url: string,
  staffUser?: { username: string; password: string },
): string {
  const lines = [`The Tasting Room is open at ${url}`];
  if (staffUser) {
    lines.push(
      '',
      `Staff user created: ${staffUser.username}`,
      `Generated password: ${staffUser.password}`,
      '(shown only now; set ADMIN_PASSWORD to choose one)',
      `Sign in at ${url}${ROUTES.login.path}`,
    );
  }
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 4);
  return [
    '',
    '',
    `  ┌${rule}┐`,
    ...lines.map((line) => `  │  ${line.padEnd(width)}  │`),
    `  └${rule}┘`,
    '',
    '',
  ].join('\n');
}

/**
 * Listens and runs the job runner. On SIGTERM/SIGINT it stops accepting connections, finishes the
 * requests in flight and the job in flight, then closes the database and exits. A job cut off by
 * the grace period is retried after restart (or by another process once its claim lapses).
 */
export function serve(app: Express, prepared: Prepared, logger: Logger): Promise<Server> {
  const { config } = prepared.deps;
  return new Promise((resolve) => {
    const server = app.listen(config.port, () => {
      logger.info({ database: prepared.database.kind, url: config.publicUrl }, 'server listening');
      prepared.deps.services.jobs.start();
      // The daily rollup queues its next run itself; this one catches up days missed while down.
      scheduleRollup(prepared.deps.db, 1_000).catch((err: unknown) =>
        logger.warn({ err }, 'analytics rollup could not be queued'),
      );
      process.stdout.write(startUpBanner(config.publicUrl, prepared.generatedStaffUser));
      resolve(server);
    });
    let stopping = false;
    const inFlight = new Set<ServerResponse>();
    // A closed server still serves new requests on connections kept alive, and a proxy keeps
    // reusing its connections: once stopping, every answer (in flight or arriving) closes its
    // connection, so the proxy sends the next request to another process instead.
    server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
      if (stopping) {
        res.setHeader('Connection', 'close');
        return;
      }
      inFlight.add(res);
      res.once('close', () => inFlight.delete(res));
    });
    const shutdown = (signal: string) => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal, requestsInFlight: inFlight.size }, 'shutting down');
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      prepared.stopTimers();
      const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      force.unref();
      const jobsStopped = prepared.deps.services.jobs.stop(SHUTDOWN_GRACE_MS);
      // Stops listening, but leaves the idle kept-alive connections open: closing one now would
      // race a request the proxy may be sending on it at this instant, and a POST cut off that
      // way is not retried (502). Each closes after its next answer (Connection: close above), or
      // when the proxy lets it go idle (nginx: 4 s), or at Node's keep-alive timeout (5 s). The
      // callback runs once the last connection has ended.
      NetServer.prototype.close.call(server, () => {
        jobsStopped
          .then(() => prepared.deps.changes.close())
          .then(() => prepared.database.close())
          .catch((err: unknown) => logger.error({ err }, 'closing the database failed'))
          .finally(() => process.exit(0));
      });
    };
    process.on('SIGTERM', () => shutdown('SIGTERM'));
    process.on('SIGINT', () => shutdown('SIGINT'));
  });
}
