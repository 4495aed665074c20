import { defineEndpoint as define, io } from '../endpoint';

// /api/orders/:token: what a buyer downloads from their order page, opened by its secret. The
// pages link to these; they are not fetched as JSON.

/** The order's tax invoice as a PDF; 404 while none is issued. */
export const invoicePdf = define({
  method: 'GET',
  path: '/api/orders/:token/invoice.pdf',
  access: 'public',
  errors: ['invalid_input', 'not_found'],
  io: io<{ response: Blob }>,
});

/** The credit note of a refunded order as a PDF; 404 while none is issued. */
export const creditNotePdf = define({
  method: 'GET',
  path: '/api/orders/:token/credit-note.pdf',
  access: 'public',
  errors: ['invalid_input', 'not_found'],
  io: io<{ response: Blob }>,
});
