// Which integration files the PGlite pass runs. Both engines get the same SQL from the same
// Drizzle code; they differ in the driver, in what the code does differently per engine, and in
// how each refuses bad values. So the PGlite pass runs, of the files that apply to it:
//   1. every file that tests what differs by engine: the files in server/db/, server/backups/,
//      server/cli/ and server/jobs/, and every file that (itself or through a test helper of
//      server/test/) branches on the engine or names the embedded database;
//   2. every file that sends values the database refuses (DRIVER_ERRORS: the error handler reads
//      the driver's error to answer 400);
//   3. then, from the shapes of SQL statements each file sent in the PostgreSQL pass
//      (server/test/sql-shapes.setup.ts, SQL_SHAPES_DIR), files that together send every shape
//      the whole suite sent, chosen by most new shapes per second of the file's run.
// A file with no record from the PostgreSQL pass (a new file, a pass that did not run) runs too.
//
//   node scripts/pglite-files.mjs SHAPES_DIR            the files, one a line
//   node scripts/pglite-files.mjs SHAPES_DIR --explain  why each runs, and the time saved
import fs from 'node:fs';
import path from 'node:path';

const ENGINE_FOLDERS = ['server/db/', 'server/backups/', 'server/cli/', 'server/jobs/'];
const NAMES_ENGINE = /testDatabaseKind\s*[!=]==|prepareEmbeddedDatabase|pglite|embedded database/i;
/** Defines the engine switch every file imports: importing it is no branch of its own. */
const ENGINE_SWITCH = 'server/test/test-database.ts';
const DRIVER_ERRORS = [
  'server/middleware/error-handler.integration.test.ts',
  'server/security/input-safety.integration.test.ts',
];

/** Every integration file that applies to PGlite, as vitest.config.ts includes them. */
export function pgliteIntegrationFiles(root = '.') {
  return fs
    .readdirSync(path.join(root, 'server'), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join('server', file.split(path.sep).join('/')))
    .filter(
      (f) => f.endsWith('.integration.test.ts') && !f.endsWith('.postgres.integration.test.ts'),
    )
    .sort();
}

/** The test helpers of server/test/ a file imports (directly), as paths from the root. */
function testHelpersOf(file, root) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const helpers = [];
  for (const [, spec] of text.matchAll(/from\s+'(\.[^']+)'/g)) {
    const resolved = path.posix.join(path.posix.dirname(file), spec);
    if (resolved.startsWith('server/test/')) helpers.push(`${resolved}.ts`);
  }
  return helpers;
}

function branchesOnEngine(file, root) {
  if (ENGINE_FOLDERS.some((folder) => file.startsWith(folder))) return true;
  if (NAMES_ENGINE.test(fs.readFileSync(path.join(root, file), 'utf8'))) return true;
  return testHelpersOf(file, root).some(
    (helper) =>
      helper !== ENGINE_SWITCH &&
      fs.existsSync(path.join(root, helper)) &&
      NAMES_ENGINE.test(fs.readFileSync(path.join(root, helper), 'utf8')),
  );
}

function readRecords(shapesDir) {
  const records = new Map();
  if (!shapesDir || !fs.existsSync(shapesDir)) return records;
  for (const name of fs.readdirSync(shapesDir)) {
    if (!name.endsWith('.json')) continue;
    const record = JSON.parse(fs.readFileSync(path.join(shapesDir, name), 'utf8'));
    records.set(record.file, record);
  }
  return records;
}

/** The files to run on PGlite, each with the reason it runs. */
export function choosePgliteFiles(shapesDir, root = '.') {
  const files = pgliteIntegrationFiles(root);
  const records = readRecords(shapesDir);
  const chosen = new Map();
  for (const file of files) {
    if (!records.has(file)) chosen.set(file, 'no record from the PostgreSQL pass');
    else if (branchesOnEngine(file, root)) chosen.set(file, 'tests what differs by engine');
    else if (DRIVER_ERRORS.includes(file)) chosen.set(file, 'sends values the database refuses');
  }
  // Every shape any file sent, less those the files chosen so far send.
  const uncovered = new Set([...records.values()].flatMap((r) => r.shapes));
  for (const file of chosen.keys())
    for (const s of records.get(file)?.shapes ?? []) uncovered.delete(s);
  let candidates = files.filter((f) => !chosen.has(f) && records.has(f));
  while (uncovered.size > 0) {
    let best;
    let bestScore = 0;
    for (const file of candidates) {
      const { shapes, seconds } = records.get(file);
      const fresh = shapes.filter((s) => uncovered.has(s)).length;
      const score = fresh / Math.max(seconds, 0.1);
      if (fresh > 0 && score > bestScore) [best, bestScore] = [file, score];
    }
    if (!best) break;
    const fresh = records.get(best).shapes.filter((s) => uncovered.has(s));
    fresh.forEach((s) => uncovered.delete(s));
    chosen.set(best, `sends ${fresh.length} SQL shape(s) no file chosen before sends`);
    candidates = candidates.filter((f) => f !== best);
  }
  return { files, records, chosen };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [shapesDir, flag] = process.argv.slice(2);
  const { files, records, chosen } = choosePgliteFiles(shapesDir);
  if (flag === '--explain') {
    const seconds = (list) => list.reduce((sum, f) => sum + (records.get(f)?.seconds ?? 0), 0);
    for (const [file, why] of chosen) console.log(`${file}: ${why}`);
    const left = files.filter((f) => !chosen.has(f));
    console.log(
      `\n${chosen.size} of ${files.length} files (${Math.round(seconds([...chosen.keys()]))} of ` +
        `${Math.round(seconds(files))} s in the PostgreSQL pass); not run on PGlite:\n  ${left.join('\n  ')}`,
    );
  } else {
    console.log([...chosen.keys()].join('\n'));
  }
}
