import { queryOptions, useQuery } from '@tanstack/react-query';
import { pathOf } from '@shared/api/endpoint';
import * as endpoints from '@shared/api/endpoints';
import type { BuyerOrderDto } from '@shared/contracts/corporate-order';
import { api } from '@/lib/api-client';

/** While an order may still move, the page asks again this often (it also asks on focus). */
export const ORDER_PAGE_REFRESH_MS = 30_000;

/** An order whose status and money can no longer change. */
export function orderIsSettled(order: BuyerOrderDto): boolean {
  if (order.status === 'completed') return true;
  if (order.status === 'cancelled')
    return order.refund === null || order.refund.status !== 'requested';
  return false;
}

/** GET /api/corporate-orders/by-token/{token}: the buyer's own order. */
export function buyerOrderQueryOptions(token: string) {
  return queryOptions({
    queryKey: [pathOf(endpoints.corporateOrders.byToken, { token })],
    queryFn: ({ signal }) =>
      api.call(endpoints.corporateOrders.byToken, { params: { token }, signal }),
  });
}

/** The order, asked again while it may still change, so the page follows it without a reload. */
export function useBuyerOrder(token: string) {
  return useQuery({
    ...buyerOrderQueryOptions(token),
    // Back to the tab, the buyer sees the order as it is now, even just after the page loaded.
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => {
      const order = query.state.data;
      return order && orderIsSettled(order) ? false : ORDER_PAGE_REFRESH_MS;
    },
  });
}
