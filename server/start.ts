import type { Server } from 'node:http';
import type { Express } from 'express';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/connection';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './db/seed';
import { DatabaseSessionStore } from './features/auth/session-store';
import type { Logger } from './lib/logger';
import { resolveSessionSecret } from './lib/session-secret';
import { createMailer } from './mail/mailer';
import { createBackgroundJobs } from './jobs/background-jobs';
import { chooseGateway } from './payments/choose-gateway';
import type { AppDeps } from './app';

const SESSION_PRUNE_INTERVAL_MS = 15 * 60 * 1000;
const SHUTDOWN_GRACE_MS = 10_000;

export type Prepared = {
  database: Database;
  deps: Omit<AppDeps, 'clientDir' | 'frontend' | 'jobs'> & {
    jobs: NonNullable<AppDeps['jobs']>;
  };
  stopTimers: () => void;
};

/** Opens, migrates and seeds the database and gathers what createApp needs. */
export async function prepare(config: AppConfig, logger: Logger): Promise<Prepared> {
  const database = await openDatabase(config);
  await migrateDatabase(database);
  const seeded = await seedDatabase(database.db, {
    username: config.adminUsername,
    password: config.adminPassword,
  });
  if (seeded.generatedAdminPassword) {
    // Printed once, to the console only: the operator needs it to sign in the first time.
    process.stdout.write(
      `\n  Staff user created: ${seeded.createdAdmin}\n  Generated password: ${seeded.generatedAdminPassword}\n  (shown only now; set ADMIN_PASSWORD to choose one)\n\n`,
    );
  } else if (seeded.createdAdmin) {
    logger.info({ username: seeded.createdAdmin }, 'staff user created');
  }
  const sessionStore = new DatabaseSessionStore(database.db);
  const pruneTimer = setInterval(() => {
    sessionStore.prune().catch((err: unknown) => logger.warn({ err }, 'session prune failed'));
  }, SESSION_PRUNE_INTERVAL_MS);
  pruneTimer.unref();
  const mailer = createMailer(config);
  const sessionSecret = resolveSessionSecret(config.sessionSecret, config.dataDir);
  const gateway = chooseGateway(config, sessionSecret);
  if (!gateway) {
    logger.warn(
      'card payments are off: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (or PAYMENTS_SANDBOX=1 for test payments)',
    );
  } else if (gateway.provider === 'sandbox') {
    logger.info('card payments use the built-in sandbox: no real money is taken');
  }
  return {
    database,
    deps: {
      config,
      db: database.db,
      logger,
      sessionSecret,
      sessionStore,
      mailer,
      payments: { gateway },
      jobs: createBackgroundJobs({ db: database.db, logger, config, mailer, gateway }),
    },
    stopTimers: () => clearInterval(pruneTimer),
  };
}

/**
 * Listens and runs the job runner; on SIGTERM/SIGINT finishes in-flight requests and the job in
 * flight, then closes the database. A job cut off by the grace period is retried after restart.
 */
export function serve(app: Express, prepared: Prepared, logger: Logger): Promise<Server> {
  const { config } = prepared.deps;
  return new Promise((resolve) => {
    const server = app.listen(config.port, () => {
      logger.info({ database: prepared.database.kind, url: config.publicUrl }, 'server listening');
      process.stdout.write(`\n  The Tasting Room is open at ${config.publicUrl}\n\n`);
      prepared.deps.jobs.start();
      resolve(server);
    });
    let stopping = false;
    const shutdown = (signal: string) => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'shutting down');
      prepared.stopTimers();
      const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      force.unref();
      const jobsStopped = prepared.deps.jobs.stop(SHUTDOWN_GRACE_MS);
      server.close(() => {
        jobsStopped
          .then(() => prepared.database.close())
          .catch((err: unknown) => logger.error({ err }, 'closing the database failed'))
          .finally(() => process.exit(0));
      });
      server.closeIdleConnections();
    };
    process.on('SIGTERM', () => shutdown('SIGTERM'));
    process.on('SIGINT', () => shutdown('SIGINT'));
  });
}
