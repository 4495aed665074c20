import { queryOptions } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import { api } from './api-client';
import { CACHE } from './query-client';

/**
 * The booking payment policy: the booking page states it before the diner books, and the staff
 * settings edit it.
 */
export function bookingPaymentPolicyQueryOptions() {
  return queryOptions({
    queryKey: [endpoints.siteSettings.bookingPayments.path],
    queryFn: ({ signal }) => api.call(endpoints.siteSettings.bookingPayments, { signal }),
    staleTime: CACHE.content,
    gcTime: CACHE.content,
  });
}
