import type { z } from 'zod';
import type { SpecialNightDto, specialNightInputSchema } from '../../contracts/special-nights';
import { defineEndpoint as define, io } from '../endpoint';

// Admins keep the special nights. Apart from special-nights.ts (which re-exports them) so guests'
// pages never carry them.

export const list = define({
  method: 'GET',
  path: '/api/special-nights',
  access: 'admin',
  errors: [],
  io: io<{ response: SpecialNightDto[] }>,
});

export const create = define({
  method: 'POST',
  path: '/api/special-nights',
  access: 'admin',
  errors: ['invalid_input', 'bad_request', 'conflict', 'seating_has_bookings'],
  io: io<{ body: z.input<typeof specialNightInputSchema>; response: SpecialNightDto }>,
});

export const update = define({
  method: 'PUT',
  path: '/api/special-nights/:id',
  access: 'admin',
  errors: ['invalid_input', 'bad_request', 'not_found', 'conflict', 'seating_has_bookings'],
  io: io<{ body: z.input<typeof specialNightInputSchema>; response: SpecialNightDto }>,
});

export const remove = define({
  method: 'DELETE',
  path: '/api/special-nights/:id',
  access: 'admin',
  errors: ['invalid_input', 'not_found', 'seating_has_bookings'],
  io: io<{ response: void }>,
});
