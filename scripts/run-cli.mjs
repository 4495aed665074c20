// `npm run users|backup|restore|jobs -- …` and `npm run db:migrate`: runs the operator's command from
// source through tsx where the development packages are installed (so it is always the code in
// the checkout), and from the build (dist/server/server/cli/, made by `npm run build`) in a
// production install, which has no tsx. Standard input, output, exit code and signals are the
// command's own.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const [name, ...args] = process.argv.slice(2);
if (!['users', 'backup', 'restore', 'migrate', 'jobs'].includes(name ?? '')) {
  console.error(`run-cli: unknown command ${JSON.stringify(name)}`);
  process.exit(2);
}

function hasTsx() {
  try {
    createRequire(path.join(root, 'package.json')).resolve('tsx');
    return true;
  } catch {
    return false;
  }
}

let command;
if (hasTsx()) {
  command = ['--import', 'tsx', path.join(root, 'server', 'cli', `${name}-cli.ts`)];
} else {
  const built = path.join(root, 'dist', 'server', 'server', 'cli', `${name}-cli.js`);
  if (!fs.existsSync(built)) {
    console.error(`${name}: the app is not built; run npm run build first`);
    process.exit(1);
  }
  command = ['--enable-source-maps', built];
}

const child = spawn(process.execPath, [...command, ...args], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
