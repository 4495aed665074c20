import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '../../client/src/app/ssr-contract';
import { projectRoot } from '../lib/project-root';

/** Where `npm run build` writes the server entry (vite build --ssr, see vite.config.ts). */
export function builtRendererFile(): string {
  return path.join(projectRoot(), 'dist', 'ssr', 'entry-server.js');
}

/** Imports the built server entry; refuses clearly when the build has not made it. */
export async function loadBuiltRenderer(file = builtRendererFile()): Promise<RenderPage> {
  if (!fs.existsSync(file)) {
    throw new Error(`SSR=on but ${file} is missing: run npm run build`);
  }
  const entry = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return entry.renderPage;
}
