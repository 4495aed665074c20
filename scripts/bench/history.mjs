// The second year: the staff screens and their reads over a seeded two-year history, on
// PostgreSQL (BENCH_DATABASE_URL) or on PGlite (unset). history-seed.mjs makes the history.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { HISTORY, seedHistory } from './history-seed.mjs';
import { scratchDatabase, startServer } from './server.mjs';
import { rollUpNow, signInAsAdmin } from './traffic.mjs';

const CALLS = 20;
const READ_SECONDS = 20;
const SCREENS = [
  ['Dashboard', '/staff'],
  ['Reservations list', '/staff/reservations'],
  ['Tonight', '/staff/reservations?view=tonight'],
  ['Guest book', '/staff/reservations?view=guests'],
  ['Orders', '/staff/orders'],
  ['Quotes', '/staff/quotes'],
  ['Media library', '/staff/content#media'],
  ['Audit', '/staff/audit'],
];

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The reads the staff screens make first (or will, once they page), and the export. */
function reads() {
  const today = day(0);
  return [
    ['reservations, whole list (no parameters)', '/api/reservations'],
    ['reservations, first page', '/api/reservations?limit=50'],
    ['reservations, tonight', `/api/reservations?date=${today}&limit=200`],
    ['reservations, upcoming page', `/api/reservations?status=confirmed&limit=50`],
    ['reservations, search last year', `/api/reservations?q=diner7001&limit=50`],
    ['reservations, CSV export (all)', '/api/reservations/export.csv'],
    ['service sheet, tonight', `/api/service-sheet?date=${today}`],
    ['waitlist, tonight', `/api/waitlist?date=${today}`],
    ['guests, latest', '/api/guests'],
    ['guests, first page', '/api/guests?limit=50'],
    ['guests, search', '/api/guests?q=diner70&limit=50'],
    ['guest detail', '/api/guests/7001'],
    ['audit, first page', '/api/audit'],
    ['corporate orders, whole list', '/api/corporate-orders'],
    ['corporate orders, first page', '/api/corporate-orders?limit=50'],
    ['corporate orders, screen page', '/api/corporate-orders?limit=25'],
    [
      'corporate orders, awaiting payment',
      '/api/corporate-orders?status=pending&payment=not_paid,pending,failed,refunded&limit=25',
    ],
    ['corporate orders, search', '/api/corporate-orders?q=company%2019&limit=25'],
    ['quote requests, first page', '/api/quote-requests?limit=50'],
    ['quote requests, screen page', '/api/quote-requests?limit=25'],
    ['quote requests, new', '/api/quote-requests?status=new&limit=25'],
    ['quote requests, search', '/api/quote-requests?q=firm%205&limit=25'],
    ['media, first page', '/api/media?limit=50'],
    ['media, screen page', '/api/media?limit=24'],
    ['media, one purpose', '/api/media?purpose=gallery&limit=24'],
    ['media, search', '/api/media?q=photo-3&limit=24'],
    ['dashboard, 7 days', `/api/analytics/dashboard?startDate=${day(-6)}&endDate=${today}`],
    ['dashboard, 30 days', '/api/analytics/dashboard'],
    ['dashboard, 90 days', `/api/analytics/dashboard?startDate=${day(-89)}&endDate=${today}`],
    ['dashboard, 365 days', `/api/analytics/dashboard?startDate=${day(-364)}&endDate=${today}`],
  ];
}

/**
 * Seeds the history, then measures each read (p95 of 20 calls, bytes on the wire with gzip
 * and unpacked) and each staff screen in Chromium (JS heap after a GC, DOM nodes, bytes of the
 * API answers it loaded). `engine` is 'postgresql' (adminUrl needed) or 'pglite'.
 */
