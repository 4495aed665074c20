import fs from 'node:fs';
import path from 'node:path';
import { appSnapshotDir, BUILT_SERVER, startServer, templateDataDir } from './own-server';

/**
 * Once per run, before any worker: copy the built app for the run (see appSnapshotDir), and make
 * the template every test file's server starts from: a server migrates and seeds it, then stops.
 * On the embedded database it is a data folder (see templateDataDir), copied per server; with
 * TEST_DATABASE_URL a PostgreSQL database that each server's database is created from.
 */
export default async function globalSetup() {
  const snapshot = appSnapshotDir();
  const template = templateDataDir();
  if (!snapshot || !template) {
    throw new Error('E2E_DATA_DIR is not set: run the browser suite with playwright test');
  }
  if (!fs.existsSync(BUILT_SERVER) || !fs.existsSync('dist/client/index.html')) {
    throw new Error('the app is not built: run npm run build first (npm run test:e2e does)');
  }
  fs.mkdirSync(snapshot, { recursive: true });
  for (const entry of ['dist', 'migrations', 'package.json']) {
    fs.cpSync(entry, path.join(snapshot, entry), { recursive: true });
  }
  fs.symlinkSync(path.resolve('node_modules'), path.join(snapshot, 'node_modules'), 'dir');

  const server = await startServer({ dataDir: template, fromTemplate: false });
  await server.stop();
}
