import { Router } from 'express';
import { guestNoteSchema, guestSearchQuerySchema } from '@shared/contracts/guests';
import { idSchema } from '@shared/contracts/safe-input';
import { staffActor } from '../../lib/actor';
import { requireAuth } from '../../middleware/require-auth';
import type { GuestsService } from './guests.service';

/** The guest book: staff only; a guest's data never reaches a public route. */
export function guestsRoutes(guests: GuestsService): Router {
  const router = Router();

  router.get('/guests', requireAuth, async (req, res) => {
    res.json(await guests.search(guestSearchQuerySchema.parse(req.query).query));
  });

  router.get('/guests/:id', requireAuth, async (req, res) => {
    res.json(await guests.detail(idSchema.parse(req.params.id)));
  });

  router.patch('/guests/:id', requireAuth, async (req, res) => {
    const id = idSchema.parse(req.params.id);
    const { note } = guestNoteSchema.parse(req.body);
    res.json(await guests.saveNote(staffActor(req), id, note));
  });

  return router;
}
