import { Router } from 'express';
import { messagesQuerySchema } from '@shared/contracts/messages';
import { idSchema } from '@shared/contracts/safe-input';
import { staffActor } from '../../lib/actor';
import { requireAuth } from '../../middleware/require-auth';
import type { MessagesService } from './messages.service';

/** /api/messages: staff's list of messages to guests, the dashboard's alerts, and resending. */
export function messagesRoutes(messages: MessagesService): Router {
  const router = Router();
  router.get('/', requireAuth, async (req, res) => {
    res.json(await messages.page(messagesQuerySchema.parse(req.query)));
  });
  router.get('/alerts', requireAuth, async (_req, res) => {
    res.json(await messages.alerts());
  });
  router.post('/:id/resend', requireAuth, async (req, res) => {
    res.json(await messages.resend(staffActor(req), idSchema.parse(req.params.id)));
  });
  return router;
}
