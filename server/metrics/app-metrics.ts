import client from 'prom-client';
import type { Db } from '../db/connection';
import { countQueuedAndFailedJobs } from '../jobs/job.repository';
import { loggableError, type Logger } from '../lib/logger';
import { registerRuntimeMetrics, type RuntimeSources } from './runtime-metrics';

/** The `code` labels of http_responses_by_code_total: a fixed set, so the series stay few. */
export const WATCHED_STATUS_CODES = [
  '400',
  '401',
  '403',
  '404',
  '409',
  '413',
  '429',
  '5xx',
] as const;

/** The label an answer's status is counted under, or undefined when it is not watched. */
export function watchedStatusCode(status: number): string | undefined {
  if (status >= 500 && status <= 599) return '5xx';
  const code = String(status);
  return (WATCHED_STATUS_CODES as readonly string[]).includes(code) ? code : undefined;
}

export type BookingChannel = 'online' | 'staff';
export type PaymentOutcome = 'verified' | 'failed' | 'refunded';
/** Why a guest-bound message was not sent (server/mail/guest-mail-gate.ts decides). */
export type MailSuppressedReason = 'unproven_address_budget';

/** What the services and the job runner count. Each counts in its own process (see below). */
export type BusinessMetrics = {
  bookingMade(channel: BookingChannel): void;
  paymentMoved(outcome: PaymentOutcome): void;
  jobFailed(kind: string, outcome: 'retry' | 'failed'): void;
  /** A guest-bound message not sent (guest-mail-gate.ts says why). */
  mailSuppressed(reason: MailSuppressedReason): void;
};

/** For services built without metrics (tests, command-line tools): counts nothing. */
export const NO_METRICS: BusinessMetrics = {
  bookingMade: () => undefined,
  paymentMoved: () => undefined,
  jobFailed: () => undefined,
  mailSuppressed: () => undefined,
};

export type AppMetrics = BusinessMetrics & {
  httpRequests: client.Counter<'method' | 'route' | 'status_class'>;
  httpDuration: client.Histogram<'method' | 'route' | 'status_class'>;
  /** Answers by exact status for the few an on-call person looks for (see http-metrics.ts). */
  httpResponsesByCode: client.Counter<'code'>;
  /** Tells the metrics where the pool and the change listener are, once they exist. */
  watch(sources: RuntimeSources): void;
  /** The text Prometheus reads, and its content type. */
  scrape(): Promise<{ contentType: string; body: string }>;
};

let processRegistry: client.Registry | undefined;

/**
 * Node's own figures (CPU, memory, event-loop lag, GC, handles) belong to the process, not to an
 * app: tests build many apps in one process, and each would otherwise start its own collectors.
 */
function processMetrics(): client.Registry {
  if (!processRegistry) {
    processRegistry = new client.Registry();
    client.collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The app's Prometheus metrics. Counters live in this process's memory, as Prometheus expects:
 * it scrapes every process and adds them up. The job queue figures are read from the database
 * at each scrape, so every process reports the same queue.
 */
export function createAppMetrics(db: Db, logger: Logger): AppMetrics {
  const registry = new client.Registry();
  const registers = [registry];
  const httpLabels = ['method', 'route', 'status_class'] as const;
  const httpRequests = new client.Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: httpLabels,
    registers,
  });
  const httpDuration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status class',
    labelNames: httpLabels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const httpResponsesByCode = new client.Counter({
    name: 'http_responses_by_code_total',
    help: 'Answers with the statuses looked at first, exactly (400, 401, 403, 404, 409, 413, 429), and every 5xx together',
    labelNames: ['code'] as const,
    registers,
  });
  for (const code of WATCHED_STATUS_CODES) httpResponsesByCode.inc({ code }, 0);
  const runtime = registerRuntimeMetrics(registry, db, logger);
  const bookings = new client.Counter({
    name: 'tasting_bookings_total',
    help: 'Bookings made, online by diners or by staff',
    labelNames: ['channel'] as const,
    registers,
  });
  const payments = new client.Counter({
    name: 'tasting_payments_total',
    help: 'Corporate order payments that moved: verified (paid), failed or refunded',
    labelNames: ['outcome'] as const,
    registers,
  });
  const jobFailures = new client.Counter({
    name: 'tasting_job_failures_total',
    help: 'Failed job attempts by kind: retry (will run again) or failed (given up)',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const mailSuppressed = new client.Counter({
    name: 'mail_suppressed_total',
    help: "Guest-bound messages not sent, by reason: unproven_address_budget (the hourly budget of an address not shown to be its reader's was spent)",
    labelNames: ['reason'] as const,
    registers,
  });
  mailSuppressed.inc({ reason: 'unproven_address_budget' }, 0);
  for (const channel of ['online', 'staff']) bookings.inc({ channel }, 0);
  for (const outcome of ['verified', 'failed', 'refunded']) payments.inc({ outcome }, 0);

  new client.Gauge({
    name: 'tasting_jobs',
    help: 'Jobs in the queue table now, by kind and status: pending (waiting to run), failed (given up) or paused (held since a restore until the operator releases them)',
    labelNames: ['kind', 'status'] as const,
    registers,
    async collect() {
      this.reset();
      try {
        for (const row of await countQueuedAndFailedJobs(db)) {
          this.set({ kind: row.kind, status: row.status }, row.count);
        }
      } catch (err) {
        // A scrape still answers with everything else; /readyz tells that the database is down.
        logger.warn({ err: loggableError(err) }, 'metrics: the job queue could not be counted');
      }
    },
  });

  return {
    httpRequests,
    httpDuration,
    httpResponsesByCode,
    watch: runtime.watch,
    bookingMade: (channel) => bookings.inc({ channel }),
    paymentMoved: (outcome) => payments.inc({ outcome }),
    jobFailed: (kind, outcome) => jobFailures.inc({ kind, outcome }),
    mailSuppressed: (reason) => mailSuppressed.inc({ reason }),
    async scrape() {
      const parts = await Promise.all([processMetrics().metrics(), registry.metrics()]);
      return { contentType: registry.contentType, body: parts.join('\n') };
    },
  };
}
