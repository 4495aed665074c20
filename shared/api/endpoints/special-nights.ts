import type { PublicSpecialNightDto } from '../../contracts/special-nights';
import { defineEndpoint as define, io } from '../endpoint';

// /api/special-nights/upcoming: the special nights ahead, their menus, prices and payment, for
// the booking page and its calendar.

export const upcoming = define({
  method: 'GET',
  path: '/api/special-nights/upcoming',
  access: 'public',
  errors: [],
  io: io<{ response: PublicSpecialNightDto[] }>,
});

export * from './special-nights.staff';
