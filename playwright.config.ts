import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The browser suite runs against the built app (npm run test:e2e builds it first) on a fresh
// data folder, and on a fresh PostgreSQL database when TEST_DATABASE_URL is set.

const PORT = Number(process.env.E2E_PORT ?? 5055);
export const E2E_ADMIN = { username: 'admin', password: 'e2e-password-123' };

function freshPostgresDatabase(adminUrl: string): string {
  const name = `tasting_e2e_${crypto.randomBytes(6).toString('hex')}`;
  execFileSync('psql', [adminUrl, '-qc', `create database "${name}"`]);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// Playwright loads this file in every worker; the data folder is made once, by the main process.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-e2e-'));
if (process.env.TEST_DATABASE_URL && !process.env.E2E_DATABASE_URL) {
  process.env.E2E_DATABASE_URL = freshPostgresDatabase(process.env.TEST_DATABASE_URL);
}

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // One server holds the site's single hero and menus, and several files edit them: run one file
  // at a time so no test sees another's change.
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'playwright-report/e2e-report.json' }]],
  globalTeardown: './e2e/support/global-teardown.ts',
  use: {
    baseURL: `http://localhost:${PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
      },
    },
  ],
  webServer: {
    command: 'node dist/server/server/index.js',
    url: `http://localhost:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      UPLOAD_DIR: path.join(process.env.E2E_DATA_DIR, 'uploads'),
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
