import PDFDocument from 'pdfkit';
import { stateLabel } from '@shared/invoicing/indian-states';
import type { TaxDocumentSnapshot } from '@shared/invoicing/tax-document';

// A tax invoice or credit note as an A4 PDF (pdfkit). It only lays out what the stored snapshot
// says, so the same document renders alike every time it is downloaded or mailed.

const PAGE = { width: 595.28, height: 841.89, margin: 42 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = '#1c1917';
const MUTED = '#57534e';
const RULE = '#a8a29e';

const amount = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** 1,465.80 from paise; the column heads say INR (the built-in fonts have no rupee sign). */
const money = (paise: number) => amount.format(paise / 100);

const displayDate = (isoDay: string) => {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d, 12)));
};

/**
 * Text the PDF's built-in fonts can draw (Latin-1): typographic quotes and dashes become their
 * plain forms, anything else outside Latin-1 a question mark, rather than a wrong glyph.
 */
export function printable(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2018\u2019\u201b]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\u20b9/g, 'Rs.')
    .replace(/[^\t\n\r\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

type Doc = PDFKit.PDFDocument;

function labelled(doc: Doc, label: string, value: string, x: number, width: number) {
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED).text(label.toUpperCase(), x, doc.y, {
    width,
  });
  doc.font('Helvetica').fontSize(9.5).fillColor(INK).text(printable(value), x, doc.y, { width });
  doc.moveDown(0.35);
}

function party(
  doc: Doc,
  heading: string,
  rows: [string, string | null][],
  name: string,
  address: string,
  x: number,
  top: number,
  width: number,
): number {
  doc.y = top;
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED).text(heading.toUpperCase(), x, doc.y, {
    width,
  });
  doc
    .font('Helvetica-Bold')
    .fontSize(10.5)
    .fillColor(INK)
    .text(printable(name), x, doc.y, { width });
  doc.font('Helvetica').fontSize(9.5).text(printable(address), x, doc.y, { width });
  for (const [label, value] of rows) {
    if (value === null) continue;
    doc.text(`${label}: ${printable(value)}`, x, doc.y, { width });
  }
  return doc.y;
}

/** The lines: #, description, HSN (goods) or SAC (services), quantity, rate, taxable value. */
const COLUMNS = [
  { head: '#', width: 22, align: 'left' as const },
  { head: 'Description', width: 191, align: 'left' as const },
  { head: 'HSN/SAC', width: 52, align: 'left' as const },
  { head: 'Qty', width: 40, align: 'right' as const },
  { head: 'Rate (INR)', width: 80, align: 'right' as const },
  { head: 'Taxable value (INR)', width: CONTENT_WIDTH - 385, align: 'right' as const },
];

