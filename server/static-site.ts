import path from 'node:path';
import { Router, type Response } from 'express';
import type { ContactSettingsDto } from '@shared/contracts/site-settings';
import type { TastingMenuDto } from '@shared/contracts/tasting-menu';
import { EMPTY_CONTACT_SETTINGS } from '@shared/contracts/site-settings-defaults';
import { isSpaRoute } from '@shared/routes';
import { builtFrontend, type Frontend } from './frontend';
import { publicRoute } from './middleware/require-auth';
import { renderIndex } from './seo/render-index';
import { restaurantJsonLd } from './seo/restaurant-json-ld';
import { nightEventJsonLd } from './seo/special-night-json-ld';
import type { NightEvent } from './features/special-nights/night-events';
import type { PageCache } from './ssr/page-cache';
import type { FormAnswer } from '@shared/contracts/form-answer';
import { pageCacheKey, readsSearch, weakEtagOf, type SharedDocument } from './ssr/shared-document';
import {
  isPrivatePage,
  rendersOnServer,
  type RenderedPage,
  type ServerRender,
} from './ssr/server-render';
import { routeMeta, SITEMAP_PATHS } from '@shared/route-meta';

export type SiteSeo = {
  publicUrl: string;
  /** RESTAURANT_TIMEZONE, so the booking calendar judges 'today' as the server does. */
  timeZone: string;
  /** TASTING_LENGTH_MINUTES, so the staff screens end a seating when its evening ends. */
  tastingMinutes?: number;
  /** The contact settings for the structured data; app.ts caches them (see contact-facts.ts). */
  contact: () => Promise<ContactSettingsDto>;
  /** The text menus, for the home page's schema.org Menu; left out when absent or unreadable. */
  tastingMenu?: () => Promise<TastingMenuDto>;
  /**
   * The special nights ahead, one per night, for the home page's schema.org Events; left out when
   * absent or unreadable. Kept with the page: a change to a special night clears the page cache.
   */
  specialNights?: () => Promise<NightEvent[]>;
  /** SSR=on: renders a public page into the first HTML (undefined: the shell, as today). */
  render?: ServerRender | undefined;
  /**
   * SSR=on: rendered public pages kept for a short while (ssr/page-cache.ts); whoever builds the
   * site clears it when staff change what the pages show. Unused for a frontend that is not
   * cacheable (the dev server).
   */
  cache?: PageCache<SharedDocument> | undefined;
  /**
   * The forms that post without JavaScript (POST /book), given how to answer one with its page
   * rendered again.
   */
  formPosts?: (answerWithPage: AnswerWithPage) => Router;
};

/**
 * Answers a posted form with its page rendered again, holding its values and messages: the page
 * at the path posted to, or `pagePath` (a booking's page answering a form posted to a path of
 * its own).
 */
export type AnswerWithPage = (
  res: Response,
  status: number,
  answer: FormAnswer,
  pagePath?: string,
) => Promise<void>;

/**
 * Serves the built SPA: fingerprinted files under /assets are cached for a year, everything
 * else revalidates, and index.html (with the route's meta tags) is never cached: each page
 * revalidates with its ETag, and a guest's manage page is not stored at all when SSR=on.
 */
export function staticSite(clientDir: string, seo: SiteSeo): Router {
  return publicSite(builtFrontend(clientDir), seo);
}

/**
 * The public site from a frontend's files, template and preloads: robots.txt, the sitemap, the
 * files, and every page assembled into its template (meta, structured data, the rendered page).
 * The build's frontend and Vite's dev server go through this one assembly.
 */
