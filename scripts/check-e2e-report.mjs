// Fails CI when the browser suite skipped a test or ran none (reads Playwright's JSON report).
import fs from 'node:fs';

const file = 'playwright-report/e2e-report.json';
if (!fs.existsSync(file)) {
  console.error(`e2e: no report at ${file}; the browser tests did not run`);
  process.exit(1);
}
const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
const passed = stats.expected + stats.flaky;
const failed = stats.unexpected;
console.log(`e2e: ${passed} passed, ${failed} failed, ${stats.skipped} skipped`);
if (stats.skipped > 0) {
  console.error('e2e: browser tests were skipped; every browser test must run in CI');
  process.exit(1);
}
if (passed === 0 || failed > 0) process.exit(1);
