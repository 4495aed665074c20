import { and, inArray, type SQL } from 'drizzle-orm';
import type { QuoteRequestListQuery } from '@shared/contracts/quote-request';
import { quoteRequests, type QuoteRequestRow } from '@shared/schema/quote-requests';
import type { Db } from '../../db/connection';
import type { KeysetPage } from '../../lib/keyset-page';
import { searchAnyOf } from '../../lib/list-search';
import { newestFirstPage, type NewestFirstList } from '../../lib/newest-first-page';

/** The list's filters as one condition (undefined for none). */
function quoteRequestFilter(query: QuoteRequestListQuery): SQL | undefined {
  return and(
    query.status ? inArray(quoteRequests.status, query.status) : undefined,
    searchAnyOf(query.q, [
      quoteRequests.name,
      quoteRequests.company,
      quoteRequests.email,
      quoteRequests.phone,
    ]),
  );
}

/** The requests a query asks for, newest first. */
export const quoteRequestList = (query: QuoteRequestListQuery): NewestFirstList => ({
  table: quoteRequests,
  at: quoteRequests.createdAt,
  id: quoteRequests.id,
  where: quoteRequestFilter(query),
});

/** A page of the quote requests, newest first. */
export function quoteRequestPage(
  db: Db,
  query: QuoteRequestListQuery,
): Promise<KeysetPage<QuoteRequestRow>> {
  return newestFirstPage<QuoteRequestRow>(db, quoteRequestList(query), query);
}
