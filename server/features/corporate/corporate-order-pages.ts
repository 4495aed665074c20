import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { CorporateOrderDto } from '@shared/contracts/corporate-order';
import type { CorporateOrderListQuery } from '@shared/contracts/corporate-order-list';
import { MAX_INT32 } from '@shared/contracts/safe-input';
import { corporateOrders, type CorporateOrderRow } from '@shared/schema/corporate-orders';
import type { Db } from '../../db/connection';
import type { KeysetPage } from '../../lib/keyset-page';
import { searchAnyOf } from '../../lib/list-search';
import { newestFirstPage, type NewestFirstList } from '../../lib/newest-first-page';
import { documentsByOrder } from '../invoices/tax-document.repository';
import { NO_DOCUMENTS, toCorporateOrderDto } from './corporate-order.dto';

/** The order number staff read off a row ('#12', '12'), or undefined when the words are not one. */
function orderNumberOf(words: string): number | undefined {
  const match = /^#?\s*(\d{1,10})$/.exec(words.trim());
  const id = match ? Number(match[1]) : NaN;
  return id >= 1 && id <= MAX_INT32 ? id : undefined;
}

/** The list's filters as one condition (undefined for none). */
function corporateOrderFilter(query: CorporateOrderListQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.status) where.push(inArray(corporateOrders.status, query.status));
  if (query.payment) where.push(inArray(corporateOrders.paymentStatus, query.payment));
  if (query.q) {
    const id = orderNumberOf(query.q);
    where.push(
      searchAnyOf(
        query.q,
        [corporateOrders.companyName, corporateOrders.contactPerson, corporateOrders.email],
        ...(id === undefined ? [] : [eq(corporateOrders.id, id)]),
      ),
    );
  }
  return and(...where);
}

/** The orders a query asks for, newest first. */
export const corporateOrderList = (query: CorporateOrderListQuery): NewestFirstList => ({
  table: corporateOrders,
  at: corporateOrders.createdAt,
  id: corporateOrders.id,
  where: corporateOrderFilter(query),
});

/** A page of the staff's orders, newest first, each with its tax documents as of now. */
export async function corporateOrderPage(
  deps: { db: Db; clock: { now(): Date } },
  query: CorporateOrderListQuery,
): Promise<KeysetPage<CorporateOrderDto>> {
  const page = await newestFirstPage<CorporateOrderRow>(deps.db, corporateOrderList(query), query);
  const documents = await documentsByOrder(
    deps.db,
    page.rows.map((o) => o.id),
  );
  const now = deps.clock.now();
  return {
    ...page,
    rows: page.rows.map((o) => toCorporateOrderDto(o, documents.get(o.id) ?? NO_DOCUMENTS, now)),
  };
}
