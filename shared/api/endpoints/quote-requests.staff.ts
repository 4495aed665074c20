import type {
  QuoteRequestDto,
  QuoteRequestListParams,
  QuoteRequestStatusUpdate,
} from '../../contracts/quote-request';
import { defineEndpoint as define, io } from '../endpoint';

// Staff's list of quote requests and their moves (new, answered, closed).
// Apart from quote-requests.ts (which re-exports them) so guests' pages never carry them.

/** Without a query: the whole list. With any page or filter parameter: one page (contracts/paging.ts). */
export const list = define({
  method: 'GET',
  path: '/api/quote-requests',
  access: 'staff',
  errors: ['invalid_input'],
  io: io<{ query: QuoteRequestListParams; response: QuoteRequestDto[] }>,
});

/** A move not in the request's transitions answers 409. */
export const updateStatus = define({
  method: 'PATCH',
  path: '/api/quote-requests/:id',
  access: 'staff',
  errors: ['invalid_input', 'not_found', 'conflict'],
  io: io<{ body: QuoteRequestStatusUpdate; response: QuoteRequestDto }>,
});
