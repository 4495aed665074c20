import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Removes the run's data folder and every database the browser suite created. */
export default function globalTeardown() {
  if (process.env.E2E_DATA_DIR)
    fs.rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const names = execFileSync('psql', [
    adminUrl,
    '-Atc',
    "select datname from pg_database where datname like 'tasting_e2e_%'",
  ])
    .toString()
    .split('\n')
    .filter(Boolean);
  for (const name of names) {
    execFileSync('psql', [adminUrl, '-qc', `drop database if exists "${name}" with (force)`]);
  }
}
