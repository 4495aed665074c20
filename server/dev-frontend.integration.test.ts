import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSR_STATE_ELEMENT_ID } from '../client/src/app/ssr-contract';
import { createApp } from './app';
import { loadConfig } from './config';
import { seedDatabase } from './db/seed';
import { createDevFrontend, type DevFrontend } from './dev-frontend';
import { createLogger } from './lib/logger';
import { insertContentSection } from './test/factories';
import { TEST_ADMIN } from './test/test-app';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test/test-database';

// `npm run dev`: the app with Vite's dev server as its frontend. Public pages come rendered in
// their first HTML, as from the build, with Vite's client in the page for hot reload.

const html = (app: Express, url: string) => request(app).get(url).set('Accept', 'text/html');

/** What #root holds: everything between it and the state element (or the end of the body). */
const rootOf = (page: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*(?:<script|<\/body>)/.exec(page)?.[1] ?? '';

describe(`npm run dev renders public pages on the server (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  let frontend: DevFrontend;
  let app: Express;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-dev-'));

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, TEST_ADMIN);
    frontend = await createDevFrontend({
      // No hot-reload socket or file watcher, and no dependency discovery: the test asks for
      // pages, never for the browser's modules. A cache of its own leaves a running dev
      // server's optimised dependencies alone.
      server: { hmr: false, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
      cacheDir: path.join(dataDir, 'vite'),
      logLevel: 'error',
    });
    const uploadDir = path.join(dataDir, 'uploads');
    fs.mkdirSync(uploadDir);
    app = createApp({
      config: loadConfig({
        NODE_ENV: 'test',
        PUBLIC_URL: 'http://localhost:5000',
        UPLOAD_DIR: uploadDir,
        DATA_DIR: dataDir,
        SSR: 'on',
      }),
      db: database.db,
      logger: createLogger('silent'),
      sessionSecret: 'test-secret-that-is-long-enough-for-sessions',
      frontend,
    });
  });

  afterAll(async () => {
    await frontend?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when / is asked for, then its first HTML holds the hero heading in #root, the state and Vite client', async () => {
    await insertContentSection(database.db, {
      sectionName: 'hero',
      title: 'Rendered by the dev server',
      content: 'The hero, from source.',
    });

    const res = await html(app, '/');

    expect(res.status).toBe(200);
    expect(rootOf(res.text)).toMatch(/<h1[^>]*>Rendered by the dev server<\/h1>/);
    expect(res.text).toContain(`<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">`);
    expect(res.text).toContain('<script type="module" src="/@vite/client"></script>');
    expect(res.text).toContain('<script type="module" src="/src/app/main.tsx"></script>');
    // Assembled as from the build: meta, structured data, the theme script in the page.
    expect(res.text).toContain('<link rel="canonical" href="http://localhost:5000/" />');
    expect(res.text).toContain('<script type="application/ld+json">');
    expect(res.text).not.toContain('src="/theme-init.js"');
    // Styled before the entry's script runs, as the build's stylesheet link does.
    expect(res.text).toMatch(/<link rel="stylesheet" href="\/src\/index\.css" data-vite-dev-id=/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('when /book is asked for, then its booking form is in the first HTML', async () => {
    const res = await html(app, '/book');

    expect(res.status).toBe(200);
    const root = rootOf(res.text);
    expect(root).toMatch(/<form[\s>]/);
    expect(root).toMatch(/<button[^>]*type="submit"/);
  });

  it.each(['/staff', '/login'])(
    'when %s is asked for, then the browser renders it: an empty #root and no state',
    async (url) => {
      const res = await html(app, url);

      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).not.toContain(SSR_STATE_ELEMENT_ID);
      expect(res.text).toContain('<script type="module" src="/@vite/client"></script>');
    },
  );

  it('when an unknown path is asked for, then the rendered 404 page is sent with status 404', async () => {
    const res = await html(app, '/no/such/page');

    expect(res.status).toBe(404);
    expect(rootOf(res.text)).toContain('404');
  });

  it('when a source module or Vite client is asked for, then Vite serves it, not a page', async () => {
    const entry = await request(app).get('/src/app/main.tsx').set('Accept', '*/*');
    expect(entry.status).toBe(200);
    expect(entry.headers['content-type']).toMatch(/javascript/);
    const client = await request(app).get('/@vite/client').set('Accept', '*/*');
    expect(client.status).toBe(200);
    expect(client.text).not.toContain('<div id="root">');
  });

  it('when the same page is asked for twice, then each is rendered afresh (no page is kept)', async () => {
    await insertContentSection(database.db, { sectionName: 'hero', title: 'Before the edit' });
    expect(rootOf((await html(app, '/')).text)).toContain('Before the edit');

    await insertContentSection(database.db, { sectionName: 'hero', title: 'After the edit' });
    expect(rootOf((await html(app, '/')).text)).toContain('After the edit');
  });
});
