import path from 'node:path';
import { createServer as createViteServer } from 'vite';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './lib/logger';
import { projectRoot } from './lib/project-root';
import { prepare, serve } from './start';

// `npm run dev`: the API with Vite's dev server (HMR) mounted in front of the SPA.
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const prepared = await prepare(config, logger);
  const vite = await createViteServer({
    configFile: path.join(projectRoot(), 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'spa',
  });
  await serve(createApp({ ...prepared.deps, frontend: vite.middlewares }), prepared, logger);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : String(err)}\n`);
  process.exit(1);
});
