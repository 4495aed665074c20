import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN } from '../../playwright.config';
import { freshDatabaseUrl } from './database';

export type OwnServer = { baseURL: string; stop(): Promise<void> };

/**
 * A server of the test's own, on a fresh data folder (and a fresh PostgreSQL database in the
 * PostgreSQL pass), for tests that leave state the shared server must not keep, such as
 * rate-limit counters for 127.0.0.1.
 */
export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-own-'));
  const port = 5400 + Math.floor(Math.random() * 200);
  const databaseUrl = await freshDatabaseUrl();
  const child = spawn(process.execPath, ['dist/server/server/index.js'], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
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
  return {
    // 127.0.0.1 rather than localhost, so the browser and the API context are one address.
    baseURL: `http://127.0.0.1:${port}`,
    async stop() {
      child.removeAllListeners('exit');
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
