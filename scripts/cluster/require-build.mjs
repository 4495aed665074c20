// Global set-up of `npm run test:cluster`: the cluster runs the built app as production does and
// builds nothing itself (CI builds once for the e2e and cluster stages).
import fs from 'node:fs';

const OUTPUTS = [
  'dist/client/index.html',
  'dist/server/server/index.js',
  'dist/ssr/entry-server.js',
];

export default function requireBuild() {
  const missing = OUTPUTS.filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `npm run test:cluster runs the built app: run \`npm run build\` first (missing ${missing.join(', ')})`,
    );
  }
}
