import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/connection';
import { embeddedDatabaseFolder } from '../db/embedded-database-in-use';
import { migrateDatabase } from '../db/migrate';

/** 'postgres' when TEST_DATABASE_URL is set (CI runs both), otherwise embedded PGlite. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export type TestDatabase = Database & { url?: string; drop(): Promise<void> };

/** The run's migrated template (database-template.global.ts), read once per test file. */
let pgliteTemplate: Blob | undefined;
function pgliteTemplateDump(): Blob | undefined {
  const file = inject('pgliteTemplateFile');
  if (!file) return undefined;
  pgliteTemplate ??= new Blob([fs.readFileSync(file)]);
  return pgliteTemplate;
}

/**
 * Gives a data folder the embedded database a server or command started on it would make: a copy
 * of the run's migrated template (migrated here without one), so the process skips building a
 * database from nothing, the slowest part of its start.
 */
export async function prepareEmbeddedDatabase(dataDir: string): Promise<void> {
  const template = pgliteTemplateDump();
  const database = await openPglite(
    embeddedDatabaseFolder(dataDir),
    template ? { loadDataDir: template } : {},
  );
  if (!template) await migrateDatabase(database);
  await database.close();
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database
 * created beside TEST_DATABASE_URL and dropped afterwards, so files never share rows. Each is a
 * copy of the run's migrated template; without one (a file run outside the integration project)
 * it is migrated from nothing.
 */
export async function createTestDatabase(
  options: { poolSize?: number } = {},
): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = pgliteTemplateDump();
    const database = await openPglite(undefined, template ? { loadDataDir: template } : {});
    if (!template) await migrateDatabase(database);
    return { ...database, drop: () => database.close() };
  }
  const name = `tasting_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = inject('postgresTemplateName');
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), { max: options.poolSize ?? 10 });
  if (!template) await migrateDatabase(database);
  // Tests may close the pool early (to hand the database to a server process); close once.
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= database.close());
  return {
    ...database,
    close,
    url: url.toString(),
    async drop() {
      await close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
