import type { DeliveryDetailsInput } from '@shared/contracts/corporate-order';
import type { BillingDetailsInput } from '@shared/contracts/billing-details';
import { ApiError, apiErrorCode } from '@/lib/api-client';

// What the page does with a refused checkout, beyond the toast: the server's field messages go
// on the delivery form, and a cart the menu no longer matches is refreshed and repaired.

const DELIVERY_FIELDS = [
  'name',
  'companyName',
  'contactNumber',
  'email',
  'deliveryAddress',
  'deliveryDate',
  'deliveryTime',
  'specialInstructions',
] as const satisfies readonly (keyof DeliveryDetailsInput)[];

const BILLING_FIELDS = [
  'legalName',
  'gstin',
  'address',
  'state',
  'poNumber',
] as const satisfies readonly (keyof BillingDetailsInput)[];

/** A field of the checkout form: a delivery field, a billing one, or the accounts e-mail. */
export type DeliveryField =
  (typeof DELIVERY_FIELDS)[number] | `billing.${(typeof BILLING_FIELDS)[number]}` | 'accountsEmail';

/** The payload's path of each form field the server may name. */
const FIELD_OF_PATH = new Map<string, DeliveryField>([
  ...DELIVERY_FIELDS.map((f) => [`deliveryDetails.${f}`, f] as const),
  ...BILLING_FIELDS.map((f) => [`billing.${f}`, `billing.${f}`] as const),
  ['accountsEmail', 'accountsEmail'],
]);

/** The 400's messages about the checkout form's fields, by field; other paths are left out. */
export function deliveryFieldErrors(error: unknown): { field: DeliveryField; message: string }[] {
  if (apiErrorCode(error) !== 'invalid_input' || !(error instanceof ApiError)) return [];
  const found: { field: DeliveryField; message: string }[] = [];
  for (const { path, message } of error.body?.errors ?? []) {
    const field = FIELD_OF_PATH.get(path);
    if (field && !found.some((e) => e.field === field)) found.push({ field, message });
  }
  return found;
}

/** The cart no longer matches the menu: an item went, or a price changed. */
export const cartIsStale = (error: unknown): boolean => {
  const code = apiErrorCode(error);
  return code === 'item_unavailable' || code === 'prices_changed';
};

/** Staff switched corporate ordering off since the page loaded. */
export const orderingClosed = (error: unknown): boolean =>
  apiErrorCode(error) === 'ordering_closed';
