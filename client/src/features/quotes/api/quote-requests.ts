import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { QuoteRequestStatus } from '@shared/domain/statuses';
import { api } from '@/lib/api-client';

/** GET /api/quote-requests (staff): newest first. */
export function quoteRequestsQueryOptions() {
  return queryOptions({
    queryKey: [endpoints.quoteRequests.list.path],
    queryFn: ({ signal }) => api.call(endpoints.quoteRequests.list, { signal }),
  });
}

export const useQuoteRequests = () => useQuery(quoteRequestsQueryOptions());

/** PATCH /api/quote-requests/{id}; the list is read again either way (someone may have moved it). */
export function useMoveQuoteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: QuoteRequestStatus }) =>
      api.call(endpoints.quoteRequests.updateStatus, { params: { id }, body: { status } }),
    meta: { errorTitle: 'Update Failed', errorFallback: 'Failed to update the quote request.' },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: quoteRequestsQueryOptions().queryKey }),
  });
}
