import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The browser suite runs against the built app (npm run test:e2e builds it first). Every test
// file gets a server of its own, on a free port with its own data folder and database (see
// e2e/fixtures.ts), so files run side by side in several workers.

export const E2E_ADMIN = { username: 'admin', password: 'e2e-password-123' };

// Playwright loads this file in the main process and again in every worker: the run's id and
// data folder are made once, by the main process, and the workers inherit them.
process.env.E2E_RUN_ID ??= crypto.randomBytes(4).toString('hex');
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-e2e-'));

// Two by default (CI's machine has two cores); E2E_WORKERS or --workers=N overrides it.
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

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
  // Two workers share two cores with their servers and browsers: a test that takes 15 s alone
  // can take twice that beside another, so a test has a minute.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // Files run in parallel; the tests of one file run in order, in one worker, on its server.
  fullyParallel: false,
  workers: WORKERS,
  forbidOnly: true,
  // In CI a test that fails is run once more. Two cores carry the browsers, the servers and the
  // database, and a step that waits a few seconds too long under that load is not a broken
  // rule: a broken rule fails twice. A test that passed only on its second run is named in the
  // log as flaky (scripts/check-e2e-report.mjs), to be made steady, not forgotten.
  retries: process.env.CI ? 1 : 0,
  // Playwright empties its output folder when a run starts: one per run, so two runs in one
  // checkout at the same time never delete each other's traces.
  outputDir: `test-results/run-${process.env.E2E_RUN_ID}`,
  // The JSON report is what scripts/check-e2e-report.mjs reads (E2E_REPORT_FILE moves both).
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_REPORT_FILE ?? 'playwright-report/e2e-report.json' }],
  ],
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  use: {
    screenshot: 'only-on-failure',
    // A failed test keeps its trace (actions, DOM snapshots, network, console). No screencast:
    // filming every test only to throw the film away took a fifth of the suite's time. CI keeps
    // none: its printed log is all anyone reads there, and a failure prints its error and the
    // line that failed; E2E_TRACE=on records traces in CI too.
    trace:
      process.env.CI && process.env.E2E_TRACE !== 'on'
        ? 'off'
        : { mode: 'retain-on-failure', screenshots: false },
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
});
