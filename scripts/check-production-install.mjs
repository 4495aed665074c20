// Proves a production install works as an operator runs it: the build (already made, `npm run
// build`) with the runtime packages alone (`npm ci --omit=dev` in a copy) migrates its database
// (`npm run db:migrate`), starts (`NODE_ENV=production … npm start`), answers `/` with the hero in
// its first HTML, stops on a SIGTERM sent to npm alone (as Docker, pm2 or a unit running `npm
// start` send it) leaving its port free and no process behind, and runs the operator's commands.
// CI runs it once; `node scripts/check-production-install.mjs` runs it by hand.
//
// `--install DIR` only installs the runtime packages into DIR (no build needed), and a later
// `--use DIR` copies the build beside them and checks: CI installs while it runs its tests.
import { execSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const HERO = 'Experience Culinary Excellence';
const COPIED = ['dist', 'migrations', 'package.json', 'package-lock.json', 'scripts'];
const NOT_INSTALLED = ['vite', 'vitest', 'typescript', '@playwright/test', 'tsx'];

function fail(message) {
  console.error(`production install: ${message}`);
  process.exit(1);
}

const option = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const installOnly = option('--install');
const prepared = option('--use');

/** The runtime packages alone, as `npm ci --omit=dev` installs them from the lock. */
function installRuntimePackages(into) {
  fs.mkdirSync(into, { recursive: true });
  execSync(`cp -a package.json package-lock.json ${JSON.stringify(into)}/`);
  const quiet = { cwd: into, stdio: ['ignore', 'ignore', 'inherit'] };
  try {
    execSync('npm ci --omit=dev --no-audit --no-fund', quiet);
  } catch {
    // As in .ci/run: the registry here serves Linux builds only, so npm ci may call the lock
    // incomplete; npm install takes the same locked versions.
    execSync('npm install --omit=dev --no-audit --no-fund', quiet);
  }
}

if (installOnly) {
  installRuntimePackages(installOnly);
  console.log(`production install: runtime packages installed in ${installOnly}`);
  process.exit(0);
}

if (!fs.existsSync('dist/ssr/entry-server.js') || !fs.existsSync('dist/server/server/index.js')) {
  fail('no build: run npm run build first');
}

const dir = prepared ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-production-'));
let server;
// Only to clean up after a failure: npm start's process group, whatever is left in it.
const signal = (name) => {
  try {
    process.kill(-server.pid, name);
  } catch {
    // Already gone.
  }
};
const cleanUp = () => {
  if (server) signal('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
};
process.on('exit', cleanUp);

if (!prepared) installRuntimePackages(dir);
// `cp -a` keeps every file's and folder's time: `npm start` rebuilds when a source looks newer
// than the build, which a production install cannot do (it has no build tools).
execSync(`cp -a ${COPIED.join(' ')} ${JSON.stringify(dir)}/`);
const devLeft = NOT_INSTALLED.filter((name) => fs.existsSync(path.join(dir, 'node_modules', name)));
if (devLeft.length > 0) fail(`development packages were installed: ${devLeft.join(', ')}`);

const port = await new Promise((resolve, reject) => {
  const probe = net.createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});

let output = '';
const serverEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'production',
  SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  // No mail server here: the outbox folder is meant.
  MAIL_OUTBOX: '1',
  DATA_DIR: path.join(dir, 'data'),
  UPLOAD_DIR: path.join(dir, 'uploads'),
  ADMIN_PASSWORD: crypto.randomBytes(12).toString('hex'),
  LOG_LEVEL: 'warn',
};
// The operator's commands run from the build there (no tsx), with the server's environment.
const runCommand = (args) => {
  try {
    return execSync(`npm run --silent ${args}`, { cwd: dir, env: serverEnv, encoding: 'utf8' });
  } catch (err) {
    fail(`npm run ${args} failed:\n${err.stdout ?? ''}${err.stderr ?? ''}`);
  }
};
// Migrations first, as a release does before its processes start.
const migrated = runCommand('db:migrate');
if (!/Migrations applied/.test(migrated)) fail(`npm run db:migrate said:\n${migrated}`);
console.log('production install: npm run db:migrate ran from the build');

server = spawn('npm', ['start'], {
  cwd: dir,
  env: serverEnv,
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
server.stdout.on('data', (chunk) => (output += chunk));
server.stderr.on('data', (chunk) => (output += chunk));
const closed = new Promise((resolve) => server.once('close', resolve));

const deadline = Date.now() + 60_000;
while (!output.includes('is open at')) {
  if (server.exitCode !== null || Date.now() > deadline) {
    fail(`the server did not start:\n${output}`);
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { Accept: 'text/html' } });
const html = await res.text();
const root = html.slice(html.indexOf('<div id="root">'));
if (res.status !== 200) fail(`GET / answered ${res.status}`);
if (!root.includes(HERO) || !html.includes('id="ssr-state"')) {
  fail(`GET / is not rendered on the server (no "${HERO}" in #root):\n${html.slice(0, 2000)}`);
}
if (/server rendering (is off|failed)/.test(output)) fail(`the server logged:\n${output}`);

// SIGTERM to npm alone: npm must hand it to the server, which closes its port and exits; npm ends
// when it has.
process.kill(server.pid, 'SIGTERM');
const stopped = await Promise.race([
  closed.then(() => true),
  new Promise((resolve) => setTimeout(() => resolve(false), 30_000).unref()),
]);
if (!stopped) fail(`npm start did not end within 30 s of a SIGTERM:\n${output}`);
const portOpen = await new Promise((resolve) => {
  const socket = net.connect(port, '127.0.0.1');
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
});
if (portOpen) fail(`port ${port} still accepts connections after npm start ended on a SIGTERM`);
try {
  process.kill(-server.pid, 0);
  fail('a process of npm start is still running after npm ended on a SIGTERM');
} catch (err) {
  if (err.code !== 'ESRCH') throw err;
}
server = undefined;
console.log(
  `production install: npm ci --omit=dev + npm start served / rendered on the server (${html.length} bytes), and a SIGTERM to npm stopped the server`,
);

// List the staff the server seeded, then back the stopped site up.
const staff = runCommand('users -- list');
if (!/\badmin\b/.test(staff)) fail(`npm run users -- list did not list admin:\n${staff}`);
const archive = path.join(dir, 'site.tar.gz');
runCommand(`backup -- --out ${JSON.stringify(archive)}`);
if (!fs.existsSync(archive)) fail('npm run backup wrote no archive');
console.log('production install: npm run users and npm run backup run from the build');
