import crypto from 'node:crypto';
import pg from 'pg';

/**
 * With TEST_DATABASE_URL set (CI's PostgreSQL pass) a new empty database beside it, so the app
 * under test migrates and seeds it itself; otherwise undefined (the embedded database).
 */
export async function freshDatabaseUrl(): Promise<string | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `tasting_e2e_${crypto.randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
