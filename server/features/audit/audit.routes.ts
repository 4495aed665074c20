import { Router } from 'express';
import { auditQuerySchema } from '@shared/contracts/audit';
import type { Db } from '../../db/connection';
import { requireAdmin } from '../../middleware/require-auth';
import { auditPage } from './audit.service';

/** GET /api/audit: the trail of staff changes, for admins. */
export function auditRoutes(deps: { db: Db; timeZone: string }): Router {
  const router = Router();
  router.get('/', requireAdmin, async (req, res) => {
    res.json(await auditPage(deps.db, auditQuerySchema.parse(req.query), deps.timeZone));
  });
  return router;
}
