import type { QuoteRequestInput, QuoteRequestReceivedDto } from '../../contracts/quote-request';
import { defineEndpoint as define, io } from '../endpoint';

// /api/quote-requests: the corporate page's 'Request a quote' form, and staff's follow-up.

export const create = define({
  method: 'POST',
  path: '/api/quote-requests',
  access: 'public',
  errors: ['invalid_input', 'rate_limited'],
  io: io<{ body: QuoteRequestInput; response: QuoteRequestReceivedDto }>,
});

export * from './quote-requests.staff';
