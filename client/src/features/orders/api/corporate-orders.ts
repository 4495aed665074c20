import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { CorporateOrderDto } from '@shared/contracts/corporate-order';
import type { CorporateOrderStatus } from '@shared/domain/statuses';
import { api } from '@/lib/api-client';

/** GET /api/corporate-orders (staff): newest first, as the server sorts them. */
export function corporateOrdersQueryOptions() {
  return queryOptions({
    queryKey: [endpoints.corporateOrders.list.path],
    queryFn: ({ signal }) => api.call(endpoints.corporateOrders.list, { signal }),
  });
}

export const useCorporateOrders = () => useQuery(corporateOrdersQueryOptions());

/** Puts the server's answer for one order in the list at once, then reloads the whole list. */
function refreshOrder(queryClient: QueryClient, updated: CorporateOrderDto | undefined) {
  const { queryKey } = corporateOrdersQueryOptions();
  if (updated) {
    queryClient.setQueryData(queryKey, (list) =>
      list?.map((order) => (order.id === updated.id ? updated : order)),
    );
  }
  return queryClient.invalidateQueries({ queryKey });
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