function row(doc: Doc, cells: string[], options: { bold?: boolean; top: number }): number {
  let x = PAGE.margin;
  let bottom = options.top;
  doc
    .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(9)
    .fillColor(INK);
  COLUMNS.forEach((column, i) => {
    doc.text(printable(cells[i] ?? ''), x + 3, options.top, {
      width: column.width - 6,
      align: column.align,
    });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  return bottom;
}

function rule(doc: Doc, y: number, color = RULE) {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(0.6)
    .strokeColor(color)
    .stroke();
}

function totalsRow(doc: Doc, label: string, value: string, bold = false) {
  const labelWidth = 210;
  const x = PAGE.width - PAGE.margin - labelWidth - 100;
  const top = doc.y;
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(bold ? 10.5 : 9.5)
    .fillColor(INK);
  doc.text(label, x, top, { width: labelWidth, align: 'right' });
  doc.text(value, x + labelWidth, top, { width: 100 - 3, align: 'right' });
  doc.moveDown(0.2);
}

/** Renders the document; resolves to the PDF's bytes. */
export function renderTaxDocumentPdf(snapshot: TaxDocumentSnapshot): Promise<Buffer> {
  const isCreditNote = snapshot.kind === 'credit_note';
  const title = isCreditNote ? 'Credit Note' : 'Tax Invoice';
  const [y, m, d] = snapshot.issuedOn.split('-').map(Number) as [number, number, number];
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: {
      Title: `${title} ${snapshot.number}`,
      Author: printable(snapshot.supplier.legalName),
      Subject: `${title} ${snapshot.number} for order #${snapshot.order.id}`,
      CreationDate: new Date(Date.UTC(y, m - 1, d)),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { supplier, recipient } = snapshot;
  const half = (CONTENT_WIDTH - 24) / 2;
  const right = PAGE.margin + half + 24;

  // Heading: the supplier on the left, the document's name and number on the right.
  const top = PAGE.margin;
  const supplierBottom = party(
    doc,
    'Supplier',
    [
      ['GSTIN', supplier.gstin],
      ['State', stateLabel(supplier.state)],
      ['FSSAI licence no.', supplier.fssaiLicence],
    ],
    supplier.legalName,
    supplier.address,
    PAGE.margin,
    top,
    half,
  );
  doc.y = top;
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(title.toUpperCase(), right, top, {
    width: half,
    align: 'right',
  });
  doc.moveDown(0.3);
  const metaRows: [string, string][] = [
    [isCreditNote ? 'Credit note no.' : 'Invoice no.', snapshot.number],
    [isCreditNote ? 'Credit note date' : 'Invoice date', displayDate(snapshot.issuedOn)],
    ...(snapshot.creditFor
      ? ([
          ['Against invoice', snapshot.creditFor.invoiceNumber],
          ['Invoice date', displayDate(snapshot.creditFor.invoiceIssuedOn)],
        ] as [string, string][])
      : []),
    ['Order', `#${snapshot.order.id} of ${displayDate(snapshot.order.placedOn)}`],
    ...(recipient.poNumber ? ([['PO number', recipient.poNumber]] as [string, string][]) : []),
    ['Place of supply', stateLabel(snapshot.placeOfSupply)],
    ['Reverse charge', 'No'],
  ];
  doc.font('Helvetica').fontSize(9.5);
  for (const [label, value] of metaRows) {
    const rowTop = doc.y;
    doc
      .font('Helvetica')
      .fillColor(MUTED)
      .text(label, right, rowTop, { width: half / 2 });
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(printable(value), right + half / 2, rowTop, { width: half / 2, align: 'right' });
  }
  const headBottom = Math.max(supplierBottom, doc.y) + 14;
  rule(doc, headBottom, INK);

  // The recipient, and where the food goes when that is elsewhere.
  const partiesTop = headBottom + 12;
  const billBottom = party(
    doc,
    isCreditNote ? 'Issued to' : 'Bill to',
    [
      ['GSTIN', recipient.gstin ?? 'Unregistered'],
      ['State', stateLabel(recipient.state)],
      ['Contact', recipient.contactPerson],
    ],
    recipient.name,
    recipient.address,
    PAGE.margin,
    partiesTop,
    half,
  );
  let deliverBottom = partiesTop;
  if (snapshot.deliveryAddress && snapshot.deliveryAddress !== recipient.address) {
    deliverBottom = party(
      doc,
      'Delivered to',
      [],
      recipient.contactPerson,
      snapshot.deliveryAddress,
      right,
      partiesTop,
      half,
    );
  }
  let tableTop = Math.max(billBottom, deliverBottom) + 18;

  // The lines.
  rule(doc, tableTop - 4);
  let y2 = row(
    doc,
    COLUMNS.map((c) => c.head),
    { bold: true, top: tableTop },
  );
  rule(doc, y2 + 3);
  y2 += 8;
  snapshot.lines.forEach((line, i) => {
    y2 =
      row(
        doc,
        [
          String(i + 1),
          line.description,
          line.sac,
          String(line.quantity),
          money(line.ratePaise),
          money(line.taxablePaise),
        ],
        { top: y2 },
      ) + 5;
    if (y2 > PAGE.height - 220) {
      doc.addPage();
      y2 = PAGE.margin;
    }
  });
  rule(doc, y2);
  tableTop = y2 + 8;

  // Taxes and totals.
  doc.y = tableTop;
  totalsRow(doc, 'Total taxable value', money(snapshot.taxablePaise));
  for (const tax of snapshot.taxes) {
    totalsRow(doc, `${tax.name} @ ${tax.ratePercent}%`, money(tax.amountPaise));
  }
  if (snapshot.roundOffPaise !== 0) totalsRow(doc, 'Round off', money(snapshot.roundOffPaise));
  doc.moveDown(0.2);
  totalsRow(
    doc,
    isCreditNote ? 'Total credit (INR)' : 'Total invoice value (INR)',
    money(snapshot.totalPaise),
    true,
  );
  doc.moveDown(0.8);

  doc.x = PAGE.margin;
  labelled(doc, 'Amount in words', snapshot.totalInWords, PAGE.margin, CONTENT_WIDTH);
  if (snapshot.creditFor) {
    labelled(doc, 'Reason', snapshot.creditFor.reason, PAGE.margin, CONTENT_WIDTH);
  }
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(INK)
    .text('Tax is not payable on reverse charge.', PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  if (snapshot.order.paymentId) {
    doc.text(`Paid online, payment reference ${printable(snapshot.order.paymentId)}.`, {
      width: CONTENT_WIDTH,
    });
  }

  // Signature block.
  doc.moveDown(2);
  const signTop = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(9.5)
    .text(`For ${printable(supplier.legalName)}`, right, signTop, { width: half, align: 'right' });
  doc.moveDown(2.2);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text('Authorised signatory', right, doc.y, { width: half, align: 'right' });
  doc
    .fontSize(8)
    .text(
      `This ${title.toLowerCase()} is computer generated and issued electronically by ${printable(supplier.legalName)}.`,
      PAGE.margin,
      PAGE.height - PAGE.margin - 12,
      { width: CONTENT_WIDTH, align: 'center', lineBreak: false },
    );

  doc.end();
  return done;
}
