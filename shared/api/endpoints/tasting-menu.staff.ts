import type { TastingMenuDto, TastingMenuInput } from '../../contracts/tasting-menu';
import { defineEndpoint as define, io } from '../endpoint';

// Admins write a menu whole. Apart from tasting-menu.ts (which re-exports it) so guests' pages
// never carry it.

/** `menu` is 'veg' or 'non-veg'; the answer is both menus as they now stand. */
export const replace = define({
  method: 'PUT',
  path: '/api/tasting-menu/:menu',
  access: 'admin',
  errors: ['invalid_input'],
  io: io<{ body: TastingMenuInput; response: TastingMenuDto }>,
});
