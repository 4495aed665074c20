import fs from 'node:fs';
import path from 'node:path';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createLogger, loggableError } from './lib/logger';
import { projectRoot } from './lib/project-root';
import { prepare, serve } from './start';

// Start-up only: configuration, database, then listen.
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const prepared = await prepare(config, logger);
  const builtClient = path.join(projectRoot(), 'dist', 'client');
  // `npm start` always builds first; run from source without a build, the API still serves.
  const clientDir = fs.existsSync(path.join(builtClient, 'index.html')) ? builtClient : undefined;
  if (!clientDir) logger.warn('the client is not built (npm run build): serving the API only');
  await serve(
    createApp({ ...prepared.deps, ...(clientDir ? { clientDir } : {}) }),
    prepared,
    logger,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    // Only what names the failure: a failed statement's message would list its bound values.
    process.stderr.write(`Start-up failed: ${JSON.stringify(loggableError(err))}\n`);
  }
  process.exit(1);
});
