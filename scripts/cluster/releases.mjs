// Releases as deploy/tasting-room-release lays them out, for the cluster test: two "commits" made
// from the one build (each a copy with a marker of its own, so nothing is built twice), a
// `current` link the processes start from, and a small control server standing in for systemd,
// so the shipped script itself restarts the test's processes and reloads its nginx.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../bench/server.mjs';

const RELEASE_SCRIPT = path.resolve('deploy/tasting-room-release');
const ASSETS = path.join('dist', 'client', 'assets');

/**
 * A release folder made from the build: what `tasting-room-release build` leaves, with
 * /release.txt naming it and a fingerprinted file of its own (`release-NAME.js`).
 */
function makeRelease(root, name) {
  const dir = path.join(root, 'releases', name);
  fs.mkdirSync(dir, { recursive: true });
  fs.cpSync('dist', path.join(dir, 'dist'), { recursive: true });
  fs.cpSync('migrations', path.join(dir, 'migrations'), { recursive: true });
  fs.copyFileSync('package.json', path.join(dir, 'package.json'));
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  fs.writeFileSync(path.join(dir, 'dist', 'client', 'release.txt'), name);
  const asset = `release-${name}.js`;
  fs.writeFileSync(path.join(dir, ASSETS, asset), `console.log(${JSON.stringify(name)});\n`);
  // The script records the files a build made, to hand on to the next release.
  fs.writeFileSync(
    path.join(dir, '.own-assets'),
    `${fs.readdirSync(path.join(dir, ASSETS)).join('\n')}\n`,
  );
  return { dir, name, asset: `/assets/${asset}` };
}

/** TASTING_ROOT with releases a and b, `current` at a. */
export function releaseRoot() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-releases-'));
  const a = makeRelease(root, 'a');
  const b = makeRelease(root, 'b');
  fs.symlinkSync(a.dir, path.join(root, 'current'));
  return { root, a, b, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/**
 * The app processes on `ports`, each started from `root/current` as the unit starts it, and a
 * control server: POST /restart/PORT stops that process (SIGTERM, as systemctl restart) and
 * starts it again from whatever `current` is now, answering once it listens.
 */
export async function startInstances({ root, ports, env }) {
  const current = path.join(root, 'current');
  const running = new Map();
  const start = async (port) => running.set(port, await startServer(current, port, env));
  await Promise.all(ports.map(start));
  const control = http.createServer((req, res) => {
    const port = Number(/^\/restart\/(\d+)$/.exec(req.url ?? '')?.[1]);
    const app = running.get(port);
    if (req.method !== 'POST' || !app) return void res.writeHead(404).end();
    app
      .stop()
      .then(() => start(port))
      .then(
        () => res.end('restarted\n'),
        (err) => res.writeHead(500).end(`${err.message}\n`),
      );
  });
  await new Promise((resolve) => control.listen(0, '127.0.0.1', resolve));
  const { port: controlPort } = control.address();
  return {
    apps: ports.map((port) => ({ base: `http://127.0.0.1:${port}` })),
    restartCommand: `curl -fsS -o /dev/null -X POST http://127.0.0.1:${controlPort}/restart/$1`,
    async stop() {
      await new Promise((resolve) => control.close(resolve));
      await Promise.all([...running.values()].map((app) => app.stop()));
    },
  };
}

/** Runs deploy/tasting-room-release with the test's layout, nginx and processes. */
export function runRelease(args, { root, ports, proxy, restartCommand }) {
  const child = spawn(RELEASE_SCRIPT, args, {
    env: {
      PATH: process.env.PATH,
      TASTING_ROOT: root,
      INSTANCES: ports.join(' '),
      NGINX_SITE: proxy.conf,
      NGINX_RELOAD: `kill -HUP ${proxy.pid}`,
      RESTART: restartCommand,
      RELOAD_SETTLE: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

/** One request on a connection of its own; resolves with the status and body. */
function requestOnce(base, { path: url, method, body, from }) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${url}`,
      {
        method,
        // A connection per request: nginx closes its idle client connections when it reloads,
        // and a request sent on one at that instant is lost by a client that does not send it
        // again (browsers do). What is counted here is what the release itself fails.
        agent: false,
        headers: {
          'X-Forwarded-For': from,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Requests through the proxy from `workers` clients, one after another each, until stop():
 * pages, the API, the releases' files and a write. A failure is an answer of 500 or more or no
 * answer at all; stop() resolves with the count of answers and every failure.
 */
export function steadyLoad(base, assetPaths, { workers = 4 } = {}) {
  let running = true;
  const tally = { answers: 0, failures: [], releases: {} };
  const requests = [
    { path: '/' },
    { path: '/api/menu' },
    { path: '/release.txt' },
    ...assetPaths.map((p) => ({ path: p })),
    // A write nginx would not retry on another process (400: the booking form left empty).
    { path: '/api/reservations', method: 'POST', body: '{}' },
  ];
  const worker = async (n) => {
    for (let i = n; running; i++) {
      const { path: url, method = 'GET', body } = requests[i % requests.length];
      try {
        const res = await requestOnce(base, {
          path: url,
          method,
          body,
          from: `198.51.100.${100 + n}`,
        });
        tally.answers += 1;
        if (res.status >= 500) tally.failures.push(`${method} ${url}: ${res.status}`);
        if (url === '/release.txt') tally.releases[res.text] = (tally.releases[res.text] ?? 0) + 1;
      } catch (err) {
        tally.failures.push(`${method} ${url}: ${err.code ?? err.message}`);
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, n) => worker(n)));
  return {
    async stop() {
      running = false;
      await done;
      return tally;
    },
  };
}
