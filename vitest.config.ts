import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Vitest's default is one worker fewer than the cores: one, on CI's two-core machine. Unit tests
// keep both cores busy; integration files spend much of their time waiting (on PostgreSQL, on
// child processes, on timers), so twice as many run side by side. VITEST_WORKERS overrides both.
const cores = os.availableParallelism();
const workers = (perCore: number) => Number(process.env.VITEST_WORKERS) || cores * perCore;

const alias = {
  '@': fileURLToPath(new URL('./client/src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
};

/**
 * Most test files share their worker's loaded modules (isolate: false): a file then imports only
 * what the files before it in that worker did not, where a fresh module graph per file (Vitest's
 * default) spent a third of the integration suite's time, and most of the unit suite's, importing
 * the same code again. A file that replaces a module (vi.mock), the clock or a global changes
 * what every later file in its worker would import, so those files each get a fresh graph, in a
 * project of their own beside. They are found by reading the files, so a new one is never left
 * sharing a graph by mistake.
 */
const CHANGES_SHARED_MODULES = /\bvi\.(mock|doMock|useFakeTimers|stubEnv|stubGlobal)\(/;

/** Every test file of the project, unit and integration, as paths from the project's folder. */
const TEST_FILES = ['client', 'server', 'shared'].flatMap((root) =>
  fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(root, file.split(path.sep).join('/')))
    .filter((file) => !file.includes('node_modules/') && /\.test\.tsx?$/.test(file)),
);
/** Each test file's source, read once for the choices below. */
const SOURCES = new Map(TEST_FILES.map((file) => [file, fs.readFileSync(file, 'utf8')]));
const MOCKING_FILES = TEST_FILES.filter((file) => CHANGES_SHARED_MODULES.test(SOURCES.get(file)!));
const isIntegrationFile = (file: string) => file.endsWith('.integration.test.ts');
const MOCKING_UNIT_FILES = MOCKING_FILES.filter((file) => !isIntegrationFile(file));
const MOCKING_INTEGRATION_FILES = MOCKING_FILES.filter(isIntegrationFile);

/**
 * A suite as two projects: `name` for the files that share modules, `name-isolated` for the
 * files that change them (npm run test:unit and test:integration run both).
 */
function sharedAndIsolated(
  name: string,
  mocking: string[],
  test: { include: string[]; exclude: string[] } & Record<string, unknown>,
) {
  return [
    {
      resolve: { alias },
      test: { ...test, name, isolate: false, exclude: [...test.exclude, ...mocking] },
    },
    {
      resolve: { alias },
      test: { ...test, name: `${name}-isolated`, isolate: true, include: mocking },
    },
  ];
}

/**
 * The files that run longest start first: the route fuzzers, then the files that start processes
 * (the server, the operator's commands). Vitest's own order (by last run's durations, and
 * without them by file size) started the fuzzers, four-line files, last on a fresh checkout such
 * as CI's, so the stage ended with them running alone for a minute.
 */
const RUNS_LONG = [
  /from '\.\/route-fuzz'/,
  /from '(\.\.\/)+test\/(users-cli|run-script|server-process)'|from '\.\/(test\/)?(users-cli|run-script|server-process)'/,
];
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const rankOf = (moduleId: string) => {
  const file = path.relative(ROOT, moduleId).split(path.sep).join('/');
  const source = SOURCES.get(file) ?? fs.readFileSync(moduleId, 'utf8');
  const rank = RUNS_LONG.findIndex((pattern) => pattern.test(source));
  return rank === -1 ? RUNS_LONG.length : rank;
};
class LongRunningFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const ranks = new Map(sorted.map((spec) => [spec, rankOf(spec.moduleId)]));
    // Array.prototype.sort is stable: within a rank, Vitest's order stands.
    return sorted.sort((a, b) => ranks.get(a)! - ranks.get(b)!);
  }
}

export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: LongRunningFirst },
    projects: [
      ...sharedAndIsolated('unit', MOCKING_UNIT_FILES, {
        maxWorkers: workers(1),
        include: ['{client,server,shared}/**/*.test.{ts,tsx}'],
        exclude: ['**/*.integration.test.ts', 'node_modules/**'],
        setupFiles: ['./server/test/console-guard.ts'],
      }),
      ...sharedAndIsolated('integration', MOCKING_INTEGRATION_FILES, {
        maxWorkers: workers(2),
        include: ['server/**/*.integration.test.ts'],
        // Files named *.postgres.integration.test.ts prove what needs several connections or
        // processes on one PostgreSQL database; the embedded database serves one process, so
        // they do not apply to it (rather than run as skipped tests).
        exclude: process.env.TEST_DATABASE_URL
          ? ['node_modules/**']
          : ['node_modules/**', 'server/**/*.postgres.integration.test.ts'],
        setupFiles: [
          './server/test/console-guard.ts',
          './server/test/mail-guard.setup.ts',
          // Records each file's SQL shapes when SQL_SHAPES_DIR is set (the PGlite pass's choice).
          './server/test/sql-shapes.setup.ts',
        ],
        // Each file's database is a copy of one migrated per run (see that file).
        globalSetup: ['./server/test/database-template.global.ts'],
        testTimeout: 30_000,
        hookTimeout: 60_000,
        // A worker runs many files in one process (isolate: false above), the route fuzzers
        // among them; one CI run saw such a worker reach Node's default heap limit (about 4 GB
        // here) near the end of the stage. Each worker normally stays near 1 GB, so the limit is
        // raised to leave room, not to hide a leak: `--logHeapUsage` shows the figure per file.
        execArgv: ['--max-old-space-size=6144'],
      }),
    ],
  },
});
