import fs from 'node:fs';
import path from 'node:path';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './lib/logger';
import { projectRoot } from './lib/project-root';
import { prepare, serve } from './start';

// Start-up only: configuration, database, then listen (ARCHITECTURE §1).
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const prepared = await prepare(config, logger);
  const clientDir = path.join(projectRoot(), 'dist', 'client');
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error('The client is not built: run `npm run build` first.');
  }
  await serve(createApp({ ...prepared.deps, clientDir }), prepared, logger);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`Start-up failed: ${err instanceof Error ? err.message : String(err)}\n`);
  }
  process.exit(1);
});
