import client from 'prom-client';
import type { ChangeNoticesState } from '../db/change-notices';
import type { Db, PoolStats } from '../db/connection';
import { jobQueueHealth } from '../jobs/operator-jobs.repository';
import { appVersion } from '../lib/app-version';
import { loggableError, type Logger } from '../lib/logger';

/** What the process is made of, told to the metrics once it exists (start.ts, app.ts). */
export type RuntimeSources = {
  pool?: (() => PoolStats) | undefined;
  listener?: (() => ChangeNoticesState) | undefined;
};

const LISTENER_STATES: readonly ChangeNoticesState[] = [
  'in-process',
  'connecting',
  'listening',
  'reconnecting',
  'closed',
];

/**
 * The gauges an on-call person reads first besides the requests: the job queue's health, the
 * database pool, the change listener and which release runs. Read at each scrape; the queue's
 * from the database, so every process reports the same figures.
 */
export function registerRuntimeMetrics(
  registry: client.Registry,
  db: Db,
  logger: Logger,
): { watch(sources: RuntimeSources): void } {
  const sources: RuntimeSources = {};
  const registers = [registry];

  new client.Gauge({
    name: 'tasting_build_info',
    help: 'Always 1; its version label names the release this process runs',
    labelNames: ['version'] as const,
    registers,
  }).set({ version: appVersion() }, 1);

  // Both queue gauges come from one query; a scrape that collects them together shares it.
  let reading: ReturnType<typeof jobQueueHealth> | undefined;
  const queueHealth = () =>
    (reading ??= jobQueueHealth(db).finally(() => {
      reading = undefined;
    }));
  async function setFromQueue(
    gauge: client.Gauge,
    pick: (health: Awaited<ReturnType<typeof jobQueueHealth>>) => number,
  ) {
    try {
      gauge.set(pick(await queueHealth()));
    } catch (err) {
      // A scrape still answers with everything else; /readyz tells that the database is down.
      logger.warn({ err: loggableError(err) }, 'metrics: the job queue could not be read');
    }
  }
  new client.Gauge({
    name: 'tasting_jobs_stuck_running',
    help: 'Jobs marked running whose claim lapsed without being renewed: their process died mid-attempt (another worker takes them over)',
    registers,
    collect() {
      return setFromQueue(this, (health) => health.stuckRunning);
    },
  });
  new client.Gauge({
    name: 'tasting_jobs_oldest_due_age_seconds',
    help: 'How long the longest-waiting due job has waited past its time; 0 when none waits',
    registers,
    collect() {
      return setFromQueue(this, (health) => health.oldestDueSeconds);
    },
  });

  new client.Gauge({
    name: 'tasting_db_pool_connections',
    help: 'PostgreSQL pool of this process: connections in use, idle, and queries waiting for one (absent on the embedded database)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.reset();
      const stats = sources.pool?.();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  new client.Gauge({
    name: 'tasting_change_listener_state',
    help: "1 for the state the listener of other processes' changes is in (listening is healthy on PostgreSQL; in-process on the embedded database), 0 for the others",
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.reset();
      const current = sources.listener?.();
      if (!current) return;
      for (const state of LISTENER_STATES) this.set({ state }, state === current ? 1 : 0);
    },
  });

  return {
    watch(more) {
      if (more.pool) sources.pool = more.pool;
      if (more.listener) sources.listener = more.listener;
    },
  };
}
