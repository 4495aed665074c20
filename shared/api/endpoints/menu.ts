import type { MenuItemDto } from '../../contracts/menu';
import { defineEndpoint as define, io } from '../endpoint';

// /api/menu: the corporate catering menu.

/** Guests get the active items; signed-in staff get every item. */
export const list = define({
  method: 'GET',
  path: '/api/menu',
  access: 'public',
  errors: [],
  io: io<{ response: MenuItemDto[] }>,
});

export * from './menu.staff';
