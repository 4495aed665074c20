import { Router } from 'express';
import { menuItemInputSchema, menuItemPatchSchema } from '@shared/contracts/menu';
import { idSchema } from '@shared/contracts/safe-input';
import { staffActor } from '../../lib/actor';
import { publicRoute, requireAdmin } from '../../middleware/require-auth';
import type { MenuService } from './menu.service';

/**
 * GET is public (a signed-in staff user also sees inactive items); writes are staff only, each
 * followed by `onChanged` (the rendered public pages show the menu).
 */
export function menuRoutes(
  menu: MenuService,
  onChanged: () => Promise<void> | void = () => {},
): Router {
  const router = Router();

  router.get('/', publicRoute, async (req, res) => {
    res.json(await menu.list({ staff: req.isAuthenticated() }));
  });

  router.post('/', requireAdmin, async (req, res) => {
    const created = await menu.create(staffActor(req), menuItemInputSchema.parse(req.body));
    await onChanged();
    res.status(201).json(created);
  });

  router.patch('/:id', requireAdmin, async (req, res) => {
    const id = idSchema.parse(req.params.id);
    const updated = await menu.update(staffActor(req), id, menuItemPatchSchema.parse(req.body));
    await onChanged();
    res.json(updated);
  });

  router.delete('/:id', requireAdmin, async (req, res) => {
    await menu.remove(staffActor(req), idSchema.parse(req.params.id));
    await onChanged();
    res.status(204).end();
  });

  return router;
}
