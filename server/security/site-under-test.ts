import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { seedDatabase } from '../db/seed';
import { createLogger, type Logger } from '../lib/logger';
import { projectRoot } from '../lib/project-root';
import { TEST_ADMIN } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

export const PUBLIC_URL = 'http://localhost:5000';

/** Writes without this header are refused as cross-site before any route runs. */
export const SAME_ORIGIN = { Origin: PUBLIC_URL } as const;

export const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

export type SiteUnderTest = {
  app: Express;
  database: TestDatabase;
  /** Starts a real HTTP server on a free port; the fuzzer sends thousands of requests to it. */
  listen(): Promise<string>;
  close(): Promise<void>;
};

/**
 * The whole site as production mounts it, SPA pages included: createTestApp() mounts the API
 * only, and the route-walking suite must see every route a visitor can reach.
 */
export async function createSiteUnderTest(
  env: Record<string, string> = {},
  options: { logger?: Logger } = {},
): Promise<SiteUnderTest> {
  const database = await createTestDatabase();
  await seedDatabase(database.db, TEST_ADMIN);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-security-'));
  const uploadDir = path.join(dataDir, 'uploads');
  const clientDir = path.join(dataDir, 'client');
  fs.mkdirSync(uploadDir);
  fs.mkdirSync(clientDir);
  // The real template, so the pages are rendered exactly as in production.
  fs.copyFileSync(
    path.join(projectRoot(), 'client', 'index.html'),
    path.join(clientDir, 'index.html'),
  );
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL,
    UPLOAD_DIR: uploadDir,
    DATA_DIR: dataDir,
    ...env,
  });
  const app = createApp({
    config,
    db: database.db,
    logger: options.logger ?? createLogger('silent'),
    sessionSecret: 'test-secret-that-is-long-enough-for-sessions',
    clientDir,
    // The login slowdown would only make the suite slower; what it does is tested elsewhere.
    wait: async () => {},
  });

  let server: ReturnType<Express['listen']> | undefined;
  return {
    app,
    database,
    listen() {
      return new Promise((resolve, reject) => {
        server = app.listen(0, '127.0.0.1', (err?: Error) => {
          if (err) return reject(err);
          resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`);
        });
      });
    },
    async close() {
      if (server) {
        const closing = new Promise((resolve) => server!.close(resolve));
        server.closeAllConnections();
        await closing;
      }
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the seeded staff user in over real HTTP and returns the session cookie. */
export async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { ...SAME_ORIGIN, 'Content-Type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie.split(';')[0]!;
}
