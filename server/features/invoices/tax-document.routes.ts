import { Router, type Response } from 'express';
import { orderTokenSchema } from '@shared/contracts/corporate-order';
import { idSchema } from '@shared/contracts/safe-input';
import type { DocumentKind } from '@shared/invoicing/document-number';
import type { TaxDocumentRow } from '@shared/schema/tax-documents';
import type { Db } from '../../db/connection';
import { notFound } from '../../lib/app-error';
import { publicRoute, requireAuth } from '../../middleware/require-auth';
import { findOrder, findOrderByViewToken } from '../corporate/corporate-order.repository';
import { renderTaxDocumentPdf } from './invoice-pdf';
import { documentFileName } from './tax-document.service';
import { findTaxDocument } from './tax-document.repository';

const NOT_YET: Record<DocumentKind, string> = {
  invoice: 'No tax invoice has been issued for this order yet.',
  credit_note: 'No credit note has been issued for this order.',
};

/** The document's PDF as a download; it is one buyer's, so no cache keeps it. */
async function sendPdf(res: Response, document: TaxDocumentRow) {
  const bytes = await renderTaxDocumentPdf(document.document);
  res
    .status(200)
    .set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${documentFileName(document)}"`,
      'Cache-Control': 'private, no-store',
    })
    .send(bytes);
}

/**
 * The tax invoice and credit note of an order as PDF: for staff by the order's id, for the buyer
 * by the secret of their order page. 404 while the order has none.
 */
export function taxDocumentRoutes(db: Db): Router {
  const router = Router();

  const staffDownload =
    (kind: DocumentKind) => async (req: { params: { id?: string } }, res: Response) => {
      const order = await findOrder(db, idSchema.parse(req.params.id));
      if (!order) throw notFound('Order not found');
      const document = await findTaxDocument(db, order.id, kind);
      if (!document) throw notFound(NOT_YET[kind]);
      await sendPdf(res, document);
    };
  const buyerDownload =
    (kind: DocumentKind) => async (req: { params: { token?: string } }, res: Response) => {
      const order = await findOrderByViewToken(db, orderTokenSchema.parse(req.params.token));
      if (!order) throw notFound('This order link is not valid.');
      const document = await findTaxDocument(db, order.id, kind);
      if (!document) throw notFound(NOT_YET[kind]);
      await sendPdf(res, document);
    };

  router.get('/corporate-orders/:id/invoice.pdf', requireAuth, staffDownload('invoice'));
  router.get('/corporate-orders/:id/credit-note.pdf', requireAuth, staffDownload('credit_note'));
  router.get('/orders/:token/invoice.pdf', publicRoute, buyerDownload('invoice'));
  router.get('/orders/:token/credit-note.pdf', publicRoute, buyerDownload('credit_note'));
  return router;
}
