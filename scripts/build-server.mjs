// Bundles the server and the operator's commands (users, backup, restore, migrate, jobs) into dist/server
// (dependencies stay external, resolved from node_modules), so a production install, which has
// no tsx, runs them too (scripts/run-cli.mjs).
import { build } from 'esbuild';

const CLI_ENTRIES = ['users', 'backup', 'restore', 'migrate', 'jobs'].map(
  (name) => `server/cli/${name}-cli.ts`,
);

await build({
  entryPoints: ['server/index.ts', ...CLI_ENTRIES],
  outbase: '.',
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
