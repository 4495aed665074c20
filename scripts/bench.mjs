// `npm run bench`: our performance budgets, reported as numbers (never asserted in tests).
// Builds when needed, then measures a private copy of the build:
//   bundle     the public pages' initial JavaScript, gzip
//   api        GET latency/throughput of API routes beside the bare route (/healthz)
//   pages      each public page's HTML (GET, Accept: text/html) beside the bare route
//   lighthouse Lighthouse mobile on each public page: four scores, FCP, LCP, TBT, CLS, transfer
//              and requests, the median of 3 runs (BENCH_LIGHTHOUSE_RUNS to change)
//   dashboard  the staff dashboard on a million generated page views (PostgreSQL only)
//   history    two years of history (25,000 bookings, 8,000 guests, 1M page views...): each staff
//              read over HTTP and each staff screen in Chromium, on PostgreSQL or PGlite
//   release    release night: 2,000 diners for 90 seats within 10 s, through nginx in front of four
//              processes, then one (PostgreSQL and nginx only); `npm run bench -- --sigterm`
//              also runs it with SIGTERM to one process while bookings are being taken
// BENCH_ONLY=pages,lighthouse (comma-separated) runs only those parts.
// BENCH_DATABASE_URL=postgres://... runs everything on PostgreSQL (the budgets' setting), each
// server on a database of its own created beside that one and dropped afterwards; unset: PGlite.
// Writes bench/results/latest.json (every figure) and latest.md (budgets, figures, pass/fail).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { publicInitialJs } from './bench/bundle.mjs';
import { dashboardBench } from './bench/dashboard.mjs';
import { historyBench } from './bench/history.mjs';
import { lighthousePages } from './bench/lighthouse.mjs';
import { releaseNightBench } from './bench/release-night.mjs';
import { writeResults } from './bench/report.mjs';
import { load, scratchDatabase, snapshotBuild, startServer } from './bench/server.mjs';
import { median } from './bench/stats.mjs';

const PARTS = ['bundle', 'api', 'pages', 'lighthouse', 'dashboard', 'history', 'release'];
const PUBLIC_PAGES = ['/', '/book', '/corporate', '/contact'];
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LOAD_SECONDS = 8;
const CONNECTIONS = 50;
// What a browser sends for a page (compressed answers, as a diner gets them).
const HTML_HEADERS = {
  accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};
const PORTS = {
  app: 5950,
  dashboard: 5951,
  history: Number(process.env.BENCH_HISTORY_PORT ?? 5952),
};

const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const unknown = only?.filter((part) => !PARTS.includes(part)) ?? [];
if (unknown.length) {
  console.error(`BENCH_ONLY: unknown part ${unknown.join(', ')} (known: ${PARTS.join(', ')})`);
  process.exit(2);
}
const wanted = (part) => !only || only.includes(part);
const adminUrl = process.env.BENCH_DATABASE_URL;
const sigterm = process.argv.includes('--sigterm');
const log = (line) => console.log(line);

execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });
const build = snapshotBuild();

const results = {
  date: new Date().toISOString(),
  commit: execSync('git rev-parse HEAD', { encoding: 'utf8' }).trim(),
  dirty: execSync('git status --porcelain', { encoding: 'utf8' }).trim() !== '',
  database: await databaseKind(),
  machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))) },
  parts: PARTS.filter(wanted),
  lighthouseRuns: LIGHTHOUSE_RUNS,
  loadSeconds: LOAD_SECONDS,
  connections: CONNECTIONS,
  htmlRequestHeaders: HTML_HEADERS,
  // The server inherits the environment: note the switches that change what a page is.
  serverSwitches: { SSR: process.env.SSR ?? null },
};

