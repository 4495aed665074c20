import type { BuyerOrderDto, CorporateOrderDto } from '@shared/contracts/corporate-order';
import type { CorporateOrderListQuery } from '@shared/contracts/corporate-order-list';
import { notFound } from '../../lib/app-error';
import { corporateOrderPage } from './corporate-order-pages';
import { documentsByOrder } from '../invoices/tax-document.repository';
import { NO_DOCUMENTS, toBuyerOrderDto, toCorporateOrderDto } from './corporate-order.dto';
import { findOrderByViewToken, listOrders } from './corporate-order.repository';
import { orderCheckout } from './order-checkout';
import { orderContext, type CorporateOrderDeps } from './order-context';
import { orderPayments } from './order-payments';
import { orderSettlement } from './order-settlement';
import { orderStatusMoves } from './order-status';

export type { CorporateOrderDeps } from './order-context';

/**
 * Corporate catering orders: checkout (order-checkout.ts), how a payment moves and the orders'
 * side of the payments' webhook (order-payments.ts), settling from the browser or the gateway
 * and refunds (order-settlement.ts), and staff moves (order-status.ts). The server is the only
 * authority on prices, totals and payment state: an order is priced from the menu as stored,
 * and its payment status only moves forward, whichever of the buyer's browser, the gateway's
 * webhook or a reconciliation brings the news first.
 */
export function corporateOrderService(deps: CorporateOrderDeps) {
  const { db, clock } = deps;
  const ctx = orderContext(deps);
  const payments = orderPayments(ctx);
  return {
    ...orderCheckout(ctx),
    ...orderSettlement(ctx, payments),
    ...orderStatusMoves(ctx, payments),
    /** The orders as the payments' webhook sees them (server/payments/payable.ts). */
    payable: payments.payable,

    /** The buyer's order page: the order its secret opens, as it stands now. */
    async byToken(token: string): Promise<BuyerOrderDto> {
      const order = await findOrderByViewToken(db, token);
      if (!order) throw notFound('This order link is not valid.');
      const documents = (await documentsByOrder(db, [order.id])).get(order.id) ?? NO_DOCUMENTS;
      return toBuyerOrderDto(order, documents, clock.now());
    },

    /** A page of the list, newest first (corporate-order-pages.ts). */
    page: (query: CorporateOrderListQuery) => corporateOrderPage({ db, clock }, query),

    async list(): Promise<CorporateOrderDto[]> {
      const orders = await listOrders(db);
      const documents = await documentsByOrder(
        db,
        orders.map((o) => o.id),
      );
      const now = clock.now();
      return orders.map((o) => toCorporateOrderDto(o, documents.get(o.id) ?? NO_DOCUMENTS, now));
    },
  };
}

export type CorporateOrderService = ReturnType<typeof corporateOrderService>;
