import type { CorporateOrderListParams } from '../../contracts/corporate-order-list';
import type { z } from 'zod';
import type {
  CorporateOrderDto,
  corporateOrderStatusUpdateSchema,
} from '../../contracts/corporate-order';
import { defineEndpoint as define, io } from '../endpoint';

// Staff's side of corporate orders: the list, the moves, asking the gateway.
// Apart from corporate-orders.ts (which re-exports them) so guests' pages never carry them: the bundler
// places a module where its code is used, and only staff screens use these.

/** Without a query: the whole list. With any page or filter parameter: one page (contracts/paging.ts). */
export const list = define({
  method: 'GET',
  path: '/api/corporate-orders',
  access: 'staff',
  errors: ['invalid_input'],
  io: io<{ query: CorporateOrderListParams; response: CorporateOrderDto[] }>,
});

/** Refusing a paid order refunds it, which only an admin may do (403 for other staff). */
export const updateStatus = define({
  method: 'PATCH',
  path: '/api/corporate-orders/:id/status',
  access: 'staff',
  errors: ['invalid_input', 'not_found', 'conflict', 'forbidden'],
  io: io<{ body: z.input<typeof corporateOrderStatusUpdateSchema>; response: CorporateOrderDto }>,
});

export const checkPayment = define({
  method: 'POST',
  path: '/api/corporate-orders/:id/check-payment',
  access: 'staff',
  errors: ['invalid_input', 'not_found', 'payments_unavailable', 'gateway_unavailable'],
  io: io<{ response: CorporateOrderDto }>,
});

/** The order's tax invoice as a PDF download; 404 while none is issued. */
export const invoicePdf = define({
  method: 'GET',
  path: '/api/corporate-orders/:id/invoice.pdf',
  access: 'staff',
  errors: ['invalid_input', 'not_found'],
  io: io<{ response: Blob }>,
});

/** The credit note of a refunded order as a PDF download; 404 while none is issued. */
export const creditNotePdf = define({
  method: 'GET',
  path: '/api/corporate-orders/:id/credit-note.pdf',
  access: 'staff',
  errors: ['invalid_input', 'not_found'],
  io: io<{ response: Blob }>,
});
