import type { z } from 'zod';
import type { MenuItemDto, MenuItemInput, menuItemPatchSchema } from '../../contracts/menu';
import { defineEndpoint as define, io } from '../endpoint';

// Admins' edits of the menu.
// Apart from menu.ts (which re-exports them) so guests' pages never carry them: the bundler
// places a module where its code is used, and only staff screens use these.

export const create = define({
  method: 'POST',
  path: '/api/menu',
  access: 'admin',
  errors: ['invalid_input'],
  io: io<{ body: MenuItemInput; response: MenuItemDto }>,
});

export const update = define({
  method: 'PATCH',
  path: '/api/menu/:id',
  access: 'admin',
  errors: ['invalid_input', 'not_found'],
  io: io<{ body: z.input<typeof menuItemPatchSchema>; response: MenuItemDto }>,
});

export const remove = define({
  method: 'DELETE',
  path: '/api/menu/:id',
  access: 'admin',
  errors: ['invalid_input', 'not_found'],
  io: io<{ response: void }>,
});
