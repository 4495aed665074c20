import type { z } from 'zod';
import type {
  GuestDetailDto,
  GuestNoteInput,
  GuestSummaryDto,
  guestSearchQuerySchema,
} from '../../contracts/guests';
import type { PageParams } from '../../contracts/paging';
import { defineEndpoint as define, io } from '../endpoint';

// The guest book: staff only, every note change in the audit trail.

export const search = define({
  method: 'GET',
  path: '/api/guests',
  access: 'staff',
  errors: ['invalid_input'],
  io: io<{
    query: z.input<typeof guestSearchQuerySchema> & PageParams & { q?: string };
    response: GuestSummaryDto[];
  }>,
});

export const detail = define({
  method: 'GET',
  path: '/api/guests/:id',
  access: 'staff',
  errors: ['invalid_input', 'not_found'],
  io: io<{ response: GuestDetailDto }>,
});

export const saveNote = define({
  method: 'PATCH',
  path: '/api/guests/:id',
  access: 'staff',
  errors: ['invalid_input', 'not_found'],
  io: io<{ body: GuestNoteInput; response: GuestDetailDto }>,
});
