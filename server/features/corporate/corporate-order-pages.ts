import type { CorporateOrderDto } from '@shared/contracts/corporate-order';
import type { PageQuery } from '@shared/contracts/paging';
import { corporateOrders, type CorporateOrderRow } from '@shared/schema/corporate-orders';
import type { Db } from '../../db/connection';
import type { KeysetPage } from '../../lib/keyset-page';
import { newestFirstPage } from '../../lib/newest-first-page';
import { documentsByOrder } from '../invoices/tax-document.repository';
import { NO_DOCUMENTS, toCorporateOrderDto } from './corporate-order.dto';

/** A page of the staff's orders, newest first, each with its tax documents as of now. */
export async function corporateOrderPage(
  deps: { db: Db; clock: { now(): Date } },
  query: PageQuery,
): Promise<KeysetPage<CorporateOrderDto>> {
  const page = await newestFirstPage<CorporateOrderRow>(
    deps.db,
    { table: corporateOrders, at: corporateOrders.createdAt, id: corporateOrders.id },
    query,
  );
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
