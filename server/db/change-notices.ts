import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from '../lib/logger';
import {
  EVERYTHING_CHANGED,
  noticePayload,
  readNoticePayload,
  type ChangeNotice,
} from './change-notice';
import type { Database, Db } from './connection';

/** The one channel every server process of a site listens on. */
export const CHANGE_CHANNEL = 'tasting_changes';

/** How the listening connection shows in pg_stat_activity (operators, and the tests, find it). */
export const LISTENER_APPLICATION_NAME = 'tasting-change-listener';

export type ChangeNoticesState =
  'in-process' | 'connecting' | 'listening' | 'reconnecting' | 'closed';

/**
 * Tells every server process of the site what changed, so each drops its own copies of it (the
 * rendered pages, the contact facts, the seats per night). Call `publish` only after the change
 * has committed: a process told too early could read and keep the old rows again.
 */
export type ChangeNotices = {
  /**
   * Applies the notices in this process at once (the staff member's own next request sees the
   * edit without waiting for a round trip), then tells the other processes. Never throws: the
   * change is already saved, and a process that is not told still lets its copies expire.
   */
  publish(...notices: ChangeNotice[]): Promise<void>;
  /** `apply` hears every notice, from this process or another; returns the unsubscribe. */
  subscribe(apply: (notice: ChangeNotice) => void): () => void;
  /** Where the listener stands, and its backend's pid (for pg_stat_activity). */
  status(): { state: ChangeNoticesState; backendPid: number | undefined };
  close(): Promise<void>;
};

export type RetryDelays = { firstMs: number; maxMs: number };

/** After a lost connection: quickly at first (a restarted database), then every few seconds. */
const RETRY_DELAYS: RetryDelays = { firstMs: 100, maxMs: 5_000 };

function subscribers(logger: Logger) {
  const applies = new Set<(notice: ChangeNotice) => void>();
  return {
    add(apply: (notice: ChangeNotice) => void) {
      applies.add(apply);
      return () => {
        applies.delete(apply);
      };
    },
    deliver(notice: ChangeNotice) {
      for (const apply of applies) {
        try {
          apply(notice);
        } catch (err) {
          // One broken cache must not keep the others from hearing of the change.
          logger.error({ err, notice }, 'applying a change notice failed');
        }
      }
    },
  };
}

/**
 * PGlite lives inside one process, so its caches are this process's only copies: a notice is
 * applied here and goes nowhere else.
 */
export function inProcessChangeNotices(logger: Logger): ChangeNotices {
  const local = subscribers(logger);
  let closed = false;
  return {
    async publish(...notices) {
      for (const notice of notices) local.deliver(notice);
    },
    subscribe: local.add,
    status: () => ({ state: closed ? 'closed' : 'in-process', backendPid: undefined }),
    async close() {
      closed = true;
    },
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY on CHANGE_CHANNEL, over one dedicated connection (not a pool's: a
 * pooled connection is handed to other queries and its LISTEN would go with it). A lost
 * connection is opened again with growing delays; once it listens again every cache is dropped,
 * since notices sent meanwhile were missed.
 *
 * A process hears its own notices too and applies them a second time. That costs at most one
 * extra read of what it had just dropped, and spares an origin tag in every payload and the
 * ways to get one wrong.
 */
export async function listenForChanges(deps: {
  url: string;
  db: Db;
  logger: Logger;
  retry?: RetryDelays;
}): Promise<ChangeNotices> {
  const { logger } = deps;
  const retry = deps.retry ?? RETRY_DELAYS;
  const local = subscribers(logger);
  let state: ChangeNoticesState = 'connecting';
  let client: pg.Client | undefined;
  let backendPid: number | undefined;
  let attempt: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let nextDelayMs = retry.firstMs;

  function retryLater() {
    state = 'reconnecting';
    const delayMs = nextDelayMs;
    nextDelayMs = Math.min(retry.maxMs, nextDelayMs * 2);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      attempt = connect();
    }, delayMs);
    retryTimer.unref();
  }

  /** One attempt to connect and listen; never rejects (a failure schedules the next attempt). */
  async function connect(): Promise<void> {
    const connection = new pg.Client({
      connectionString: deps.url,
      application_name: LISTENER_APPLICATION_NAME,
    });
    let lost = false;
    const onLost = (err?: unknown) => {
      if (lost) return;
      lost = true;
      if (client === connection) client = undefined;
      if (state === 'closed') return;
      logger.warn(
        { err, retryInMs: nextDelayMs },
        'change notices: not listening; other processes’ edits are missed until reconnected',
      );
      retryLater();
    };
    connection.on('error', onLost);
    connection.on('end', () => onLost());
    connection.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL) return;
      local.deliver(readNoticePayload(message.payload ?? ''));
    });
    let pid: number | undefined;
    try {
      await connection.connect();
      await connection.query(`listen ${CHANGE_CHANNEL}`);
      pid = (await connection.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]
        ?.pid;
    } catch (err) {
      onLost(err);
      await connection.end().catch(() => undefined);
      return;
    }
    if (lost || state === 'closed') {
      await connection.end().catch(() => undefined);
      return;
    }
    const reconnected = state === 'reconnecting';
    client = connection;
    backendPid = pid;
    state = 'listening';
    nextDelayMs = retry.firstMs;
    // Only now, while listening: a change made between this drop and the LISTEN would be missed.
    local.deliver(EVERYTHING_CHANGED);
    if (reconnected) logger.info('change notices: listening again; every cache was dropped');
  }

  attempt = connect();
  await attempt;

  return {
    async publish(...notices) {
      for (const notice of notices) local.deliver(notice);
      const payloads = [...new Set(notices.map(noticePayload))];
      if (payloads.length === 0) return;
      try {
        // Outside any transaction: delivered at once (inside one it would wait for the commit).
        await deps.db.execute(
          sql`select pg_notify(${CHANGE_CHANNEL}, payload) from (values ${sql.join(
            payloads.map((p) => sql`(${p}::text)`),
            sql`, `,
          )}) as notices(payload)`,
        );
      } catch (err) {
        logger.warn({ err }, 'change notices: the other processes could not be told');
      }
    },
    subscribe: local.add,
    status: () => ({ state, backendPid: client ? backendPid : undefined }),
    async close() {
      state = 'closed';
      if (retryTimer) clearTimeout(retryTimer);
      await attempt;
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}

/** Listens on PostgreSQL; keeps notices in this process on the embedded database. */
export function openChangeNotices(
  database: Pick<Database, 'kind' | 'db' | 'url'>,
  logger: Logger,
  retry?: RetryDelays,
): Promise<ChangeNotices> {
  if (database.kind === 'pglite') return Promise.resolve(inProcessChangeNotices(logger));
  if (!database.url) throw new Error('listening for changes needs the database URL');
  return listenForChanges({
    url: database.url,
    db: database.db,
    logger,
    ...(retry ? { retry } : {}),
  });
}
