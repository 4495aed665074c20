import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Logger } from '../lib/logger';
import { createTestApp, TEST_ADMIN } from '../test/test-app';
import type { TestDatabase } from '../test/test-database';

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
  const { app, database, close } = await createTestApp(env, {
    ...options,
    withPages: true,
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
      await close();
    },
  };
}

/** Signs a user (the seeded admin unless told) in over real HTTP; returns the session cookie. */
export async function signIn(
  baseUrl: string,
  credentials: { username: string; password: string } = TEST_ADMIN,
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { ...SAME_ORIGIN, 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie.split(';')[0]!;
}
