import { documentNumber, type DocumentKind } from '@shared/invoicing/document-number';
import { financialYearOf } from '@shared/invoicing/financial-year';
import type { CorporateOrderRow } from '@shared/schema/corporate-orders';
import type { TaxDocumentRow } from '@shared/schema/tax-documents';
import type { Db } from '../../db/connection';
import type { Logger } from '../../lib/logger';
import type { MailAttachment } from '../../mail/mailer';
import { readLegalSettings } from '../site-settings/legal-settings.service';
import { renderTaxDocumentPdf } from './invoice-pdf';
import { creditNoteSnapshot, invoiceSnapshot } from './tax-document.builder';
import { findTaxDocument, insertTaxDocument, takeNextSerial } from './tax-document.repository';

export type IssueContext = { now: Date; timeZone: string; logger: Logger };

const FILE_STEM: Record<DocumentKind, string> = {
  invoice: 'tax-invoice',
  credit_note: 'credit-note',
};

/** 'tax-invoice-TTR-26-27-1.pdf': the number, with its slashes made safe for a file name. */
export function documentFileName(row: Pick<TaxDocumentRow, 'kind' | 'number'>): string {
  return `${FILE_STEM[row.kind]}-${row.number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
}

export async function documentAttachment(row: TaxDocumentRow): Promise<MailAttachment> {
  const bytes = await renderTaxDocumentPdf(row.document);
  return {
    filename: documentFileName(row),
    content: bytes.toString('base64'),
    encoding: 'base64',
    contentType: 'application/pdf',
  };
}

/**
 * Issues the tax invoice of a paid order, inside the transaction that records the payment (the
 * order is locked by it). Once per order: a second call answers the invoice already issued.
 * Nothing is issued while the restaurant's legal details are not set.
 */
export async function issueInvoice(
  tx: Db,
  order: CorporateOrderRow,
  context: IssueContext,
): Promise<TaxDocumentRow | undefined> {
  const existing = await findTaxDocument(tx, order.id, 'invoice');
  if (existing) return existing;
  const legal = await readLegalSettings(tx);
  if (!legal) {
    context.logger.warn(
      { ref: `corporate-order:${order.id}` },
      'order paid without a tax invoice: the legal details are not set',
    );
    return undefined;
  }
  const year = financialYearOf(context.now, context.timeZone);
  // Last, so the counter row stays locked for as short a time as possible.
  const serial = await takeNextSerial(tx, 'invoice', year.label);
  const number = documentNumber('invoice', legal.invoicePrefix, year, serial);
  return insertTaxDocument(tx, {
    kind: 'invoice',
    number,
    financialYear: year.label,
    serial,
    orderId: order.id,
    refersToId: null,
    issuedAt: context.now,
    document: invoiceSnapshot({
      order,
      legal,
      number,
      issuedAt: context.now,
      timeZone: context.timeZone,
    }),
  });
}

/**
 * Issues the credit note of a refunded order, in its own series, against the order's invoice;
 * once per order. An order that had no invoice gets none.
 */
export async function issueCreditNote(
  tx: Db,
  order: CorporateOrderRow,
  context: IssueContext,
): Promise<TaxDocumentRow | undefined> {
  const existing = await findTaxDocument(tx, order.id, 'credit_note');
  if (existing) return existing;
  const invoice = await findTaxDocument(tx, order.id, 'invoice');
  if (!invoice) return undefined;
  const legal = await readLegalSettings(tx);
  const prefix = legal?.invoicePrefix ?? invoice.number.split('/')[0]!;
  const year = financialYearOf(context.now, context.timeZone);
  const serial = await takeNextSerial(tx, 'credit_note', year.label);
  const number = documentNumber('credit_note', prefix, year, serial);
  return insertTaxDocument(tx, {
    kind: 'credit_note',
    number,
    financialYear: year.label,
    serial,
    orderId: order.id,
    refersToId: invoice.id,
    issuedAt: context.now,
    document: creditNoteSnapshot({
      invoice: invoice.document,
      number,
      issuedAt: context.now,
      timeZone: context.timeZone,
    }),
  });
}
