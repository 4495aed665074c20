import crypto from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/connection';
import { migrateDatabase } from '../db/migrate';

/** 'postgres' when TEST_DATABASE_URL is set (CI runs both), otherwise embedded PGlite. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export type TestDatabase = Database & { url?: string; drop(): Promise<void> };

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database
 * created beside TEST_DATABASE_URL and dropped afterwards, so files never share rows.
 */
export async function createTestDatabase(
  options: { poolSize?: number } = {},
): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openPglite();
    await migrateDatabase(database);
    return { ...database, drop: () => database.close() };
  }
  const name = `tasting_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), { max: options.poolSize ?? 10 });
  await migrateDatabase(database);
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
