import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import pg from 'pg';
import { createApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Db } from '../db/connection';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import { createLogger } from '../lib/logger';
import type { UploadStorage } from '../storage/upload-storage';
import { TEST_ADMIN } from './test-app';
import { testDatabaseKind } from './test-database';
import { openTestStorage, type StorageKind } from './test-storages';

/**
 * Where a whole site keeps its state, as an operator would set one up: a DATA_DIR of its own, an
 * empty database (a new PostgreSQL database beside TEST_DATABASE_URL, or none yet in DATA_DIR
 * for the embedded engine) and an empty upload storage of the given kind. For backup tests,
 * which need a database outside the test process's memory.
 */
export type SitePlace = {
  /** The settings a server or a command-line tool needs to work on this place. */
  env: Record<string, string>;
  config: AppConfig;
  storage: UploadStorage;
  remove(): Promise<void>;
};

export async function newSitePlace(kind: StorageKind): Promise<SitePlace> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-site-'));
  const uploads = await openTestStorage(kind);
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:5000',
    ...uploads.env,
  };
  let dropDatabase = async () => {};
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (testDatabaseKind === 'postgres' && adminUrl) {
    const name = `tasting_site_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    };
  }
  return {
    env,
    config: loadConfig(env),
    storage: uploads.storage,
    async remove() {
      await uploads.stop();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type RunningSite = { app: Express; db: Db; close(): Promise<void> };

/**
 * The app on a place, started as the server starts (migrations, then the seed, which adds the
 * admin only to a database without users). Close it before another process opens the place's
 * embedded database.
 */
export async function openSite(place: SitePlace): Promise<RunningSite> {
  const database = await openDatabase(place.config);
  await migrateDatabase(database);
  await seedDatabase(database.db, TEST_ADMIN);
  const app = createApp({
    config: place.config,
    db: database.db,
    logger: createLogger('silent'),
    sessionSecret: 'test-secret-that-is-long-enough-for-sessions',
    storage: place.storage,
  });
  return { app, db: database.db, close: () => database.close() };
}
