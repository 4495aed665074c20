// `npm run bench`: our performance budgets, reported as numbers (never asserted
// in tests). Builds when needed, then measures the public bundle and API latency/throughput.
// BENCH_DATABASE_URL=postgres://... runs the API part against PostgreSQL (the budget's setting)
// and adds the staff dashboard on a million generated page views in a database of its own.
// BENCH_ONLY=dashboard (or bundle, api, lighthouse; comma-separated) runs only those parts.
import { execSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';

const BENCH_VIEWS = 1_000_000;
const BENCH_DAYS = 90;
const BENCH_SESSIONS = 150_000;

const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const wanted = (part) => !only || only.includes(part);

execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });

function publicInitialJsGzip() {
  const html = fs.readFileSync('dist/client/index.html', 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const bytes = files.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join('dist/client', file))).length,
    0,
  );
  return { files, kb: bytes / 1024 };
}

function startServer(port, env = {}) {
  const child = spawn(process.execPath, ['dist/server/server/index.js'], {
    env: { ...process.env, PORT: String(port), RATE_LIMITS: 'off', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => d.toString().includes('is open at') && resolve(child));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

async function load(url, connections = 50, duration = 8) {
  const result = await autocannon({ url, connections, duration });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Lighthouse (mobile, the default) on the public pages, in Debian's Chromium. */
async function lighthouse(base) {
  for (const page of ['/', '/book', '/corporate', '/contact']) {
    const out = path.join(os.tmpdir(), `tasting-lh-${page.replace(/\W/g, '') || 'home'}.json`);
    try {
      execSync(
        `npx lighthouse ${base}${page} --quiet --output=json --output-path=${out} --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run"`,
        {
          env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
          stdio: 'ignore',
          timeout: 180_000,
        },
      );
      const report = JSON.parse(fs.readFileSync(out, 'utf8'));
      const scores = Object.values(report.categories).map(
        (c) => `${c.title} ${Math.round(c.score * 100)}`,
      );
      console.log(`lighthouse ${page}: ${scores.join(', ')}`);
    } catch (err) {
      console.log(`lighthouse ${page}: failed (${err.message.split('\n')[0]})`);
    }
  }
}

if (wanted('bundle')) {
  const bundle = publicInitialJsGzip();
  console.log(
    `public initial JS: ${bundle.kb.toFixed(1)} KB gzip (budget 110) [${bundle.files.join(', ')}]`,
  );
}

if (wanted('api') || wanted('lighthouse')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-bench-'));
  const port = 5900;
  const server = await startServer(port, {
    DATA_DIR: dataDir,
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    if (wanted('api')) await apiLoad(base);
    if (wanted('lighthouse')) await lighthouse(base);
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (wanted('dashboard')) await dashboardBench(process.env.BENCH_DATABASE_URL);

async function apiLoad(base) {
  await load(`${base}/healthz`, 10, 2); // warm-up
  const bare = await load(`${base}/healthz`);
  console.log(`bare route  /healthz: ${bare.rps.toFixed(0)} req/s, p99 ${bare.p99} ms`);
  const future = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  for (const route of [
    `/api/availability?date=${future}`,
    '/api/site-settings/contact',
    '/api/time-slots',
  ]) {
    const r = await load(`${base}${route}`);
    const share = ((r.rps / bare.rps) * 100).toFixed(0);
    console.log(`${route}: ${r.rps.toFixed(0)} req/s (${share}% of bare), p99 ${r.p99} ms`);
  }
}

/**
 * GET /api/analytics/dashboard on PostgreSQL with 1,000,000 page views spread over the last 90
 * days (150,000 sessions, one view in 50 by a signed-in staff user, staff pages among the
 * paths), made by one INSERT ... SELECT generate_series in a database created for the purpose
 * and dropped afterwards. Reports the median and slowest of 20 calls for the default 30 days
 * and for the whole 90 days.
 */
async function dashboardBench(adminUrl) {
  if (!adminUrl) {
    console.log('analytics dashboard: skipped (set BENCH_DATABASE_URL to a PostgreSQL server)');
    return;
  }
  const name = `tasting_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-bench-dashboard-'));
  const password = crypto.randomBytes(12).toString('base64url');
  const port = 5901;
  let server;
  try {
    // The server migrates and seeds the new database (the staff user included) as it starts.
    server = await startServer(port, {
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      ADMIN_PASSWORD: password,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    });
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      const started = performance.now();
      await generateTraffic(db);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`analytics dashboard: ${BENCH_VIEWS} page views generated in ${seconds} s`);
    } finally {
      await db.end();
    }
    const base = `http://127.0.0.1:${port}`;
    const cookie = await signInAs(base, 'admin', password);
    const today = new Date().toISOString().slice(0, 10);
    const before = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    for (const [label, query] of [
      ['30 days (default)', ''],
      ['90 days', `?startDate=${before(BENCH_DAYS)}&endDate=${today}`],
    ]) {
      const times = await timeCalls(`${base}/api/analytics/dashboard${query}`, cookie, 20);
      console.log(
        `GET /api/analytics/dashboard ${label}: median ${times.median.toFixed(0)} ms, slowest ${times.max.toFixed(0)} ms (budget 300 ms)`,
      );
    }
  } finally {
    server?.kill('SIGTERM');
    if (server) await new Promise((resolve) => server.once('exit', resolve));
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function generateTraffic(db) {
  const userAgent =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
  // Paths weighted towards the first ones; views arrive in time order, as they do in real life.
  await db.query(
    `insert into page_views (path, session_id, user_id, device_info, referrer, created_at, viewed_at)
     select (array['/', '/book', '/corporate', '/contact', '/reservation/:token', '/login',
                   '/staff', '/staff/reservations', '/no-such-page'])[1 + floor(power(random(), 2) * 9)::int],
            'bench-session-' || (g % $2),
            case when g % 50 = 0 then 1 end,
            jsonb_build_object('userAgent', $3::text, 'language', 'en-IN', 'screenSize', '1280x800'),
            case when g % 7 = 0 then 'https://www.google.com/' end,
            at, at
     from (select g, now() - random() * make_interval(days => $4) as at
           from generate_series(1, $1) as g) as generated
     order by at`,
    [BENCH_VIEWS, BENCH_SESSIONS, userAgent, BENCH_DAYS],
  );
  await db.query(
    `insert into analytics_sessions (session_id, first_seen, last_seen, total_visits, first_public_view_at)
     select session_id, min(created_at), max(created_at), 1,
            min(created_at) filter (where user_id is null and path !~ '^/staff(/|$)' and path <> '/login')
     from page_views group by session_id`,
  );
  await db.query(
    `insert into conversion_events (event_type, session_id, timestamp)
     select (array['reservation_start', 'reservation_form_filled'])[1 + g % 2],
            'bench-session-' || (g % $2), now() - random() * make_interval(days => $3)
     from generate_series(1, $1) as g`,
    [BENCH_VIEWS / 20, BENCH_SESSIONS, BENCH_DAYS],
  );
  // What autovacuum does soon after a bulk load: statistics, and the visibility map that lets
  // the dashboard read the range from its index alone.
  await db.query('vacuum analyze page_views, analytics_sessions, conversion_events');
}

async function signInAs(base, username, password) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`bench sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function timeCalls(url, cookie, calls) {
  for (let i = 0; i < 3; i++) await timedGet(url, cookie); // warm-up
  const times = [];
  for (let i = 0; i < calls; i++) times.push(await timedGet(url, cookie));
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], max: times[times.length - 1] };
}

async function timedGet(url, cookie) {
  const started = performance.now();
  const res = await fetch(url, { headers: { Cookie: cookie } });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`dashboard answered ${res.status}: ${body}`);
  return performance.now() - started;
}
