import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:cluster`: processes behind nginx (scripts/cluster/). Not part of `npm test`'s
// projects: it needs the build, PostgreSQL and nginx, and starts real processes.
export default defineConfig({
  resolve: {
    alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) },
  },
  test: {
    name: 'cluster',
    include: ['scripts/cluster/**/*.test.mjs'],
    globalSetup: ['./scripts/cluster/require-build.mjs'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
