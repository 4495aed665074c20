// `npm test`: the whole suite, stage by stage, stopping at the first that fails, then the time of
// each stage. The database stages run on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
//
// CI runs it once per database engine without repeating work that no database affects:
//   TEST_STAGES=integration,e2e  only the named stages (comma-separated; default: all, in order)
//   E2E_GREP=@smoke              only the browser tests whose title or tag matches
// After the browser stage the Playwright report is checked: a skipped test, or one that was
// listed but never ran, fails the run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { checkE2eReport, REPORT_FILE } from './check-e2e-report.mjs';

const STAGES = {
  typecheck: ['npm', ['run', 'typecheck']],
  lint: ['npm', ['run', 'lint']],
  unit: ['npm', ['run', 'test:unit']],
  integration: ['npm', ['run', 'test:integration']],
  build: ['npm', ['run', 'build']],
  e2e: ['npx', ['playwright', 'test']],
};

const wanted = (process.env.TEST_STAGES ?? Object.keys(STAGES).join(','))
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = wanted.filter((s) => !(s in STAGES));
if (unknown.length > 0) {
  console.error(
    `TEST_STAGES: unknown stage(s) ${unknown.join(', ')}; known: ${Object.keys(STAGES)}`,
  );
  process.exit(2);
}
const grep = process.env.E2E_GREP;
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const times = [];
function report() {
  const width = Math.max(...times.map(([name]) => name.length));
  console.log(`\nnpm test (${engine}${grep ? `, browser tests matching ${grep}` : ''}):`);
  for (const [name, seconds, ok] of times) {
    console.log(
      `  ${name.padEnd(width)}  ${String(seconds).padStart(5)} s  ${ok ? 'ok' : 'FAILED'}`,
    );
  }
}

for (const name of Object.keys(STAGES).filter((s) => wanted.includes(s))) {
  const [command, baseArgs] = STAGES[name];
  const args = name === 'e2e' && grep ? [...baseArgs, '--grep', grep] : baseArgs;
  console.log(`\n== ${name}: ${command} ${args.join(' ')}`);
  // A report left by an earlier run must not pass for this one.
  if (name === 'e2e') fs.rmSync(REPORT_FILE, { force: true });
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  let ok = result.status === 0;
  if (ok && name === 'e2e') ok = checkE2eReport({ grep });
  times.push([name, Math.round((Date.now() - started) / 1000), ok]);
  if (!ok) {
    report();
    process.exit(result.status || 1);
  }
}
report();
