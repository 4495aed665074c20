import { desc, eq } from 'drizzle-orm';
import type { QuoteRequestStatus } from '@shared/domain/statuses';
import { quoteRequests, type QuoteRequestRow } from '@shared/schema/quote-requests';
import type { Db } from '../../db/connection';

export async function insertQuoteRequest(
  tx: Db,
  row: typeof quoteRequests.$inferInsert,
): Promise<QuoteRequestRow> {
  const [inserted] = await tx.insert(quoteRequests).values(row).returning();
  return inserted!;
}

/** Newest first. */
export function listQuoteRequests(db: Db): Promise<QuoteRequestRow[]> {
  return db
    .select()
    .from(quoteRequests)
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id));
}

/** The request, locked until the transaction ends, so two staff moves queue one behind the other. */
export async function lockQuoteRequest(tx: Db, id: number): Promise<QuoteRequestRow | undefined> {
  const [row] = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, id)).for('update');
  return row;
}

export async function updateQuoteRequestStatus(
  tx: Db,
  id: number,
  status: QuoteRequestStatus,
  at: Date,
): Promise<QuoteRequestRow> {
  const [row] = await tx
    .update(quoteRequests)
    .set({ status, updatedAt: at })
    .where(eq(quoteRequests.id, id))
    .returning();
  return row!;
}
