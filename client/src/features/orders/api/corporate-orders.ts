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

/**
 * PATCH /api/corporate-orders/{id}/status. The row reports a refusal itself (the server's words
 * beside the buttons), so no toast; a refusal may mean someone else moved the order first, so
 * the list is reloaded either way.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      status,
      from,
    }: {
      id: number;
      status: CorporateOrderStatus;
      /** The status on screen: the server refuses the move if the order has moved since. */
      from: CorporateOrderStatus;
    }) =>
      api.call(endpoints.corporateOrders.updateStatus, { params: { id }, body: { status, from } }),
    meta: { toastOnError: false },
    onSuccess: (updated) => refreshOrder(queryClient, updated),
    onError: () => refreshOrder(queryClient, undefined),
  });
}

/** POST /api/corporate-orders/{id}/check-payment: asks the gateway whether the order was paid. */
export function useCheckPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.call(endpoints.corporateOrders.checkPayment, { params: { id } }),
    meta: {
      errorTitle: 'Payment Check Failed',
      errorFallback: 'Could not reach the payment gateway. Please try again.',
    },
    onSuccess: (updated) => refreshOrder(queryClient, updated),
  });
}
