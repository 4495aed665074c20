import { Router } from 'express';
import { auditQuerySchema } from '@shared/contracts/audit';
import { TOTAL_COUNT_HEADER } from '@shared/contracts/paging';
import type { Db } from '../../db/connection';
import { encodeCursor, nextPageUrl } from '../../lib/keyset-page';
import { requireAdmin } from '../../middleware/require-auth';
import { auditPage } from './audit.service';

/** GET /api/audit: the trail of staff changes, for admins. */
export function auditRoutes(deps: { db: Db; timeZone: string }): Router {
  const router = Router();
  router.get('/', requireAdmin, async (req, res) => {
    const { total, ...page } = await auditPage(
      deps.db,
      auditQuerySchema.parse(req.query),
      deps.timeZone,
    );
    res.set(TOTAL_COUNT_HEADER, String(total));
    if (page.nextBefore !== null) {
      const next = nextPageUrl(req, encodeCursor([page.nextBefore]));
      res.set('Link', `<${next}>; rel="next"`);
    }
    res.json(page);
  });
  return router;
}
