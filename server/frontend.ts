import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import type { RenderPage } from '../client/src/app/ssr-contract';
import { criticalHead } from './seo/critical-head';
import { routePreloads, type Preloads } from './seo/route-preloads';
import { loadBuiltRenderer } from './ssr/load-renderer';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Where the public site's parts come from: the build for `npm start` (builtFrontend), Vite's dev
 * server for `npm run dev` (dev-frontend.ts). static-site.ts assembles every page from these
 * alike, so what a developer sees is what production serves.
 */
export type Frontend = {
  /** The files beside the pages (scripts, styles, pictures), and in dev Vite's own requests. */
  files: RequestHandler;
  /** The index.html a page is assembled into, for the URL asked for. */
  template: (url: string) => Promise<string>;
  /** A page's own chunks and styles, preloaded with its first HTML. */
  preloadsFor: (requestPath: string) => Preloads;
  /** The server entry's renderPage, for SSR=on. */
  loadRenderer: () => Promise<RenderPage>;
  /**
   * Whether a rendered page may be kept in the page cache. Not in dev: the pages' code changes
   * under the running server, and a kept page would show the code from before the edit.
   */
  cacheable: boolean;
};

/**
 * The built client in clientDir: fingerprinted files under /assets are cached for a year and
 * everything else revalidates; index.html is read once, with its critical head, and pages render
 * with the built server entry.
 */
export function builtFrontend(clientDir: string): Frontend {
  const template = criticalHead(
    fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'),
    clientDir,
  );
  return {
    files: express.static(clientDir, {
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'Cache-Control',
          immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
        );
      },
    }),
    template: () => Promise.resolve(template),
    preloadsFor: routePreloads(clientDir),
    loadRenderer: () => loadBuiltRenderer(),
    cacheable: true,
  };
}
