import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { narrowFilesUnder, PRIVATE_DIR_MODE } from '../lib/private-files';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from '@shared/schema/index';
import { embeddedDatabaseFolder } from './embedded-database-in-use';

export type Schema = typeof schema;
/** The one database type every repository uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** PostgreSQL's connection string: what opens connections of its own (change-notices.ts). */
  url?: string;
  /** Runs fn while holding a lock that keeps other processes from migrating at the same time. */
  withMigrationLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** PostgreSQL's connection pool now, for the metrics; PGlite has none. */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
};

/** Connections open (total), of them idle, and queries waiting for one. */
export type PoolStats = { total: number; idle: number; waiting: number };

const MIGRATION_LOCK_KEY = 727_001;

export function openPostgres(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    url,
    async withMigrationLock(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await fn(drizzlePg({ client, schema, casing: 'snake_case' }) as unknown as Db);
      } finally {
        await client
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
          .catch(() => undefined);
        client.release();
      }
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}

/** Embedded PostgreSQL: the common interface, plus a dump of its data folder (test templates). */
export type PgliteDatabase = Database & { dumpDataDir(): Promise<Blob> };

/**
 * Embedded PostgreSQL. dataDir undefined keeps it in memory (tests); `loadDataDir` starts it from
 * a dump made by dumpDataDir() (a migrated template) instead of from nothing.
 */
export async function openPglite(
  dataDir?: string,
  options: { loadDataDir?: Blob } = {},
): Promise<PgliteDatabase> {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true, mode: PRIVATE_DIR_MODE });
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  // PGlite gives its files mode 0666 whatever the umask: narrowed when it opens and closes. In
  // between, files it adds are out of others' reach anyway, inside its 0700 folders.
  if (dataDir) narrowFilesUnder(dataDir);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite lives in this process only, so there is nobody to race with.
    withMigrationLock: (fn) => fn(db),
    close: async () => {
      await client.close();
      if (dataDir) narrowFilesUnder(dataDir);
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

export async function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite(embeddedDatabaseFolder(config.dataDir));
}
