import type { TastingMenuDto } from '../../contracts/tasting-menu';
import { defineEndpoint as define, io } from '../endpoint';

// /api/tasting-menu: the two ten-course menus as text, with each course's allergens.

export const get = define({
  method: 'GET',
  path: '/api/tasting-menu',
  access: 'public',
  errors: [],
  io: io<{ response: TastingMenuDto }>,
});

export * from './tasting-menu.staff';
