// `npm test`: the whole suite, stage by stage, stopping at the first that fails, then the time of
// each stage. The database stages run on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
// The checks that need neither a database nor each other (typecheck, lint, unit) run side by
// side, each one's output printed whole when it ends.
//
// CI runs it once per database engine without repeating work that no database affects:
//   TEST_STAGES=integration,e2e  only the named stages (comma-separated; default: all)
//   E2E_GREP=@smoke              only the browser tests whose title or tag matches
//   PGLITE_FILES_FROM=DIR        on PGlite, only the integration files scripts/pglite-files.mjs
//                                chooses from the SQL shapes a PostgreSQL pass recorded in DIR
//                                (SQL_SHAPES_DIR=DIR there); the rule is in that script
//   TEST_SPAWN_BUILD=1           integration tests start processes from dist/ (set here when this
//                                run builds; CI sets it where an earlier pass built this checkout)
// After the browser stage the Playwright report is checked: a skipped test, or one that was
// listed but never ran, fails the run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { checkE2eReport, REPORT_FILE } from './check-e2e-report.mjs';
import { choosePgliteFiles } from './pglite-files.mjs';

const COMMANDS = {
  typecheck: ['npm', ['run', 'typecheck']],
  lint: ['npm', ['run', 'lint']],
  unit: ['npm', ['run', 'test:unit']],
  integration: ['npm', ['run', 'test:integration']],
  build: ['npm', ['run', 'build']],
  e2e: ['npx', ['playwright', 'test']],
};
/**
 * Stages in order; the stages of one group run at the same time. The build comes before the
 * integration stage, whose tests then start the server and the operator's commands from it
 * (TEST_SPAWN_BUILD, server/test/entry-command.ts): it is this checkout's build, made a moment ago.
 */
const GROUPS = [['typecheck', 'lint', 'unit'], ['build'], ['integration'], ['e2e']];

const wanted = (process.env.TEST_STAGES ?? Object.keys(COMMANDS).join(','))
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = wanted.filter((s) => !(s in COMMANDS));
if (unknown.length > 0) {
  console.error(
    `TEST_STAGES: unknown stage(s) ${unknown.join(', ')}; known: ${Object.keys(COMMANDS)}`,
  );
  process.exit(2);
}
const grep = process.env.E2E_GREP;
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const pgliteFilesFrom = engine === 'PGlite' ? process.env.PGLITE_FILES_FROM : undefined;
/** The integration files of this run: all, or on PGlite those chosen by the stated rule. */
function integrationFiles() {
  if (!pgliteFilesFrom) return [];
  const { files, chosen } = choosePgliteFiles(pgliteFilesFrom);
  console.log(
    `\nPGlite runs ${chosen.size} of ${files.length} integration files, by the rule in ` +
      `scripts/pglite-files.mjs (node scripts/pglite-files.mjs ${pgliteFilesFrom} --explain)`,
  );
  return [...chosen.keys()];
}

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

/** Runs one stage; alone it prints as it goes, beside others it prints when it ends. */
function run(name, alone) {
  const [command, baseArgs] = COMMANDS[name];
  let args = name === 'e2e' && grep ? [...baseArgs, '--grep', grep] : baseArgs;
  if (name === 'integration' && pgliteFilesFrom) args = [...baseArgs, '--', ...integrationFiles()];
  // A report left by an earlier run must not pass for this one.
  if (name === 'e2e') fs.rmSync(REPORT_FILE, { force: true });
  const started = Date.now();
  if (alone) console.log(`\n== ${name}: ${command} ${args.join(' ')}`);
  const env =
    name === 'integration' && wanted.includes('build')
      ? { ...process.env, TEST_SPAWN_BUILD: '1' }
      : process.env;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n== ${name}: ${command} ${args.join(' ')}\n${output}`);
      let ok = status === 0;
      if (ok && name === 'e2e') ok = checkE2eReport({ grep });
      times.push([name, Math.round((Date.now() - started) / 1000), ok]);
      resolve(ok);
    });
  });
}

for (const group of GROUPS) {
  const stages = group.filter((s) => wanted.includes(s));
  if (stages.length === 0) continue;
  const results = await Promise.all(stages.map((name) => run(name, stages.length === 1)));
  if (results.includes(false)) {
    report();
    process.exit(1);
  }
}
report();