try {
  if (wanted('bundle')) {
    results.bundle = publicInitialJs(build.root);
    log(
      `public initial JS: ${results.bundle.gzipKb} KB gzip (budget 110) [${results.bundle.files.join(', ')}]`,
    );
  }
  if (wanted('api') || wanted('pages') || wanted('lighthouse')) await recorded('app', appParts);
  if (wanted('dashboard')) {
    await recorded('dashboard', async () => {
      results.dashboard = await dashboardBench(build.root, adminUrl, PORTS.dashboard, log);
    });
  }
  if (wanted('history')) {
    await recorded('history', async () => {
      results.history = await historyBench(build.root, adminUrl, PORTS.history, log);
    });
  }
  if (wanted('release')) {
    await recorded('release', async () => {
      results.release = await releaseNightBench(build.root, adminUrl, { sigterm }, log);
    });
  }
} finally {
  build.remove();
}

const md = writeResults(results);
console.log(`\n${md}\nWritten: bench/results/latest.json, bench/results/latest.md`);
if (results.errors) process.exitCode = 1;

/** Runs a part; a failure is logged and kept in the results, and the other parts still run. */
async function recorded(part, run) {
  try {
    await run();
  } catch (err) {
    console.error(`bench ${part}: ${err.stack ?? err}`);
    (results.errors ??= []).push({ part, message: String(err.message ?? err) });
  }
}

async function databaseKind() {
  if (!adminUrl) {
    const { version } = JSON.parse(
      fs.readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8'),
    );
    return { kind: 'pglite', version };
  }
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query('show server_version');
    return { kind: 'postgresql', version: rows[0].server_version };
  } finally {
    await client.end();
  }
}

/** One server (fresh data folder, fresh database) for the API, page and Lighthouse parts. */
async function appParts() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-bench-'));
  const database = adminUrl ? await scratchDatabase(adminUrl, 'app') : null;
  let server;
  try {
    server = await startServer(build.root, PORTS.app, {
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    const { base } = server;
    if (wanted('api') || wanted('pages')) {
      await load(`${base}/healthz`, { connections: 10, duration: 2 }); // warm-up
      const bareSamples = [];
      const beside = besideBare(base, bareSamples);
      if (wanted('api')) results.api = { routes: await apiLoad(base, beside) };
      if (wanted('pages')) results.pages = await pagesLoad(base, beside);
      results.bare = {
        rps: Math.round(median(bareSamples.map((b) => b.rps))),
        p99: median(bareSamples.map((b) => b.p99)),
        samples: bareSamples,
      };
      log(`bare route /healthz, median of ${bareSamples.length}: ${results.bare.rps} req/s`);
    }
    if (wanted('lighthouse')) {
      results.lighthouse = await lighthousePages(base, PUBLIC_PAGES, LIGHTHOUSE_RUNS, log);
    }
  } finally {
    await server?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Measures the bare route right before each URL, so a burst of load from elsewhere on the
 * machine weighs on both figures of a pair alike; the share is against that neighbour.
 */
function besideBare(base, bareSamples) {
  return async (url, headers) => {
    const bare = await load(`${base}/healthz`, {
      connections: CONNECTIONS,
      duration: LOAD_SECONDS,
    });
    bareSamples.push(bare);
    const r = await load(url, { connections: CONNECTIONS, duration: LOAD_SECONDS, headers });
    return { ...r, bare, shareOfBare: Number((r.rps / bare.rps).toFixed(3)) };
  };
}

async function apiLoad(base, beside) {
  const future = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const routes = [];
  for (const route of [
    `/api/availability?date=${future}`,
    '/api/site-settings/contact',
    '/api/time-slots',
  ]) {
    const r = await beside(`${base}${route}`);
    routes.push({ route, ...r });
    log(
      `${route}: ${r.rps} req/s (${Math.round(r.shareOfBare * 100)}% of bare ${r.bare.rps}), p99 ${r.p99} ms`,
    );
  }
  return routes;
}

async function pagesLoad(base, beside) {
  const pages = {};
  for (const page of PUBLIC_PAGES) {
    const url = `${base}${page}`;
    await load(url, { connections: 10, duration: 2, headers: HTML_HEADERS }); // warm-up
    const r = await beside(url, HTML_HEADERS);
    pages[page] = r;
    log(`GET ${page} (HTML): ${r.rps} req/s, p99 ${r.p99} ms (bare ${r.bare.rps} req/s)`);
  }
  return pages;
}
