import fs from 'node:fs';
import { SERVER_ENTRY, startServer, templateDataDir } from './own-server';

/**
 * Once per run, before any worker: check the app is built, and on the embedded database make
 * the template data folder every test file's server starts from (see templateDataDir). With
 * TEST_DATABASE_URL each server migrates a new PostgreSQL database itself, which is quick.
 */
export default async function globalSetup() {
  if (!fs.existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: build the app first (npm run build)`);
  }
  if (process.env.TEST_DATABASE_URL) return;
  const dataDir = templateDataDir();
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the browser suite with playwright test');
  const server = await startServer({ dataDir, fromTemplate: false });
  await server.stop();
}
