// Fails when the browser suite skipped a test, or did not run every test it lists (reads
// Playwright's JSON report and compares it with `playwright test --list`). `npm test` calls it
// after the browser stage; `node scripts/check-e2e-report.mjs [--grep PATTERN]` runs it alone.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

// E2E_REPORT_FILE gives a run a report of its own (CI runs two browser suites at once).
export const REPORT_FILE = process.env.E2E_REPORT_FILE ?? 'playwright-report/e2e-report.json';

/** How many tests Playwright would run with these filters ("Total: N tests in M files"). */
function listedTests(grep) {
  const out = execFileSync(
    'npx',
    ['playwright', 'test', '--list', ...(grep ? ['--grep', grep] : [])],
    {
      encoding: 'utf8',
    },
  );
  const total = /Total: (\d+) tests? in/.exec(out);
  if (!total) throw new Error(`e2e: cannot read the number of tests from --list:\n${out}`);
  return Number(total[1]);
}

/** Every test of the report, however deeply its suites nest. */
function* testsOf(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) yield { title: [...path, spec.title].join(' › '), test };
  }
  for (const child of suite.suites ?? []) yield* testsOf(child, path);
}

/** Names each test that failed and then passed on its retry, with the first failure's message. */
function printFlaky(report) {
  for (const suite of report.suites ?? []) {
    for (const { title, test } of testsOf(suite)) {
      if (test.status !== 'flaky') continue;
      const failure = test.results.find((result) => result.status !== 'passed');
      const message = (failure?.error?.message ?? failure?.status ?? '').split('\n')[0];
      console.log(`e2e: flaky (passed on its retry): ${title}\n  first run: ${message}`);
    }
  }
}

export function checkE2eReport({ grep } = {}) {
  if (!fs.existsSync(REPORT_FILE)) {
    console.error(`e2e: no report at ${REPORT_FILE}; the browser tests did not run`);
    return false;
  }
  const report = JSON.parse(fs.readFileSync(REPORT_FILE, 'utf8'));
  const { stats } = report;
  printFlaky(report);
  const passed = stats.expected + stats.flaky;
  const failed = stats.unexpected;
  const listed = listedTests(grep);
  console.log(
    `e2e: ${passed} passed, ${failed} failed, ${stats.skipped} skipped, ${listed} listed`,
  );
  if (stats.skipped > 0) {
    console.error('e2e: browser tests were skipped; every browser test must run in CI');
    return false;
  }
  if (passed + failed !== listed) {
    console.error(`e2e: ${listed} tests are listed but ${passed + failed} ran`);
    return false;
  }
  return passed > 0 && failed === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--grep');
  process.exit(checkE2eReport({ grep: at > 0 ? process.argv[at + 1] : undefined }) ? 0 : 1);
}
