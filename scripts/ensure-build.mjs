// `npm start` runs this first: it builds the app when the build is missing or older than the
// sources, so `npm install && npm start` works on a fresh clone.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'client',
  'server',
  'shared',
  'migrations',
  'vite.config.ts',
  'tailwind.config.ts',
  'package.json',
];
const OUTPUTS = [
  'dist/client/index.html',
  'dist/server/server/index.js',
  // The server-rendering bundle (used when SSR=on).
  'dist/ssr/entry-server.js',
];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) {
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

const builtAt = Math.min(...OUTPUTS.map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)));
const changedAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt === 0 || changedAt > builtAt) {
  console.log('Building the app (first start, or sources changed)...');
  execSync('npm run build', { stdio: 'inherit' });
}
