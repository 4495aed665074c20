import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { E2E_ADMIN } from '../../playwright.config';
import { dropDatabase, freshDatabaseUrl, newTemplateDatabaseUrl } from './database';

export type OwnServer = {
  baseURL: string;
  /** The server's DATA_DIR: its outbox of e-mails lives in `outbox/` there. */
  dataDir: string;
  stop(): Promise<void>;
};

/** The built server, as `npm run build` leaves it. */
export const BUILT_SERVER = 'dist/server/server/index.js';

/**
 * The run's copy of the built app (made by global-setup.ts): the built server and client, the
 * migrations and package.json, with node_modules linked. Servers run from it, so a build started
 * in this checkout during the run (which empties dist/) cannot break the pages under test.
 */
export function appSnapshotDir(): string | undefined {
  const runDir = process.env.E2E_DATA_DIR;
  return runDir ? path.join(runDir, 'app') : undefined;
}

/** The server entry every test server runs: the run's copy when there is one. */
export function serverEntry(): string {
  const snapshot = appSnapshotDir();
  const copied = snapshot && path.join(snapshot, BUILT_SERVER);
  return copied && fs.existsSync(copied) ? copied : BUILT_SERVER;
}

/**
 * The data folder of a server that has migrated and seeded an embedded database and stopped
 * (made once per run by e2e/support/global-setup.ts). Migrating PGlite from nothing takes about
 * ten seconds; copying this folder takes a fraction of one, so every server starts from a copy.
 */
export function templateDataDir(): string | undefined {
  const runDir = process.env.E2E_DATA_DIR;
  return runDir ? path.join(runDir, 'template') : undefined;
}

/** A port nobody listens on now, from the kernel's ephemeral range (never a fixed one). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type StartOptions = {
  /** Extra environment for the server (e.g. RATE_LIMITS). */
  env?: Record<string, string>;
  /** Use this data folder and keep it afterwards (the template); a new temporary one otherwise. */
  dataDir?: string;
  /**
   * false starts from nothing instead of a copy of the template: only the global setup does, to
   * make the run's template (a data folder, or with TEST_DATABASE_URL a database).
   */
  fromTemplate?: boolean;
  /**
   * Rows written straight into the server's database before it starts (SQL through PGlite on its
   * data folder, or pg on its PostgreSQL database): a history too large to book through the API.
   */
  seed?: (query: SeedQuery) => Promise<void>;
};

/** Runs one SQL statement with $1… parameters on the database a server is about to open. */
export type SeedQuery = (sql: string, params?: unknown[]) => Promise<unknown>;

async function seedDatabase(
  databaseUrl: string | undefined,
  dataDir: string,
  seed: (query: SeedQuery) => Promise<void>,
): Promise<void> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await seed((sql, params) => client.query(sql, params));
    } finally {
      await client.end();
    }
    return;
  }
  const db = new PGlite(path.join(dataDir, 'pglite'));
  try {
    await seed((sql, params) => db.query(sql, params));
  } finally {
    await db.close();
  }
}

/**
 * A server of its own (the built app) on a free port, with a fresh data folder, and in the
 * PostgreSQL pass (TEST_DATABASE_URL set) a fresh database of its own, dropped when it stops.
 * The seeded staff user is E2E_ADMIN. Nothing it stores is seen by any other server.
 */
export async function startServer(options: StartOptions = {}): Promise<OwnServer> {
  const runDir = process.env.E2E_DATA_DIR ?? os.tmpdir();
  const keepData = options.dataDir !== undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(runDir, 'server-'));
  fs.mkdirSync(dataDir, { recursive: true });
  const makingTemplate = options.fromTemplate === false;
  const databaseUrl = makingTemplate ? await newTemplateDatabaseUrl() : await freshDatabaseUrl();
  const template = templateDataDir();
  if (!databaseUrl && !makingTemplate && template && fs.existsSync(path.join(template, 'pglite'))) {
    fs.cpSync(template, dataDir, { recursive: true });
  }
  if (options.seed) await seedDatabase(databaseUrl, dataDir, options.seed);
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry()], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Test data is booked "from" networks of its own through X-Forwarded-For (test-data.ts).
      TRUST_PROXY: 'loopback',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...options.env,
    },
  });
  const cleanUp = async () => {
    if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropDatabase(databaseUrl);
  };
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`server did not start in 60 s:\n${output}`));
      }, 60_000);
      const poll = setInterval(() => {
        if (!output.includes('is open at')) return;
        clearTimeout(timer);
        clearInterval(poll);
        resolve();
      }, 50);
      child.once('exit', (code) => {
        clearTimeout(timer);
        clearInterval(poll);
        reject(new Error(`server exited with ${code}:\n${output}`));
      });
    });
  } catch (err) {
    await cleanUp();
    throw err;
  }
  return {
    // 127.0.0.1 rather than localhost, so the browser and the API context are one address
    // (the booking limits count per address).
    baseURL: `http://127.0.0.1:${port}`,
    dataDir,
    async stop() {
      child.removeAllListeners('exit');
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        });
      }
      await cleanUp();
    },
  };
}

/**
 * A server of the test's own, for tests that leave state their file's server must not keep,
 * such as rate-limit counters for 127.0.0.1.
 */
export function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  return startServer({ env });
}
