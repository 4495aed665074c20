import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { cartIsStale, deliveryFieldErrors, orderingClosed } from './checkout-errors';

const refusal = (status: number, body: ConstructorParameters<typeof ApiError>[2]) =>
  new ApiError(status, `${status}: ${JSON.stringify(body)}`, body);

describe('a refused checkout', () => {
  it('when the input is invalid, then only the delivery details reach the form, once per field', () => {
    const error = refusal(400, {
      message: 'Please check the highlighted fields',
      code: 'invalid_input',
      errors: [
        {
          path: 'deliveryDetails.contactNumber',
          message: 'Contact number must be at least 10 digits',
        },
        { path: 'deliveryDetails.contactNumber', message: 'A second message' },
        { path: 'deliveryDetails.companyName', message: 'Too long' },
        { path: 'items.0.quantity', message: 'Quantity must be a whole number from 1 to 500' },
        { path: 'deliveryDetails.unknown', message: 'Not a field of the form' },
      ],
    });
    expect(deliveryFieldErrors(error)).toEqual([
      { field: 'contactNumber', message: 'Contact number must be at least 10 digits' },
      { field: 'companyName', message: 'Too long' },
    ]);
  });

  it('when the GST details or the accounts e-mail are refused, then those fields are marked too', () => {
    const error = refusal(400, {
      message: 'This GSTIN has a typing mistake',
      code: 'invalid_input',
      errors: [
        { path: 'billing.gstin', message: 'This GSTIN has a typing mistake' },
        { path: 'accountsEmail', message: "Enter your accounts team's e-mail address" },
      ],
    });
    expect(deliveryFieldErrors(error)).toEqual([
      { field: 'billing.gstin', message: 'This GSTIN has a typing mistake' },
      { field: 'accountsEmail', message: "Enter your accounts team's e-mail address" },
    ]);
  });

  it('when the refusal is of another kind, then no field is marked', () => {
    expect(deliveryFieldErrors(new Error('offline'))).toEqual([]);
    expect(
      deliveryFieldErrors(
        refusal(409, {
          message: 'Prices changed',
          code: 'prices_changed',
          errors: [{ path: 'deliveryDetails.name', message: 'x' }],
        }),
      ),
    ).toEqual([]);
  });

  it.each([
    ['item_unavailable', 400, true, false],
    ['prices_changed', 409, true, false],
    ['ordering_closed', 409, false, true],
    ['rate_limited', 429, false, false],
    ['payments_unavailable', 503, false, false],
  ] as const)('when the code is %s, then the cart is stale: %s', (code, status, stale, closed) => {
    const error = refusal(status, { message: 'No', code });
    expect(cartIsStale(error)).toBe(stale);
    expect(orderingClosed(error)).toBe(closed);
  });

  it('when the answer carries no code, then it is neither stale nor closed', () => {
    const error = new ApiError(502, '502: Bad Gateway', undefined);
    expect(cartIsStale(error)).toBe(false);
    expect(orderingClosed(error)).toBe(false);
  });
});
