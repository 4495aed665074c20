import type { Express } from 'express';
import { createApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { seedDatabase } from '../db/seed';
import { createLogger } from '../lib/logger';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_ADMIN = { username: 'admin', password: 'correct-horse-battery' };

export type TestApp = {
  app: Express;
  database: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
};

/** createApp() on a fresh seeded database, configured as a test environment. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  await seedDatabase(database.db, TEST_ADMIN);
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:5000', ...env });
  const app = createApp({
    config,
    db: database.db,
    logger: createLogger('silent'),
    sessionSecret: 'test-secret-that-is-long-enough-for-sessions',
  });
  return { app, database, config, close: () => database.drop() };
}
