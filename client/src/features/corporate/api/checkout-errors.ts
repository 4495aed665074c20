import type { DeliveryDetailsInput } from '@shared/contracts/corporate-order';
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

export type DeliveryField = (typeof DELIVERY_FIELDS)[number];

/** The 400's messages about delivery details, by form field; other paths are left out. */
export function deliveryFieldErrors(error: unknown): { field: DeliveryField; message: string }[] {
  if (apiErrorCode(error) !== 'invalid_input' || !(error instanceof ApiError)) return [];
  const found: { field: DeliveryField; message: string }[] = [];
  for (const { path, message } of error.body?.errors ?? []) {
    if (!path.startsWith('deliveryDetails.')) continue;
    const field = DELIVERY_FIELDS.find((f) => path === `deliveryDetails.${f}`);
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
