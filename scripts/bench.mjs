// `npm run bench`: our performance budgets, reported as numbers (never asserted
// in tests). Builds when needed, then measures the public bundle and API latency/throughput.
// BENCH_DATABASE_URL=postgres://... runs the API part against PostgreSQL (the budget's setting).
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';

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

function startServer(port, env) {
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

const bundle = publicInitialJsGzip();
console.log(
  `public initial JS: ${bundle.kb.toFixed(1)} KB gzip (budget 110) [${bundle.files.join(', ')}]`,
);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-bench-'));
const port = 5900;
const server = await startServer(port, {
  DATA_DIR: dataDir,
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
try {
  const base = `http://127.0.0.1:${port}`;
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
  await lighthouse(base);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
