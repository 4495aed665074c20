import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import type { ContactSettingsDto } from '@shared/contracts/site-settings';
import { EMPTY_CONTACT_SETTINGS } from '@shared/contracts/site-settings-defaults';
import { isSpaRoute } from '@shared/routes';
import { publicRoute } from './middleware/require-auth';
import { renderIndex } from './seo/render-index';
import { restaurantJsonLd } from './seo/restaurant-json-ld';
import { routePreloads } from './seo/route-preloads';
import type { ServerRender } from './ssr/server-render';
import { routeMeta, SITEMAP_PATHS } from '@shared/route-meta';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export type SiteSeo = {
  publicUrl: string;
  /** RESTAURANT_TIMEZONE, so the booking calendar judges 'today' as the server does. */
  timeZone: string;
  /** The contact settings for the structured data; app.ts caches them (see contact-facts.ts). */
  contact: () => Promise<ContactSettingsDto>;
  /** SSR=on: renders a public page into the first HTML (undefined: the shell, as today). */
  render?: ServerRender | undefined;
};

/**
 * Serves the built SPA: fingerprinted files under /assets are cached for a year, everything
 * else revalidates, and index.html (with the route's meta tags) is never cached.
 */
export function staticSite(clientDir: string, seo: SiteSeo): Router {
  const router = Router();
  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const { contact } = seo;
  const preloadsFor = routePreloads(clientDir);

  router.get('/robots.txt', publicRoute, (_req, res) => {
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /staff',
          'Disallow: /login',
          'Disallow: /reservation/',
          `Sitemap: ${seo.publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });

  router.get('/sitemap.xml', publicRoute, (_req, res) => {
    const urls = SITEMAP_PATHS.map(
      (p) => `  <url><loc>${seo.publicUrl}${p === '/' ? '/' : p}</loc></url>`,
    );
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

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

  router.get(/.*/, publicRoute, async (req, res, next) => {
    // A missing file (anything with an extension) is a plain 404, not a page.
    if (!req.accepts('html') || path.extname(req.path) !== '') return next();
    const known = isSpaRoute(req.path);
    const meta = routeMeta(req.path);
    const search = req.originalUrl.includes('?') ? req.originalUrl.split('?')[1]! : '';
    const page = seo.render ? await seo.render({ path: req.path, search }) : undefined;
    const jsonLd =
      req.path === '/'
        ? restaurantJsonLd(
            seo.publicUrl,
            // Unreadable settings leave the details out of the page rather than failing it.
            await contact().catch(() => EMPTY_CONTACT_SETTINGS),
          )
        : undefined;
    res
      .status(known ? 200 : 404)
      .set('Cache-Control', 'no-cache')
      .type('html')
      .send(
        renderIndex(template, meta, {
          url: `${seo.publicUrl}${req.path}`,
          preloads: preloadsFor(req.path),
          timeZone: seo.timeZone,
          ...(jsonLd ? { jsonLd } : {}),
          ...(page ? { page } : {}),
        }),
      );
  });
  return router;
}
