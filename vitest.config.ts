import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
 * Integration files that replace a module (vi.mock) or the clock: those changes last as long as
 * the module graph they touch, so these files each get a fresh one (see the projects below).
 * Found by reading the files, so a new one is never left sharing a graph by mistake.
 */
const MODULE_MOCKING_FILES = fs
  .readdirSync('server', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.integration.test.ts'))
  .map((file) => path.posix.join('server', file.split(path.sep).join('/')))
  .filter((file) =>
    /\bvi\.(mock|doMock|useFakeTimers|stubEnv|stubGlobal)\(/.test(fs.readFileSync(file, 'utf8')),
  );

/** The integration suite, or the part of it named by `include` / left out by `exclude`. */
function integrationProject(
  name: string,
  { isolate, include, exclude = [] }: { isolate: boolean; include?: string[]; exclude?: string[] },
) {
  return {
    resolve: { alias },
    test: {
      name,
      isolate,
      maxWorkers: workers(2),
      include: include ?? ['server/**/*.integration.test.ts'],
      // Files named *.postgres.integration.test.ts prove what needs several connections or
      // processes on one PostgreSQL database; the embedded database serves one process, so
      // they do not apply to it (rather than run as skipped tests).
      exclude: [
        'node_modules/**',
        ...exclude,
        ...(process.env.TEST_DATABASE_URL ? [] : ['server/**/*.postgres.integration.test.ts']),
      ],
      setupFiles: ['./server/test/console-guard.ts'],
      // Each file's database is a copy of one migrated per run (see that file).
      globalSetup: ['./server/test/database-template.global.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          maxWorkers: workers(1),
          include: ['{client,server,shared}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.integration.test.ts', 'node_modules/**'],
          setupFiles: ['./server/test/console-guard.ts'],
        },
      },
      integrationProject('integration', {
        // Most files share their workers' loaded modules: a file then imports only what the files
        // before it in that worker did not, where a fresh module graph per file (the default)
        // spent about a third of the suite's time importing the server again. Each file still
        // has a database and an app of its own.
        isolate: false,
        exclude: MODULE_MOCKING_FILES,
      }),
      integrationProject('integration-isolated', { isolate: true, include: MODULE_MOCKING_FILES }),
    ],
  },
});
