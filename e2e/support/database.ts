import crypto from 'node:crypto';
import pg from 'pg';

/**
 * Every database this browser run creates is named with this prefix, so the global teardown
 * drops this run's databases and never those of another run going on at the same time.
 * playwright.config.ts sets E2E_RUN_ID once, in the main process; workers inherit it.
 */
export function runDatabasePrefix(): string {
  const runId = process.env.E2E_RUN_ID;
  if (!runId) throw new Error('E2E_RUN_ID is not set: run the browser suite with playwright test');
  return `tasting_e2e_${runId}_`;
}

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The run's seeded PostgreSQL database that every test server's database is copied from. */
export function templateDatabaseName(): string {
  return `${runDatabasePrefix()}template`;
}

function urlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * With TEST_DATABASE_URL set (CI's PostgreSQL pass) a new database beside it, so no two servers
 * share rows; otherwise undefined (the embedded database). Once the global setup has made the
 * run's template, it is a copy of that one, migrated and seeded already (quicker than a server
 * migrating from nothing); `empty: true` asks for one with nothing in it (a first start).
 */
export async function freshDatabaseUrl(
  options: { empty?: boolean } = {},
): Promise<string | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const template = templateDatabaseName();
  const name = `${runDatabasePrefix()}${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, async (client) => {
    const { rowCount } = options.empty
      ? { rowCount: 0 }
      : await client.query('select 1 from pg_database where datname = $1', [template]);
    await client.query(`create database "${name}"${rowCount ? ` template "${template}"` : ''}`);
  });
  return urlOf(adminUrl, name);
}

/**
 * The run's template database, new and empty (TEST_DATABASE_URL set), for the global setup's
 * server to migrate and seed; undefined on the embedded database.
 */
export async function newTemplateDatabaseUrl(): Promise<string | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const template = templateDatabaseName();
  await withAdmin(adminUrl, (client) => client.query(`create database "${template}"`));
  return urlOf(adminUrl, template);
}

/** Drops a database freshDatabaseUrl() made (its server must be stopped, or it is forced off). */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  // The template stays until the run ends (the global teardown drops it).
  if (!name.startsWith(runDatabasePrefix()) || name === templateDatabaseName()) return;
  await withAdmin(adminUrl, (client) =>
    client.query(`drop database if exists "${name}" with (force)`),
  );
}

/** Drops every database of this run that is still there (the global teardown). */
export async function dropRunDatabases(): Promise<string[]> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl || !process.env.E2E_RUN_ID) return [];
  const prefix = runDatabasePrefix();
  return withAdmin(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
    return rows.map((r) => r.datname);
  });
}
