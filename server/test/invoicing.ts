import type { Stream } from 'node:stream';
import { SETTING_LEGAL } from '@shared/constants';
import type { Db } from '../db/connection';
import { insertSiteSetting } from './factories';
import { RESTAURANT_LEGAL } from './restaurant-legal';

export { RESTAURANT_LEGAL };

/** A buyer registered in Maharashtra (the GST portal's own sample GSTIN): IGST from Karnataka. */
export const MUMBAI_BUYER = {
  legalName: 'Acme Infotech Private Limited',
  gstin: '27AAPFU0939F1ZV',
  address: 'Unit 401, Tech Park, Andheri East, Mumbai 400069',
  state: '27',
  poNumber: 'PO-2026-118',
};

/** Stores the legal details as an admin's save would, so invoices are issued. */
export async function setLegalDetails(
  db: Db,
  overrides: Partial<typeof RESTAURANT_LEGAL> = {},
): Promise<void> {
  await insertSiteSetting(db, SETTING_LEGAL, { ...RESTAURANT_LEGAL, ...overrides });
}

/** The text of every page of a PDF, as a reader's copy-and-paste would give it (pdf.js). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join(''),
    );
  }
  await doc.destroy();
  return pages.join('\n').replace(/[ \t]+/g, ' ');
}

/** A Supertest parser that keeps a binary answer's bytes (a PDF) as a Buffer. */
export function binary(res: Stream, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
