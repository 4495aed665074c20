import { Router } from 'express';
import type { LivenessDto, ReadinessDto } from '@shared/contracts/health';
import type { Db } from '../../db/connection';
import { pingDatabase } from '../../db/ping';
import { publicRoute } from '../../middleware/require-auth';

export function healthRoutes(db: Db): Router {
  const router = Router();
  router.get('/healthz', publicRoute, (_req, res) => {
    const body: LivenessDto = { status: 'ok' };
    res.set('Cache-Control', 'no-store').json(body);
  });
  router.get('/readyz', publicRoute, async (_req, res) => {
    const ready = await pingDatabase(db);
    const body: ReadinessDto = { status: ready ? 'ready' : 'database unavailable' };
    res
      .set('Cache-Control', 'no-store')
      .status(ready ? 200 : 503)
      .json(body);
  });
  return router;
}
