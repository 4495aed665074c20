// The app under measurement: a private copy of the build, started as `npm start` starts it, and
// autocannon against it.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const SERVER_ENTRY = 'dist/server/server/index.js';

/**
 * Copies the build (with package.json, which marks the project root, and the migrations) to a
 * folder of its own, with node_modules linked, so a rebuild by someone else during the bench
 * (e2e runs `npm run build`) cannot pull the files from under the running server.
 */
export function snapshotBuild() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-bench-build-'));
  fs.cpSync('dist', path.join(root, 'dist'), { recursive: true });
  fs.cpSync('migrations', path.join(root, 'migrations'), { recursive: true });
  fs.copyFileSync('package.json', path.join(root, 'package.json'));
  fs.symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/** Starts the built server on `port`; resolves once it listens. `stop()` waits for its exit code. */
export function startServer(root, port, env = {}) {
  const child = spawn(process.execPath, [path.join(root, SERVER_ENTRY)], {
    env: { ...process.env, PORT: String(port), RATE_LIMITS: 'off', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  /** Resolves with the exit code (null when a signal ended it). */
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error('the server did not start within 120 s'));
    }, 120_000);
    child.stdout.on('data', (d) => {
      if (d.toString().includes('is open at')) {
        clearTimeout(timer);
        resolve({ base: `http://127.0.0.1:${port}`, pid: child.pid, stop });
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}`));
    });
  });
}

/** A database of its own beside BENCH_DATABASE_URL's, dropped by `drop()`. */
export async function scratchDatabase(adminUrl, label) {
  const name = `tasting_bench_${label}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows } = await admin.query('show server_version');
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    version: rows[0].server_version,
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** Throughput and tail latency of one URL: autocannon, `connections` at once for `duration` s. */
export async function load(url, { connections = 50, duration = 8, headers } = {}) {
  const result = await autocannon({ url, connections, duration, ...(headers ? { headers } : {}) });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
