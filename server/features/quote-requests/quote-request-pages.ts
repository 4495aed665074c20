import type { PageQuery } from '@shared/contracts/paging';
import { quoteRequests, type QuoteRequestRow } from '@shared/schema/quote-requests';
import type { Db } from '../../db/connection';
import type { KeysetPage } from '../../lib/keyset-page';
import { newestFirstPage } from '../../lib/newest-first-page';

/** A page of the quote requests, newest first. */
export function quoteRequestPage(db: Db, query: PageQuery): Promise<KeysetPage<QuoteRequestRow>> {
  return newestFirstPage<QuoteRequestRow>(
    db,
    { table: quoteRequests, at: quoteRequests.createdAt, id: quoteRequests.id },
    query,
  );
}
