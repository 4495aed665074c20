import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { CorporateOrderDto } from '@shared/contracts/corporate-order';
import type { CorporateOrderListParams } from '@shared/contracts/corporate-order-list';
import type { Page } from '@shared/contracts/paging';
import type { CorporateOrderStatus } from '@shared/domain/statuses';
import { api } from '@/lib/api-client';
import { usePagedList } from '@/lib/paging/use-paged-list';

/** Orders asked for at a time: a screenful and more. */
export const ORDER_PAGE_SIZE = 25;

/** Every read of the list, paged or whole, sits under this key. */
const ORDERS_KEY = [endpoints.corporateOrders.list.path];

/**
 * GET /api/corporate-orders (staff) a page at a time, newest first: the filter and search run
 * on the server, and the total is its count.
 */
export const useCorporateOrderPages = (
  filters: Omit<CorporateOrderListParams, 'limit' | 'cursor'>,
) => usePagedList(endpoints.corporateOrders.list, filters, ORDER_PAGE_SIZE);

/**
 * Puts the server's answer for one order in every loaded page at once (it stays where it is on
 * screen), then reads the list again: the order may have left the filter shown.
 */
function refreshOrder(queryClient: QueryClient, updated: CorporateOrderDto | undefined) {
  if (updated) {
    queryClient.setQueriesData<InfiniteData<Page<CorporateOrderDto>>>(
      { queryKey: ORDERS_KEY },
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            rows: page.rows.map((order) => (order.id === updated.id ? updated : order)),
          })),
        },
    );
  }
  return queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
}

type StatusMove = { id: number; status: CorporateOrderStatus; from: CorporateOrderStatus };

/**
 * PATCH /api/corporate-orders/{id}/status. The row reports a refusal itself (the server's words
 * beside the buttons), so no toast; a refusal may mean someone else moved the order first, so
 * the list is reloaded either way. `onSaved` runs once the list is reloaded, from the mutation
 * itself: a move can carry the order into another group of the list, which mounts its row anew,
 * and a callback of the row that pressed the button would never run.
 */
export function useUpdateOrderStatus(
  options: { onSaved?: (updated: CorporateOrderDto, move: StatusMove) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    // `from` is the status on screen: the server refuses the move if the order has moved since.
    mutationFn: ({ id, status, from }: StatusMove) =>
      api.call(endpoints.corporateOrders.updateStatus, { params: { id }, body: { status, from } }),
    meta: { toastOnError: false },
    onSuccess: async (updated, move) => {
      await refreshOrder(queryClient, updated);
      options.onSaved?.(updated, move);
    },
    onError: () => refreshOrder(queryClient, undefined),
  });
}

/**
 * POST /api/corporate-orders/{id}/check-payment: asks the gateway whether the order was paid.
 * `onChecked` runs from the mutation itself: a paid order leaves 'Awaiting payment'.
 */
export function useCheckPayment(
  options: { onChecked?: (updated: CorporateOrderDto) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.call(endpoints.corporateOrders.checkPayment, { params: { id } }),
    meta: {
      errorTitle: 'Payment Check Failed',
      errorFallback: 'Could not reach the payment gateway. Please try again.',
    },
    onSuccess: async (updated) => {
      await refreshOrder(queryClient, updated);
      options.onChecked?.(updated);
    },
  });
}
