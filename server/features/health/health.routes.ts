import { Router } from 'express';
import type { Db } from '../../db/connection';
import { pingDatabase } from '../../db/ping';
import { publicRoute } from '../../middleware/require-auth';

export function healthRoutes(db: Db): Router {
  const router = Router();
  router.get('/healthz', publicRoute, (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', publicRoute, async (_req, res) => {
    const ready = await pingDatabase(db);
    res
      .set('Cache-Control', 'no-store')
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'database unavailable' });
  });
  return router;
}
