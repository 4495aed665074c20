import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { isSpaRoute } from '@shared/routes';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built SPA: fingerprinted files under /assets are cached for a year, everything
 * else revalidates, and index.html is never cached so a deploy is seen at once.
 */
export function staticSite(clientDir: string): Router {
  const router = Router();
  const indexHtml = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');

  router.use(
    express.static(clientDir, {
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'Cache-Control',
          immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
        );
      },
    }),
  );

  router.get(/.*/, (req, res, next) => {
    // A missing file (anything with an extension) is a plain 404, not a page.
    if (!req.accepts('html') || path.extname(req.path) !== '') return next();
    res
      .status(isSpaRoute(req.path) ? 200 : 404)
      .set('Cache-Control', 'no-cache, no-store, must-revalidate')
      .type('html')
      .send(indexHtml);
  });
  return router;
}
