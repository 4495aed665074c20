import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { createApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { seedDatabase } from '../db/seed';
import { createLogger, type Logger } from '../lib/logger';
import { projectRoot } from '../lib/project-root';
import { openPostgres } from '../db/connection';
import { openChangeNotices, type ChangeNotices } from '../db/change-notices';
import { createServices } from '../services';
import { createAppMetrics } from '../metrics/app-metrics';
import type { JobRunner } from '../jobs/job-runner';
import { chooseGateway } from '../payments/choose-gateway';
import type { PaymentGateway } from '../payments/payment-gateway';
import { createMailer, type Mailer } from '../mail/mailer';
import { guardedMailer } from './mail-guard';
import { MAX_BOOKING_WINDOW_DAYS, SETTING_BOOKING_WINDOW } from '@shared/constants';
import { insertSiteSetting } from './factories';
import { createTestDatabase, type TestDatabase } from './test-database';
import type { ChallengeAttempts } from '../features/reservations/booking-challenge-proof';

export const TEST_ADMIN = { username: 'admin', password: 'correct-horse-battery' };

/** The session secret of every test app (links derived from it can be rebuilt by tests). */
export const TEST_SESSION_SECRET = 'test-secret-that-is-long-enough-for-sessions';

export type TestApp = {
  app: Express;
  database: TestDatabase;
  config: AppConfig;
  /** The app's job runner (mail outbox), started unless the test asked for it idle. */
  jobs: JobRunner;
  /** The payment gateway the app and its jobs share (the sandbox unless keys are set). */
  gateway: PaymentGateway | undefined;
  /** How the app hears of other processes' changes (listening on PostgreSQL). */
  changes: ChangeNotices;
  close(): Promise<void>;
};

/** A lost listener tries again within milliseconds: tests wait for it, not for production's pace. */
const QUICK_RECONNECT = { firstMs: 20, maxMs: 200 };

/** A robot check a test solves in a few milliseconds instead of about two seconds. */
const QUICK_CHALLENGE: ChallengeAttempts = { min: 5, max: 20 };

/** createApp() on a fresh seeded database, configured as a test environment. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    now?: () => Date;
    logger?: Logger;
    wait?: (ms: number) => Promise<void>;
    /** Also serve the pages (from the real index.html template), as production does. */
    withPages?: boolean;
    /** Where mail goes; the configuration's (SMTP or the outbox folder) by default. */
    mailer?: Mailer;
    /** false leaves the job runner idle: the test runs due jobs itself with jobs.runDue(). */
    runJobs?: boolean;
    /**
     * The robot check's work: a few derivations by default, so tests that solve checks stay
     * quick; 'real' asks for what production asks.
     */
    challengeAttempts?: ChallengeAttempts | 'real';
    /**
     * Another server process on this app's database (PostgreSQL only): its own pool, change
     * listener, caches and job runner; the database is neither seeded again nor dropped by it.
     * Close it before the app it shares with, whose close drops the database.
     */
    sameDatabaseAs?: TestApp;
  } = {},
): Promise<TestApp> {
  const database = options.sameDatabaseAs
    ? anotherPool(options.sameDatabaseAs.database)
    : await createTestDatabase();
  if (!options.sameDatabaseAs) {
    await seedDatabase(database.db, TEST_ADMIN);
    // Tests book nights months ahead of their pinned clocks; the booking window (90 days unless
    // staff set it) is widened here, and the tests of the window itself remove this setting.
    await insertSiteSetting(database.db, SETTING_BOOKING_WINDOW, String(MAX_BOOKING_WINDOW_DAYS));
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-data-'));
  const uploadDir = path.join(dataDir, 'uploads');
  fs.mkdirSync(uploadDir);
  const clientDir = options.withPages ? path.join(dataDir, 'client') : undefined;
  if (clientDir) {
    fs.mkdirSync(clientDir);
    fs.copyFileSync(
      path.join(projectRoot(), 'client', 'index.html'),
      path.join(clientDir, 'index.html'),
    );
    // The build copies public files beside index.html; the theme script is written into pages.
    fs.copyFileSync(
      path.join(projectRoot(), 'client', 'public', 'theme-init.js'),
      path.join(clientDir, 'theme-init.js'),
    );
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:5000',
    UPLOAD_DIR: uploadDir,
    DATA_DIR: dataDir,
    ...env,
  });
  const logger = options.logger ?? createLogger('silent');
  const sessionSecret = TEST_SESSION_SECRET;
  const gateway = chooseGateway(config, sessionSecret, database.db);
  const changes = await openChangeNotices(database, logger, QUICK_RECONNECT);
  const services = createServices({
    db: database.db,
    logger,
    config,
    sessionSecret,
    changes,
    mailer: guardedMailer(options.mailer ?? createMailer(config)),
    gateway,
    metrics: createAppMetrics(database.db, logger),
    ...(options.now ? { now: options.now } : {}),
    // Retries and other processes' jobs are found by polling; tests never wait a second for it.
    pollMs: 100,
  });
  const { jobs } = services;
  if (options.runJobs !== false) jobs.start();
  const app = createApp({
    config,
    db: database.db,
    logger,
    services,
    sessionSecret,
    ...(options.challengeAttempts === 'real'
      ? {}
      : { challengeAttempts: options.challengeAttempts ?? QUICK_CHALLENGE }),
    ...(options.wait ? { wait: options.wait } : {}),
    ...(clientDir ? { clientDir } : {}),
  });
  return {
    app,
    database,
    config,
    jobs,
    gateway,
    changes,
    async close() {
      await jobs.stop();
      await changes.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A pool of its own on a PostgreSQL test database; closing it leaves the database be. */
function anotherPool(shared: TestDatabase): TestDatabase {
  if (!shared.url) throw new Error('only PostgreSQL is shared by several processes');
  const database = openPostgres(shared.url);
  return { ...database, drop: () => database.close() };
}

/** A Supertest agent signed in as the seeded staff user. */
export async function signedInAgent(app: Express) {
  const { default: request } = await import('supertest');
  const agent = request.agent(app);
  const res = await agent.post('/api/auth/login').send(TEST_ADMIN);
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return agent;
}
