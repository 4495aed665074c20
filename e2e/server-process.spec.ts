import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { dropDatabase, freshDatabaseUrl } from './support/database';
import { freePort, serverEntry } from './support/own-server';

// The first-run promise of the README, at process level: `npm start` on nothing prints the URL
// and a generated staff password, the password signs in, and a restart keeps session and data.

type Running = { child: ChildProcessWithoutNullStreams; output: () => string };

function startServer(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, [serverEntry()], {
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const poll = setInterval(() => {
      if (output.includes('is open at')) {
        clearTimeout(timer);
        clearInterval(poll);
        resolve({ child, output: () => output });
      }
    }, 50);
    child.on('exit', (code) => {
      clearTimeout(timer);
      clearInterval(poll);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

function stopServer(running: Running): Promise<number | null> {
  return new Promise((resolve) => {
    running.child.removeAllListeners('exit');
    running.child.on('exit', (code) => resolve(code));
    running.child.kill('SIGTERM');
  });
}

test('a fresh start prints the URL and a generated password that signs in; a restart keeps the session', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-first-run-'));
  const port = String(await freePort());
  const env: Record<string, string> = { PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const databaseUrl = await freshDatabaseUrl({ empty: true });
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const base = `http://localhost:${port}`;

  const first = await startServer(env);
  expect(first.output()).toContain(`The Tasting Room is open at ${base}`);
  const password = /Generated password: (\S+)/.exec(first.output())?.[1];
  expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ username: 'admin', password }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))!
    .split(';')[0]!;
  expect((await fetch(`${base}/`)).status).toBe(200);

  expect(await stopServer(first)).toBe(0);

  const second = await startServer(env);
  try {
    // The password is printed once only: the user exists now.
    expect(second.output()).not.toContain('Generated password');
    const check = await fetch(`${base}/api/auth/check`, { headers: { Cookie: cookie } });
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({ username: 'admin' });
  } finally {
    expect(await stopServer(second)).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropDatabase(databaseUrl);
  }
});
