import fs from 'node:fs/promises';
import path from 'node:path';
import {
  createServer,
  isCSSRequest,
  mergeConfig,
  type InlineConfig,
  type ViteDevServer,
} from 'vite';
import type { Frontend } from './frontend';
import { projectRoot } from './lib/project-root';
import { criticalHead } from './seo/critical-head';
import { viteRenderer } from './ssr/load-renderer';

export type DevFrontend = Frontend & {
  /** Stops Vite (its file watcher and hot-reload socket). */
  close: () => Promise<void>;
};

/**
 * `npm run dev`'s frontend: Vite's dev server in middleware mode. The server assembles each page
 * as it does from the build (static-site.ts), with two differences: the template is
 * client/index.html as Vite transforms it for this request (its client and React's refresh
 * preamble added), and the page renders with the server entry's source loaded through Vite, so an
 * edit shows on the next request. Vite answers everything else (source modules, its client,
 * public files) and keeps hot reload. Tests pass `overrides` (no socket, no watcher).
 */
export async function createDevFrontend(overrides: InlineConfig = {}): Promise<DevFrontend> {
  const vite = await createServer(
    mergeConfig<InlineConfig, InlineConfig>(
      {
        configFile: path.join(projectRoot(), 'vite.config.ts'),
        server: { middlewareMode: true },
        // The server sends every page; Vite serves no index.html of its own.
        appType: 'custom',
      },
      overrides,
    ),
  );
  const indexHtml = path.join(vite.config.root, 'index.html');
  return {
    files: vite.middlewares,
    // Read on every request, so an edit to index.html shows on reload too.
    template: async (url) => {
      const html = await fs.readFile(indexHtml, 'utf8');
      const page = (await vite.transformIndexHtml(url, html)).replace(
        '</head>',
        `${await entryStylesheets(vite, html)}</head>`,
      );
      return criticalHead(page, vite.config.publicDir);
    },
    // Nothing to preload: Vite serves each module as the browser imports it.
    preloadsFor: () => ({ scripts: [], styles: [] }),
    loadRenderer: () => Promise.resolve(viteRenderer(vite)),
    cacheable: false,
    close: () => vite.close(),
  };
}

const ENTRY_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/;

/**
 * Links to the stylesheets the client entry imports, as the build links its CSS: without them a
 * rendered page would paint unstyled until the entry's script injects its styles. Vite's client
 * takes the links over for hot reload (it knows them by data-vite-dev-id).
 */
async function entryStylesheets(vite: ViteDevServer, indexHtml: string): Promise<string> {
  const entryUrl = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entryUrl) return '';
  const client = vite.environments.client;
  // Transformed once and then cached by Vite: it fills the entry's imports in the module graph.
  await client.transformRequest(entryUrl);
  const entry = await client.moduleGraph.getModuleByUrl(entryUrl);
  return [...(entry?.importedModules ?? [])]
    .filter((m) => m.id && isCSSRequest(m.url))
    .map((m) => `  <link rel="stylesheet" href="${m.url}" data-vite-dev-id="${m.id}" />\n  `)
    .join('');
}
