import { Router } from 'express';
import {
  GUEST_PAGE_PARAMS,
  guestNoteSchema,
  guestPageQuerySchema,
  guestSearchQuerySchema,
} from '@shared/contracts/guests';
import { asksForPage } from '@shared/contracts/paging';
import { idSchema } from '@shared/contracts/safe-input';
import { staffActor } from '../../lib/actor';
import { sendPage } from '../../lib/keyset-page';
import { requireAuth } from '../../middleware/require-auth';
import type { GuestsService } from './guests.service';

/** The guest book: staff only; a guest's data never reaches a public route. */
export function guestsRoutes(guests: GuestsService): Router {
  const router = Router();

  router.get('/guests', requireAuth, async (req, res) => {
    // Without q, limit or cursor the original answer (the latest 50, or those `query` finds).
    if (!asksForPage(req.query, GUEST_PAGE_PARAMS)) {
      res.json(await guests.search(guestSearchQuerySchema.parse(req.query).query));
      return;
    }
    sendPage(req, res, await guests.page(guestPageQuerySchema.parse(req.query)));
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