export async function historyBench(root, adminUrl, port, log) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-bench-history-'));
  const password = crypto.randomBytes(12).toString('base64url');
  const database = adminUrl ? await scratchDatabase(adminUrl, 'history') : null;
  const env = {
    DATA_DIR: dataDir,
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    ADMIN_PASSWORD: password,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  let server;
  try {
    // The server migrates and seeds the new database as it starts; PGlite serves one process,
    // so there the server is stopped while the history is written, then started again.
    server = await startServer(root, port, env);
    let seedSeconds;
    if (database) {
      const db = new pg.Client({ connectionString: database.url });
      await db.connect();
      try {
        seedSeconds = await seedHistory((sql, params) => db.query(sql, params));
        // The server rolled the (empty) days up as it started; roll the seeded ones, as the
        // nightly job would have over two years, so the dashboard reads what it reads in real life.
        log(`history: finished days rolled up by the job runner in ${await rollUpNow(db)} s`);
      } finally {
        await db.end();
      }
    } else {
      await server.stop();
      const { PGlite } = await import('@electric-sql/pglite');
      const db = new PGlite(path.join(dataDir, 'pglite'));
      try {
        seedSeconds = await seedHistory((sql, params) => db.query(sql, params));
      } finally {
        await db.close();
      }
      server = await startServer(root, port, env);
    }
    log(`history: seeded in ${seedSeconds} s (${JSON.stringify(HISTORY)})`);
    const cookie = await signInAsAdmin(server.base, password);
    const results = { seedSeconds, history: HISTORY, calls: CALLS, reads: {}, screens: {} };
    for (const [label, url] of reads()) {
      const r = await timeRead(`${server.base}${url}`, cookie);
      results.reads[label] = { url, ...r };
      log(
        `history ${label}: p95 ${r.p95Ms} ms, ${r.gzipKb} KB gzip (${r.rawKb} KB), status ${r.status}`,
      );
    }
    results.screens = await measureScreens(server.base, password, log);
    return results;
  } finally {
    await server?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One GET as a browser makes it (gzip accepted): status, ms, bytes on the wire and unpacked. */
function get(url, cookie, encoding) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { headers: { cookie, 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({ status: res.statusCode, ms: performance.now() - started, bytes }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

async function timeRead(url, cookie) {
  await get(url, cookie, 'gzip'); // warm-up
  const times = [];
  let last;
  // A read that takes seconds (the whole history) is called fewer times: at least 3, and no
  // more once READ_SECONDS have passed, so a slow engine does not hold the bench for an hour.
  const started = performance.now();
  for (let i = 0; i < CALLS; i++) {
    last = await get(url, cookie, 'gzip');
    times.push(last.ms);
    if (i >= 2 && performance.now() - started > READ_SECONDS * 1000) break;
  }
  const raw = await get(url, cookie, 'identity');
  times.sort((a, b) => a - b);
  return {
    status: last.status,
    calls: times.length,
    p95Ms: Math.round(times[Math.ceil(0.95 * times.length) - 1]),
    medianMs: Math.round(times[Math.floor(times.length / 2)]),
    gzipKb: Number((last.bytes / 1024).toFixed(1)),
    rawKb: Number((raw.bytes / 1024).toFixed(1)),
  };
}

/** Each staff screen in Chromium, signed in, once its reads have settled. */
async function measureScreens(base, password, log) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const screens = {};
  try {
    for (const [label, url] of SCREENS) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      try {
        const cookie = await signInAsAdmin(base, password);
        await context.addCookies(
          cookie.split('; ').map((pair) => {
            const [name, ...value] = pair.split('=');
            return { name, value: value.join('='), url: base };
          }),
        );
        let apiBytes = 0;
        const pending = [];
        page.on('response', (res) => {
          if (!new URL(res.url()).pathname.startsWith('/api/')) return;
          pending.push(
            res
              .request()
              .sizes()
              .then((s) => (apiBytes += s.responseBodySize))
              .catch(() => undefined),
          );
        });
        const started = performance.now();
        await page.goto(`${base}${url}`, { waitUntil: 'networkidle', timeout: 120_000 });
        const settledMs = Math.round(performance.now() - started);
        await Promise.all(pending);
        const cdp = await context.newCDPSession(page);
        await cdp.send('HeapProfiler.collectGarbage');
        await cdp.send('Performance.enable');
        const { metrics } = await cdp.send('Performance.getMetrics');
        const metric = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
        const domNodes = await page.evaluate("document.getElementsByTagName('*').length");
        screens[label] = {
          url,
          settledMs,
          apiKb: Number((apiBytes / 1024).toFixed(1)),
          jsHeapMb: Number((metric('JSHeapUsedSize') / 1048576).toFixed(1)),
          domNodes,
        };
        log(
          `history screen ${label}: first data ${screens[label].apiKb} KB, heap ${screens[label].jsHeapMb} MB, ${domNodes} DOM nodes, settled in ${settledMs} ms`,
        );
      } catch (err) {
        screens[label] = { url, error: String(err.message ?? err).split('\n')[0] };
        log(`history screen ${label}: ${screens[label].error}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return screens;
}
