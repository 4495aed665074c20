import { Router } from 'express';
import { conversionEventSchema } from '@shared/contracts/analytics';
import type { Db } from '../../db/connection';
import { requestActor } from '../../lib/actor';
import type { LimiterFactory } from '../../lib/limiter';
import { perIpLimit } from '../../middleware/rate-limit';
import { recordConversion } from './analytics.service';
import { publicRoute } from '../../middleware/require-auth';

export function analyticsRoutes(deps: { db: Db; limits: LimiterFactory }): Router {
  const router = Router();
  const limit = perIpLimit(
    deps.limits.limiter('analytics-ip', { points: 300, durationSeconds: 60 * 60 }),
    'Too many analytics events',
  );
  router.post('/conversion', publicRoute, limit, async (req, res) => {
    await recordConversion(deps.db, conversionEventSchema.parse(req.body), requestActor(req));
    res.status(204).end();
  });
  return router;
}
