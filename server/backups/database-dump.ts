import fs from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Db } from '../db/connection';
import { embeddedDatabaseFolder, embeddedDatabaseInUse } from '../db/embedded-database-in-use';
import type { DatabaseEngine } from './backup-manifest';
import { BackupRefused } from './backup-refused';
import { pgDump, pgRestore } from './postgres-tools';

/** The configured database: PostgreSQL at DATABASE_URL, or the embedded one in DATA_DIR. */
export type DatabaseTarget = { databaseUrl: string | undefined; dataDir: string };

export const engineOf = (target: DatabaseTarget): DatabaseEngine =>
  target.databaseUrl ? 'postgres' : 'pglite';

export const ENGINE_NAMES: Record<DatabaseEngine, string> = {
  postgres: 'the PostgreSQL database',
  pglite: 'the embedded database (PGlite)',
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Migrations drizzle recorded as applied; 0 for a database never migrated. */
async function appliedMigrations(db: Db): Promise<number> {
  const [present] = rowsOf<{ name: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`),
  );
  if (!present?.name) return 0;
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  );
  return row?.n ?? 0;
}

/** Tables, views and sequences outside PostgreSQL's own schemas: anything a restore would meet. */
async function userRelations(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
        and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`),
  );
  return row?.n ?? 0;
}

function refuseWhileOpen(target: DatabaseTarget): void {
  const inUse = embeddedDatabaseInUse(target);
  if (inUse) throw new BackupRefused(inUse);
}

/**
 * Writes the configured database to `file`. PostgreSQL: pg_dump's custom format, while the
 * servers keep running (pg_dump reads one consistent snapshot). Embedded: PGlite's own dump of
 * its data folder, taken with the server stopped (PGlite serves one process at a time).
 */
export async function dumpDatabase(
  target: DatabaseTarget,
  file: string,
  privateDir: string,
): Promise<{ engine: DatabaseEngine; migrations: number }> {
  if (target.databaseUrl) {
    const database = openPostgres(target.databaseUrl, { max: 1 });
    try {
      const migrations = await appliedMigrations(database.db);
      await pgDump(target.databaseUrl, file, privateDir);
      return { engine: 'postgres', migrations };
    } finally {
      await database.close();
    }
  }
  refuseWhileOpen(target);
  const folder = embeddedDatabaseFolder(target.dataDir);
  if (!existsSync(folder)) {
    throw new BackupRefused(`There is no embedded database in ${folder} (is DATA_DIR right?)`);
  }
  const database = await openPglite(folder);
  try {
    const migrations = await appliedMigrations(database.db);
    // Everything written reaches the data files before they are copied.
    await database.db.execute(sql`checkpoint`);
    const dump = await database.dumpDataDir();
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return { engine: 'pglite', migrations };
  } finally {
    await database.close();
  }
}

/** Refuses a database that holds anything: a restore never mixes two sites' rows. */
export async function assertDatabaseEmpty(target: DatabaseTarget): Promise<void> {
  if (target.databaseUrl) {
    const database = openPostgres(target.databaseUrl, { max: 1 });
    try {
      const found = await userRelations(database.db);
      if (found > 0) {
        throw new BackupRefused(
          `The database at DATABASE_URL is not empty (${found} tables, views or sequences): restore into a new, empty database`,
        );
      }
    } finally {
      await database.close();
    }
    return;
  }
  refuseWhileOpen(target);
  const folder = embeddedDatabaseFolder(target.dataDir);
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    throw new BackupRefused(
      `The embedded database in ${folder} already exists: restore into a DATA_DIR without one`,
    );
  }
}

/** Loads a dump made by dumpDatabase() into the empty database assertDatabaseEmpty() accepted. */
export async function loadDatabase(
  target: DatabaseTarget,
  file: string,
  privateDir: string,
): Promise<void> {
  if (target.databaseUrl) {
    await pgRestore(target.databaseUrl, file, privateDir);
    return;
  }
  const dump = new Blob([await fs.readFile(file)]);
  const database = await openPglite(embeddedDatabaseFolder(target.dataDir), { loadDataDir: dump });
  await database.close();
}
