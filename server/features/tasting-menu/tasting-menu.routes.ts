import { Router } from 'express';
import { tastingMenuInputSchema, tastingMenuParamSchema } from '@shared/contracts/tasting-menu';
import { staffActor } from '../../lib/actor';
import { publicRoute, requireAdmin } from '../../middleware/require-auth';
import type { TastingMenuService } from './tasting-menu.service';

/**
 * GET is public (the menu dialog, the booking form's allergy check); a menu is replaced by admins
 * only, as the corporate menu is, followed by `onChanged` (the home page's menu and its JSON-LD).
 */
export function tastingMenuRoutes(
  menus: TastingMenuService,
  onChanged: () => void = () => {},
): Router {
  const router = Router();

  router.get('/', publicRoute, async (_req, res) => {
    res.json(await menus.get());
  });

  router.put('/:menu', requireAdmin, async (req, res) => {
    const menu = tastingMenuParamSchema.parse(req.params.menu);
    const saved = await menus.replace(
      staffActor(req),
      menu,
      tastingMenuInputSchema.parse(req.body),
    );
    onChanged();
    res.json(saved);
  });

  return router;
}
