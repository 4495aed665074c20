import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ViteDevServer } from 'vite';
import type { RenderPage } from '../../client/src/app/ssr-contract';
import { projectRoot } from '../lib/project-root';

type ServerEntry = { renderPage: RenderPage };

/** The server entry's source, as Vite's dev server names it (its root is client/). */
export const SERVER_ENTRY_SOURCE = '/src/app/entry-server.tsx';

/** Where `npm run build` writes the server entry (vite build --ssr, see vite.config.ts). */
export function builtRendererFile(): string {
  return path.join(projectRoot(), 'dist', 'ssr', 'entry-server.js');
}

/** Imports the built server entry; refuses clearly when the build has not made it. */
export async function loadBuiltRenderer(file = builtRendererFile()): Promise<RenderPage> {
  if (!fs.existsSync(file)) {
    throw new Error(`SSR=on but ${file} is missing: run npm run build`);
  }
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  return entry.renderPage;
}

/**
 * The server entry from source, through Vite's dev server, asked for again on every render: Vite
 * keeps the modules and drops those an edit touched, so the next request renders the edited page
 * without a restart. A failure carries the source's lines in its stack, not the transformed ones.
 */
export function viteRenderer(
  vite: Pick<ViteDevServer, 'ssrLoadModule' | 'ssrFixStacktrace'>,
): RenderPage {
  return async (request) => {
    try {
      const entry = (await vite.ssrLoadModule(SERVER_ENTRY_SOURCE)) as ServerEntry;
      return await entry.renderPage(request);
    } catch (err) {
      if (err instanceof Error) vite.ssrFixStacktrace(err);
      throw err;
    }
  };
}
