import type { RequestHandler } from 'express';
import { watchedStatusCode, type AppMetrics } from './app-metrics';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Answers no route gave: static files, uploads, unknown paths refused by middleware. */
export const NO_ROUTE = 'none';
/** A route declared by a regular expression: the pages' catch-all (every page, the 404 page). */
export const PAGE_ROUTE = 'page';

function joinRoute(baseUrl: string, path: string): string {
  const joined = `${baseUrl}${path === '/' && baseUrl !== '' ? '' : path}`;
  return joined === '' ? '/' : joined;
}

/**
 * Counts and times every request by its route PATTERN ('/api/reservations/manage/:token'), never
 * the URL itself, so no id or guest's token becomes a label and the number of series stays fixed.
 *
 * Express sets `req.route` when a route matches, while `req.baseUrl` still names that route's
 * router; an error passed on later resets baseUrl. So the pattern is taken at that moment, by a
 * setter on this request's `route`.
 */
export function httpMetrics(
  metrics: Pick<AppMetrics, 'httpRequests' | 'httpDuration' | 'httpResponsesByCode'>,
): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    let route: unknown;
    let pattern = NO_ROUTE;
    Object.defineProperty(req, 'route', {
      configurable: true,
      enumerable: true,
      get: () => route,
      set(value: { path?: unknown } | undefined) {
        route = value;
        const own = value?.path;
        if (typeof own === 'string') pattern = joinRoute(req.baseUrl, own);
        else if (Array.isArray(own))
          pattern = own.map((p) => joinRoute(req.baseUrl, String(p))).join(',');
        else pattern = PAGE_ROUTE;
      },
    });
    res.once('close', () => {
      const labels = {
        method: METHODS.has(req.method) ? req.method : 'OTHER',
        route: pattern,
        // A client that hung up before the whole answer was sent: nginx timing out, a diner
        // closing the tab.
        status_class: res.writableFinished ? `${Math.floor(res.statusCode / 100)}xx` : 'aborted',
      };
      metrics.httpRequests.inc(labels);
      const code = res.writableFinished ? watchedStatusCode(res.statusCode) : undefined;
      if (code) metrics.httpResponsesByCode.inc({ code });
      metrics.httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}
