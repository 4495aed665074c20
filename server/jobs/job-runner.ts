import type { JobRow } from '@shared/schema/jobs';
import type { Db } from '../db/connection';
import type { Logger } from '../lib/logger';
import { loggableError } from '../lib/logger';
import {
  exponentialBackoff,
  PermanentJobFailure,
  type JobHandler,
  type JobOutcome,
} from './job-kind';
import {
  claimNextJob,
  deleteFinishedJobsBefore,
  markJobDone,
  markJobFailed,
  renewJobLease,
  scheduleJobRetry,
} from './job.repository';

export type JobRunnerOptions = {
  db: Db;
  logger: Logger;
  // Handlers of different payload types live in one list; each checks its own payload.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  handlers: JobHandler<any>[];
  /** How often an idle runner looks for due jobs (retries, other processes' jobs). */
  pollMs?: number;
  /**
   * How long a claim lasts. While its handler runs, the claim is renewed every third of it; a
   * process that dies leaves the claim to lapse, and another worker takes the job over then.
   */
  leaseMs?: number;
  /** How long done jobs are kept before they are deleted. */
  keepDoneDays?: number;
  /** Told of every failed attempt (the metrics): 'retry' when it runs again, else 'failed'. */
  onFailure?: (kind: string, outcome: 'retry' | 'failed') => void;
};

export type JobRunner = {
  /** Starts polling. A runner that is never started runs jobs only through runDue(). */
  start(): void;
  /** Looks for due jobs now: call after committing a change that queued one. */
  wake(): void;
  /** Runs every job due now, one after another; resolves with how many ran. */
  runDue(): Promise<number>;
  /** Stops taking jobs and waits (up to graceMs) for the one in flight to finish. */
  stop(graceMs?: number): Promise<void>;
};

const HOUR_MS = 60 * 60 * 1000;
const ERROR_TEXT_MAX = 1000;

function errorText(err: unknown): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return text.slice(0, ERROR_TEXT_MAX);
}

/**
 * Runs queued jobs inside the server process, one at a time. Every process may run one: claims go
 * through FOR UPDATE SKIP LOCKED, so each job runs once however many processes poll.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, logger } = options;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 60 * 1000;
  const handlers = new Map(options.handlers.map((h) => [h.kind.name, h]));
  const kinds = [...handlers.keys()];
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopping = false;
  let running: Promise<number> | undefined;
  let wakeAgain = false;
  let lastPrune = 0;
  const claimsKept = new Set<NodeJS.Timeout>();

  /**
   * Renews the claim while the handler works, so a slow attempt (a mail server taking its time)
   * is never taken over and run a second time by another worker while this one is still at it.
   */
  function keepClaim(job: JobRow, log: object): NodeJS.Timeout {
    const timer = setInterval(() => {
      renewJobLease(db, job, leaseMs).then(
        (ours) => {
          if (!ours) clearInterval(timer);
        },
        (err: unknown) =>
          logger.warn({ ...log, err: loggableError(err) }, 'job claim could not be renewed'),
      );
    }, leaseMs / 3);
    claimsKept.add(timer);
    return timer;
  }

  function letClaimGo(timer: NodeJS.Timeout) {
    clearInterval(timer);
    claimsKept.delete(timer);
  }

  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers.get(job.kind)!;
    const log = { jobId: job.id, kind: job.kind, ref: job.ref, attempt: job.attempts };
    const payload = handler.kind.payload.safeParse(job.payload);
    if (!payload.success) {
      await markJobFailed(db, job, `invalid payload: ${payload.error.message}`);
      options.onFailure?.(job.kind, 'failed');
      logger.error(log, 'job failed: its payload is not valid');
      return;
    }
    let outcome: JobOutcome;
    const heartbeat = keepClaim(job, log);
    try {
      outcome = await handler.run(payload.data, {
        id: job.id,
        attempt: job.attempts,
        ref: job.ref,
      });
    } catch (err) {
      letClaimGo(heartbeat);
      const text = errorText(err);
      if (job.attempts >= job.maxAttempts || err instanceof PermanentJobFailure) {
        await markJobFailed(db, job, text);
        options.onFailure?.(job.kind, 'failed');
        logger.error(
          { ...log, err: loggableError(err) },
          err instanceof PermanentJobFailure
            ? 'job failed for good: trying again cannot help'
            : 'job failed for good after its last attempt',
        );
      } else {
        const delay = (handler.kind.retryDelayMs ?? exponentialBackoff)(job.attempts);
        await scheduleJobRetry(db, job, delay, text);
        options.onFailure?.(job.kind, 'retry');
        logger.warn(
          { ...log, err: loggableError(err), retryInMs: delay },
          'job attempt failed; will retry',
        );
      }
      return;
    }
    letClaimGo(heartbeat);
    if (outcome && job.attempts < job.maxAttempts) {
      await scheduleJobRetry(db, job, outcome.checkAgainInMs, 'not settled yet');
      logger.info({ ...log, checkAgainInMs: outcome.checkAgainInMs }, 'job will look again');
      return;
    }
    await markJobDone(db, job);
    logger.info(log, outcome ? 'job done: stopped looking after its last attempt' : 'job done');
  }

  async function drain(): Promise<number> {
    let count = 0;
    do {
      wakeAgain = false;
      while (!stopping) {
        const job = await claimNextJob(db, kinds, leaseMs);
        if (!job) break;
        await runOne(job);
        count += 1;
      }
    } while (wakeAgain && !stopping);
    if (Date.now() - lastPrune > HOUR_MS) {
      lastPrune = Date.now();
      await deleteFinishedJobsBefore(db, options.keepDoneDays ?? 14);
    }
    return count;
  }

  function runDue(): Promise<number> {
    if (running) {
      wakeAgain = true;
      return running;
    }
    running = drain().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(delay: number) {
    if (!started || stopping) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
  }

  function tick() {
    runDue()
      .catch((err: unknown) => logger.error({ err: loggableError(err) }, 'job runner poll failed'))
      .finally(() => schedule(pollMs));
  }

  return {
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    wake() {
      if (stopping) return;
      if (running) wakeAgain = true;
      else if (started) schedule(0);
    },
    runDue,
    async stop(graceMs = 10_000) {
      stopping = true;
      clearTimeout(timer);
      if (!running) return;
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        running.catch(() => 0),
        new Promise<void>((resolve) => {
          grace = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(grace);
      // A job still running past the grace is abandoned with the process: its claim lapses and
      // another worker runs it again (at-least-once).
      for (const timer of claimsKept) letClaimGo(timer);
    },
  };
}
