import fs from 'node:fs';
import { dropRunDatabases } from './database';

/**
 * Removes this run's data folder and the PostgreSQL databases this run created (named with its
 * run id), never those of another run going on at the same time.
 */
export default async function globalTeardown() {
  if (process.env.E2E_DATA_DIR) {
    fs.rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
  }
  await dropRunDatabases();
}
