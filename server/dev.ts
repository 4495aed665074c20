import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDevFrontend } from './dev-frontend';
import { createLogger } from './lib/logger';
import { prepare, serve } from './start';

// `npm run dev`: the API and the pages, rendered on the server as in production, from source
// through Vite's dev server (hot reload).
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const prepared = await prepare(config, logger);
  const frontend = await createDevFrontend();
  await serve(createApp({ ...prepared.deps, frontend }), prepared, logger);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : String(err)}\n`);
  process.exit(1);
});
