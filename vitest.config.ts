import os from 'node:os';
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
      {
        resolve: { alias },
        test: {
          name: 'integration',
          maxWorkers: workers(2),
          include: ['server/**/*.integration.test.ts'],
          // Files named *.postgres.integration.test.ts prove what needs several connections or
          // processes on one PostgreSQL database; the embedded database serves one process, so
          // they do not apply to it (rather than run as skipped tests).
          exclude: process.env.TEST_DATABASE_URL
            ? ['node_modules/**']
            : ['node_modules/**', 'server/**/*.postgres.integration.test.ts'],
          setupFiles: ['./server/test/console-guard.ts'],
          // Each file's database is a copy of one migrated per run (see that file).
          globalSetup: ['./server/test/database-template.global.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
