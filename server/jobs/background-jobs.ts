import type { AppConfig } from '../config';
import type { Db } from '../db/connection';
import { corporateOrderService } from '../features/corporate/corporate-order.service';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../mail/mailer';
import type { BusinessMetrics } from '../metrics/app-metrics';
import type { PaymentGateway } from '../payments/payment-gateway';
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
  mailer: Mailer;
  gateway: PaymentGateway | undefined;
  pollMs?: number;
  /** Where failed attempts and the jobs' payment moves are counted. */
  metrics?: BusinessMetrics;
}): JobRunner {
  const { db, logger, config } = deps;
  // The handlers' service wakes the runner it belongs to, which exists only after it is made.
  const wake = { wake: () => runner.wake() };
  const corporateOrders = corporateOrderService({
    db,
    clock: { now: () => new Date(), timeZone: config.timeZone },
    gateway: deps.gateway,
    jobs: wake,
    publicUrl: config.publicUrl,
    logger,
    ...(deps.metrics ? { metrics: deps.metrics } : {}),
  });
  const runner: JobRunner = createJobRunner({
    db,
    logger,
    handlers: jobHandlers({ mailer: deps.mailer, corporateOrders }),
    ...(deps.pollMs ? { pollMs: deps.pollMs } : {}),
    ...(deps.metrics ? { onFailure: deps.metrics.jobFailed } : {}),
  });
  return runner;
}