export function publicSite(frontend: Frontend, seo: SiteSeo): Router {
  const router = Router();
  const { contact, render } = seo;
  // Pages whose code changes under the server (dev) are never kept: no page from before an edit.
  const cache = frontend.cacheable ? seo.cache : undefined;

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
          'Disallow: /order/',
          'Disallow: /pay/',
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

  router.use(frontend.files);

  /**
   * index.html for a path: its meta, preloads, structured data, and the rendered page if any.
   * A page rendered here is readable before any script runs, so its own chunks are not preloaded:
   * on a slow first visit they would share the line with the stylesheet and pictures the first
   * paint waits for. The entry asks for them as it starts, and hydration follows when they come.
   * A page the browser renders (staff, sign-in, the shell) still preloads them, as it needs them
   * to show anything.
   */
  const homeJsonLd = async () => {
    // Unreadable settings, menus or nights leave those details out rather than failing the page.
    const facts = await contact().catch(() => EMPTY_CONTACT_SETTINGS);
    const nights = (await seo.specialNights?.().catch(() => undefined)) ?? [];
    return restaurantJsonLd(
      seo.publicUrl,
      facts,
      await seo.tastingMenu?.().catch(() => undefined),
      nights.map((n) => nightEventJsonLd(n, seo.publicUrl, facts, seo.timeZone)),
    );
  };

  const documentOf = async (url: string, pagePath: string, page: RenderedPage | undefined) => {
    const jsonLd = pagePath === '/' ? await homeJsonLd() : undefined;
    return renderIndex(await frontend.template(url), routeMeta(pagePath), {
      url: `${seo.publicUrl}${pagePath}`,
      preloads: page
        ? { scripts: [], styles: frontend.preloadsFor(pagePath).styles }
        : frontend.preloadsFor(pagePath),
      timeZone: seo.timeZone,
      ...(seo.tastingMinutes ? { tastingMinutes: seo.tastingMinutes } : {}),
      ...(jsonLd ? { jsonLd } : {}),
      ...(page ? { page } : {}),
    });
  };

  /**
   * SSR=on: a public page rendered for everyone alike (nothing in it depends on who asks: the
   * signed-in hint, the theme and the cart are applied in the browser), with the ETag of the
   * whole document; kept in the page cache when there is one.
   */
  const sharedPage = async (
    render: ServerRender,
    url: string,
    pagePath: string,
    search: string,
  ) => {
    // Pages the browser alone renders never reach the cache: they would only take room in it.
    if (!rendersOnServer(pagePath)) return undefined;
    // An unknown path is rendered as the one 404 page (see pageCacheKey), once for all of them.
    const key = pageCacheKey(pagePath, search, isSpaRoute(pagePath));
    const produce = async (): Promise<SharedDocument | undefined> => {
      const page = await render({ path: key, search });
      if (!page) return undefined;
      const body = Buffer.from(await documentOf(key === pagePath ? url : key, key, page));
      return { body, etag: weakEtagOf(body) };
    };
    // A page that reads its query string is this request's alone (see readsSearch).
    return cache && !readsSearch(pagePath, search) ? cache.get(key, produce) : produce();
  };

  if (seo.formPosts) {
    // One diner's values and messages: rendered for this answer only, and stored nowhere.
    const answerWithPage: AnswerWithPage = async (res, status, answer, pagePath = res.req.path) => {
      const page = render
        ? await render({ path: pagePath, search: '', formAnswer: answer })
        : undefined;
      res
        .status(status)
        .set('Cache-Control', 'private, no-store')
        .type('html')
        .send(await documentOf(pagePath, pagePath, page));
    };
    router.use(seo.formPosts(answerWithPage));
  }

  router.get(/.*/, publicRoute, async (req, res, next) => {
    // A missing file (anything with an extension) is a plain 404, not a page.
    if (!req.accepts('html') || path.extname(req.path) !== '') return next();
    const status = isSpaRoute(req.path) ? 200 : 404;
    const search = req.originalUrl.includes('?') ? req.originalUrl.split('?')[1]! : '';
    if (isPrivatePage(req.path)) {
      // One guest's booking or order: rendered for this request only, and stored nowhere on the
      // way (its address alone is a secret, so even the bare shell is not kept).
      const page = render ? await render({ path: req.path, search }) : undefined;
      res
        .status(status)
        .set('Cache-Control', 'private, no-store')
        .type('html')
        .send(await documentOf(req.originalUrl, req.path, page));
      return;
    }
    const shared = render ? await sharedPage(render, req.originalUrl, req.path, search) : undefined;
    res.status(status).set('Cache-Control', 'no-cache').type('html');
    if (!shared) {
      res.send(await documentOf(req.originalUrl, req.path, undefined));
      return;
    }
    // Express answers 304 with no body when If-None-Match holds this ETag (a 200 page only).
    res.set('ETag', shared.etag).send(shared.body);
  });
  return router;
}
