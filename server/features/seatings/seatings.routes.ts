import { Router } from 'express';
import { timeSlotCreateSchema, timeSlotUpdateSchema } from '@shared/contracts/seatings';
import { idSchema } from '@shared/contracts/safe-input';
import { staffActor } from '../../lib/actor';
import { requireAdmin } from '../../middleware/require-auth';
import type { SeatingsService } from './seatings.service';

/** Admins add seatings and change them; GET /api/time-slots stays with the booking routes. */
export function seatingsRoutes(seatings: SeatingsService): Router {
  const router = Router();

  router.post('/time-slots', requireAdmin, async (req, res) => {
    res
      .status(201)
      .json(await seatings.create(staffActor(req), timeSlotCreateSchema.parse(req.body)));
  });

  router.put('/time-slots/:id', requireAdmin, async (req, res) => {
    const id = idSchema.parse(req.params.id);
    res.json(await seatings.update(staffActor(req), id, timeSlotUpdateSchema.parse(req.body)));
  });

  return router;
}
