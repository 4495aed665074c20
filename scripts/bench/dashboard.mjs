// The staff dashboard on PostgreSQL over a million generated page views.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { scratchDatabase, startServer } from './server.mjs';
import { median } from './stats.mjs';
import { rollUpNow, seedTraffic, signInAsAdmin } from './traffic.mjs';

const BENCH_VIEWS = 1_000_000;
const BENCH_DAYS = 90;
const BENCH_SESSIONS = 150_000;
const CALLS = 20;

/**
 * GET /api/analytics/dashboard on PostgreSQL with 1,000,000 page views spread over the last 90
 * days (150,000 sessions, one view in 50 by a signed-in staff user, staff pages among the
 * paths), made by one INSERT ... SELECT generate_series in a database created for the purpose
 * and dropped afterwards. Returns the median and slowest of 20 calls for the default 30 days
 * and for the whole 90 days.
 */
export async function dashboardBench(root, adminUrl, port, log) {
  if (!adminUrl) return { skipped: 'set BENCH_DATABASE_URL to a PostgreSQL server' };
  const database = await scratchDatabase(adminUrl, 'dashboard');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-bench-dashboard-'));
  const password = crypto.randomBytes(12).toString('base64url');
  let server;
  try {
    // The server migrates and seeds the new database (the staff user included) as it starts.
    server = await startServer(root, port, {
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      DATABASE_URL: database.url,
      ADMIN_PASSWORD: password,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    });
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    let generatedSeconds;
    let rollupSeconds;
    try {
      const started = performance.now();
      await generateTraffic(db);
      generatedSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
      log(`analytics dashboard: ${BENCH_VIEWS} page views generated in ${generatedSeconds} s`);
      rollupSeconds = await rollUpNow(db);
      log(`analytics dashboard: finished days rolled up by the job runner in ${rollupSeconds} s`);
    } finally {
      await db.end();
    }
    const cookie = await signInAsAdmin(server.base, password);
    const today = new Date().toISOString().slice(0, 10);
    const before = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    const ranges = {};
    for (const [label, query] of [
      ['30 days (default)', ''],
      ['90 days', `?startDate=${before(BENCH_DAYS)}&endDate=${today}`],
      ['400 days (the most allowed)', `?startDate=${before(399)}&endDate=${today}`],
      ['today', `?startDate=${today}&endDate=${today}`],
    ]) {
      const times = await timeCalls(`${server.base}/api/analytics/dashboard${query}`, cookie);
      ranges[label] = times;
      log(
        `GET /api/analytics/dashboard ${label}: median ${times.medianMs} ms, slowest ${times.maxMs} ms`,
      );
    }
    return { pageViews: BENCH_VIEWS, generatedSeconds, rollupSeconds, calls: CALLS, ranges };
  } finally {
    await server?.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function generateTraffic(db) {
  await seedTraffic((sql, params) => db.query(sql, params), {
    views: BENCH_VIEWS,
    sessions: BENCH_SESSIONS,
    days: BENCH_DAYS,
  });
  // What autovacuum does soon after a bulk load: statistics, and the visibility map that lets
  // the dashboard read the range from its index alone.
  await db.query('vacuum analyze page_views, analytics_sessions, conversion_events');
}

async function timeCalls(url, cookie) {
  for (let i = 0; i < 3; i++) await timedGet(url, cookie); // warm-up
  const times = [];
  for (let i = 0; i < CALLS; i++) times.push(await timedGet(url, cookie));
  return { medianMs: Math.round(median(times)), maxMs: Math.round(Math.max(...times)) };
}

async function timedGet(url, cookie) {
  const started = performance.now();
  const res = await fetch(url, { headers: { Cookie: cookie } });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`dashboard answered ${res.status}: ${body}`);
  return performance.now() - started;
}
