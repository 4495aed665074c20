import type { PageParams } from '../../contracts/paging';
import type { z } from 'zod';
import type { StaffWaitlistEntryDto, staffWaitlistQuerySchema } from '../../contracts/waitlist';
import { defineEndpoint as define, io } from '../endpoint';

// Staff's side of the waitlist: a night's queue, an offer made by hand, an entry removed.
// Apart from waitlist.ts (which re-exports them) so guests' pages never carry them.

export const list = define({
  method: 'GET',
  path: '/api/waitlist',
  access: 'staff',
  errors: ['invalid_input'],
  io: io<{
    query: z.input<typeof staffWaitlistQuerySchema> & PageParams;
    response: StaffWaitlistEntryDto[];
  }>,
});

/** Offers the party seats now (409 when they do not fit, or the entry is not waiting). */
export const offer = define({
  method: 'POST',
  path: '/api/waitlist/:id/offer',
  access: 'staff',
  errors: ['invalid_input', 'not_found', 'conflict'],
  io: io<{ response: StaffWaitlistEntryDto }>,
});

export const remove = define({
  method: 'DELETE',
  path: '/api/waitlist/:id',
  access: 'staff',
  errors: ['invalid_input', 'not_found', 'conflict'],
  io: io<{ response: StaffWaitlistEntryDto }>,
});
