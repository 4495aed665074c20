// Bundles the server into dist/server (dependencies stay external, resolved from node_modules).
import { build } from 'esbuild';

await build({
  entryPoints: ['server/index.ts'],
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
