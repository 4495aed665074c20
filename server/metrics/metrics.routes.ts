import { Router } from 'express';
import { publicRoute } from '../middleware/require-auth';
import type { AppMetrics } from './app-metrics';
import type { MetricsAccess } from './metrics-access';

/**
 * GET /metrics in Prometheus's text format, for the clients METRICS_TOKEN / METRICS_ALLOW let in.
 * Anyone else, and everyone when neither is set, is answered as for any unknown path (404): the
 * route is not advertised. Marked public because its gate is the token or address, not a session.
 */
export function metricsRoutes(metrics: AppMetrics, access: MetricsAccess | undefined): Router {
  const router = Router();
  router.get('/metrics', publicRoute, async (req, res, next) => {
    if (!access?.(req)) return next();
    const { contentType, body } = await metrics.scrape();
    res.set('Content-Type', contentType).set('Cache-Control', 'no-store').send(body);
  });
  return router;
}
