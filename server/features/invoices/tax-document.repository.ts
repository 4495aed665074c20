import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DocumentKind } from '@shared/invoicing/document-number';
import type { TaxDocumentSnapshot } from '@shared/invoicing/tax-document';
import { documentCounters, taxDocuments, type TaxDocumentRow } from '@shared/schema/tax-documents';
import type { Db } from '../../db/connection';

/**
 * Takes the next serial of a series for a financial year. The upsert locks the counter row until
 * the transaction ends: a second issuer waits for the first to commit (and then counts on from
 * its number) or roll back (and then takes the same number), so serials have no gaps.
 */
export async function takeNextSerial(
  tx: Db,
  kind: DocumentKind,
  financialYear: string,
): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ kind, financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.kind, documentCounters.financialYear],
      set: { lastSerial: sql`${documentCounters.lastSerial} + 1` },
    })
    .returning({ serial: documentCounters.lastSerial });
  return row!.serial;
}

export async function insertTaxDocument(
  tx: Db,
  row: {
    kind: DocumentKind;
    number: string;
    financialYear: string;
    serial: number;
    orderId: number;
    refersToId: number | null;
    issuedAt: Date;
    document: TaxDocumentSnapshot;
  },
): Promise<TaxDocumentRow> {
  const [inserted] = await tx.insert(taxDocuments).values(row).returning();
  return inserted!;
}

export async function findTaxDocument(
  db: Db,
  orderId: number,
  kind: DocumentKind,
): Promise<TaxDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, kind)));
  return row;
}

/** Number and date of each order's documents, for lists: no snapshots. */
export async function listDocumentRefs(
  db: Db,
  orderIds: readonly number[],
): Promise<{ orderId: number; kind: DocumentKind; number: string; issuedAt: Date }[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: taxDocuments.orderId,
      kind: taxDocuments.kind,
      number: taxDocuments.number,
      issuedAt: taxDocuments.issuedAt,
    })
    .from(taxDocuments)
    .where(inArray(taxDocuments.orderId, [...orderIds]));
}

/** Each order's invoice and credit note references, by order id. */
export async function documentsByOrder(
  db: Db,
  orderIds: readonly number[],
): Promise<
  Map<
    number,
    {
      invoice: { number: string; issuedAt: string } | null;
      creditNote: { number: string; issuedAt: string } | null;
    }
  >
> {
  const byOrder = new Map<
    number,
    {
      invoice: { number: string; issuedAt: string } | null;
      creditNote: { number: string; issuedAt: string } | null;
    }
  >();
  for (const ref of await listDocumentRefs(db, orderIds)) {
    const entry = byOrder.get(ref.orderId) ?? { invoice: null, creditNote: null };
    const value = { number: ref.number, issuedAt: ref.issuedAt.toISOString() };
    if (ref.kind === 'invoice') entry.invoice = value;
    else entry.creditNote = value;
    byOrder.set(ref.orderId, entry);
  }
  return byOrder;
}
