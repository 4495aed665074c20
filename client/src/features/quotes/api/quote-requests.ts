import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { QuoteRequestListParams } from '@shared/contracts/quote-request';
import type { QuoteRequestStatus } from '@shared/domain/statuses';
import { api } from '@/lib/api-client';
import { usePagedList } from '@/lib/paging/use-paged-list';

/** Requests asked for at a time. */
export const QUOTE_PAGE_SIZE = 25;

/** Every read of the list sits under this key. */
const QUOTES_KEY = [endpoints.quoteRequests.list.path];

/** GET /api/quote-requests (staff) a page at a time, newest first; filter and search on the server. */
export const useQuoteRequestPages = (filters: Omit<QuoteRequestListParams, 'limit' | 'cursor'>) =>
  usePagedList(endpoints.quoteRequests.list, filters, QUOTE_PAGE_SIZE);

/** PATCH /api/quote-requests/{id}; the list is read again either way (someone may have moved it). */
export function useMoveQuoteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: QuoteRequestStatus }) =>
      api.call(endpoints.quoteRequests.updateStatus, { params: { id }, body: { status } }),
    meta: { errorTitle: 'Update Failed', errorFallback: 'Failed to update the quote request.' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUOTES_KEY }),
  });
}
