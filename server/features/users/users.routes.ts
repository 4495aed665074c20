import { Router } from 'express';
import { createUserSchema, resetPasswordSchema, updateUserSchema } from '@shared/contracts/auth';
import { idSchema } from '@shared/contracts/safe-input';
import { staffActor } from '../../lib/actor';
import { requireAdmin } from '../../middleware/require-auth';
import type { UsersService } from './users.service';

/** /api/users: staff accounts, for admins. */
export function usersRoutes(users: UsersService): Router {
  const router = Router();

  router.get('/', requireAdmin, async (_req, res) => {
    res.json(await users.list());
  });

  router.post('/', requireAdmin, async (req, res) => {
    res.status(201).json(await users.create(staffActor(req), createUserSchema.parse(req.body)));
  });

  router.patch('/:id', requireAdmin, async (req, res) => {
    const id = idSchema.parse(req.params.id);
    res.json(await users.update(staffActor(req), id, updateUserSchema.parse(req.body)));
  });

  router.post('/:id/password', requireAdmin, async (req, res) => {
    const id = idSchema.parse(req.params.id);
    await users.resetPassword(staffActor(req), id, resetPasswordSchema.parse(req.body).password);
    res.status(204).end();
  });

  return router;
}
