import type {
  BuyerOrderDto,
  CheckoutDto,
  CreateCorporateOrderInput,
  VerifiedPaymentDto,
  VerifyPaymentInput,
} from '../../contracts/corporate-order';
import { defineEndpoint as define, io } from '../endpoint';

// /api/corporate-orders: catering orders, from checkout to staff's moves.

/** Stores the order at the server's prices and opens a gateway order for that amount. */
export const checkout = define({
  method: 'POST',
  path: '/api/corporate-orders/create',
  access: 'public',
  errors: [
    'invalid_input',
    'rate_limited',
    'ordering_closed',
    'payments_unavailable',
    'gateway_unavailable',
    'item_unavailable',
    'prices_changed',
    'payment_link_too_late',
  ],
  io: io<{ body: CreateCorporateOrderInput; response: CheckoutDto }>,
});

export const verifyPayment = define({
  method: 'POST',
  path: '/api/corporate-orders/verify-payment',
  access: 'public',
  errors: [
    'invalid_input',
    'rate_limited',
    'payments_unavailable',
    'payment_verification_failed',
    'payment_link_expired',
  ],
  io: io<{ body: VerifyPaymentInput; response: VerifiedPaymentDto }>,
});

/** The buyer's own order, through the secret of its page (/order/:token); read-only. */
export const byToken = define({
  method: 'GET',
  path: '/api/corporate-orders/by-token/:token',
  access: 'public',
  errors: ['invalid_input', 'not_found'],
  io: io<{ response: BuyerOrderDto }>,
});

export * from './corporate-orders.staff';
