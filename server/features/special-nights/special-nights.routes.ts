import { Router } from 'express';
import { idSchema } from '@shared/contracts/safe-input';
import { specialNightInputSchema } from '@shared/contracts/special-nights';
import { staffActor } from '../../lib/actor';
import { publicRoute, requireAdmin } from '../../middleware/require-auth';
import type { SpecialNightsService } from './special-nights.service';

/** Admins keep the special nights; diners' pages read the ones ahead. */
export function specialNightsRoutes(nights: SpecialNightsService): Router {
  const router = Router();

  router.get('/special-nights/upcoming', publicRoute, async (_req, res) => {
    res.json(await nights.upcoming());
  });

  router.get('/special-nights', requireAdmin, async (_req, res) => {
    res.json(await nights.list());
  });

  router.post('/special-nights', requireAdmin, async (req, res) => {
    res
      .status(201)
      .json(await nights.create(staffActor(req), specialNightInputSchema.parse(req.body)));
  });

  router.put('/special-nights/:id', requireAdmin, async (req, res) => {
    const id = idSchema.parse(req.params.id);
    res.json(await nights.update(staffActor(req), id, specialNightInputSchema.parse(req.body)));
  });

  router.delete('/special-nights/:id', requireAdmin, async (req, res) => {
    await nights.remove(staffActor(req), idSchema.parse(req.params.id));
    res.status(204).end();
  });

  return router;
}
