import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/connection';
import { migrateDatabase } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated, empty PGlite data folder (the embedded pass). */
    pgliteTemplateFile: string | undefined;
    /** A migrated, empty PostgreSQL database beside TEST_DATABASE_URL (the PostgreSQL pass). */
    postgresTemplateName: string | undefined;
  }
}

/**
 * Migrates one database per integration run, before any test file starts, so each file's own
 * database is a copy of it (a dump loaded into PGlite, or CREATE DATABASE … TEMPLATE on
 * PostgreSQL): a copy takes a fraction of a second where migrating from nothing takes seconds.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openPglite();
    await migrateDatabase(database);
    const dump = await database.dumpDataDir();
    await database.close();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-template-'));
    const file = path.join(folder, 'pglite.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplateFile', file);
    project.provide('postgresTemplateName', undefined);
    return () => fs.rmSync(folder, { recursive: true, force: true });
  }

  const name = `tasting_template_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // One connection: a template must have none open when it is copied, so it is closed first.
  const database = openPostgres(url.toString(), { max: 1 });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplateFile', undefined);
  project.provide('postgresTemplateName', name);
  return () => admin(`drop database if exists "${name}" with (force)`);
}
