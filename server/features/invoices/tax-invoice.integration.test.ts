import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SETTING_CONTACT } from '@shared/constants';
import type { BillingDetailsInput } from '@shared/contracts/billing-details';
import {
  buyerOrderDtoSchema,
  checkoutDtoSchema,
  corporateOrderDtoSchema,
} from '@shared/contracts/corporate-order';
import { financialYearOf } from '@shared/invoicing/financial-year';
import type { TaxDocumentSnapshot } from '@shared/invoicing/tax-document';
import { corporateOrders } from '@shared/schema/corporate-orders';
import type { MenuItemRow } from '@shared/schema/menu-items';
import { documentCounters, taxDocuments } from '@shared/schema/tax-documents';
import type { MailMessage } from '../../mail/mailer';
import { createLogger } from '../../lib/logger';
import {
  checkoutPayload,
  deliveryDetails,
  openCorporateOrdering,
} from '../../test/corporate-checkout';
import { clearCorporateOrdering, insertMenuItem, insertSiteSetting } from '../../test/factories';
import {
  binary,
  MUMBAI_BUYER,
  pdfText,
  RESTAURANT_LEGAL,
  setLegalDetails,
} from '../../test/invoicing';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { issueInvoice } from './tax-document.service';

const KOLKATA = 'Asia/Kolkata';

describe(`GST tax invoices and credit notes (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  let thali: MenuItemRow;
  let biryani: MenuItemRow;
  const sent: MailMessage[] = [];
  // The app's clock: real time unless a test pins it (the financial year's last minute).
  let pinned: Date | undefined;
  const now = () => pinned ?? new Date();
  const fy = () => financialYearOf(now(), KOLKATA).short;

  beforeAll(async () => {
    t = await createTestApp(
      { RATE_LIMITS: 'off', RESTAURANT_TIMEZONE: KOLKATA },
      { runJobs: false, now, mailer: { send: async (m) => void sent.push(m) } },
    );
    staff = await signedInAgent(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    pinned = undefined;
    const db = t.database.db;
    await clearCorporateOrdering(db);
    ({ thali, biryani } = await openCorporateOrdering(db));
    await insertSiteSetting(db, SETTING_CONTACT, {
      phone: '+91 80 1234 5678',
      email: 'kitchen@tastingroom.example',
      address: '12 Lavelle Road',
      openingHours: 'Daily 11 AM - 11 PM',
    });
    await setLegalDetails(db);
    sent.length = 0;
  });

  /** Checks out (with these billing details, if any) and pays in the sandbox, as a browser does. */
  async function placeAndPay(
    options: {
      billing?: BillingDetailsInput;
      lines?: { item: MenuItemRow; quantity: number }[];
    } = {},
  ) {
    const lines = options.lines ?? [{ item: thali, quantity: 4 }];
    const payload = checkoutPayload(lines, {
      ...(options.billing ? { billing: options.billing } : {}),
      // A day after whatever the clock says, so a pinned clock never makes it past.
      deliveryDetails: deliveryDetails({
        deliveryDate: new Date(now().getTime() + 5 * 86_400_000).toISOString().slice(0, 10),
      }),
    });
    const created = await request(t.app)
      .post('/api/corporate-orders/create')
      .send(payload)
      .expect(201);
    const order = checkoutDtoSchema.parse(created.body);
    const paid = await request(t.app)
      .post('/api/payments/sandbox/pay')
      .send({ razorpayOrderId: order.razorpayOrderId, outcome: 'pay' })
      .expect(200);
    await request(t.app)
      .post('/api/corporate-orders/verify-payment')
      .send({ orderId: order.id, ...paid.body })
      .expect(200);
    return order;
  }

  const documentsOf = (orderId: number) =>
    t.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));
  const staffPdf = (orderId: number, kind = 'invoice') =>
    staff.get(`/api/corporate-orders/${orderId}/${kind}.pdf`).buffer(true).parse(binary);
  const buyerPdf = (token: string, kind = 'invoice') =>
    request(t.app).get(`/api/orders/${token}/${kind}.pdf`).buffer(true).parse(binary);

  it('when a buyer registered in another state pays, then one tax invoice is issued with IGST 5% and every Rule 46 fact, and staff and the buyer download the same PDF', async () => {
    const order = await placeAndPay({ billing: MUMBAI_BUYER });

    const [invoice, ...others] = await documentsOf(order.id);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({ kind: 'invoice', serial: 1, number: `TTR/${fy()}/1` });
    expect(invoice!.number.length).toBeLessThanOrEqual(16);
    expect(invoice!.document).toMatchObject({
      placeOfSupply: '27',
      taxablePaise: 139_600,
      taxes: [{ name: 'IGST', ratePercent: 5, amountPaise: 6_980 }],
      roundOffPaise: 0,
      totalPaise: 146_580,
      recipient: { gstin: '27AAPFU0939F1ZV', poNumber: 'PO-2026-118' },
    });

    const fromStaff = await staffPdf(order.id).expect(200);
    expect(fromStaff.headers['content-type']).toBe('application/pdf');
    expect(fromStaff.headers['content-disposition']).toBe(
      `attachment; filename="tax-invoice-TTR-${fy()}-1.pdf"`,
    );
    expect(fromStaff.headers['cache-control']).toBe('private, no-store');
    const fromBuyer = await buyerPdf(order.orderToken).expect(200);
    expect(Buffer.compare(fromStaff.body as Buffer, fromBuyer.body as Buffer)).toBe(0);

    const text = await pdfText(fromBuyer.body as Buffer);
    const rule46 = [
      // Supplier: name, address, GSTIN (and the FSSAI licence food businesses print).
      'Tasting Room Hospitality LLP',
      '12 Lavelle Road, Bengaluru 560001',
      'GSTIN: 29AAGCB7383J1Z4',
      'FSSAI licence no.: 11224999000123',
      // A consecutive number of at most 16 characters, and the date of issue.
      'TAX INVOICE',
      `TTR/${fy()}/1`,
      'Invoice date',
      // Recipient: name, address, GSTIN, and the state with its code.
      'Acme Infotech Private Limited',
      'Unit 401, Tech Park, Andheri East, Mumbai 400069',
      'GSTIN: 27AAPFU0939F1ZV',
      'PO-2026-118',
      // Place of supply with the state's name, and the delivery address where it differs.
      'Place of supply',
      'Maharashtra (27)',
      '4th floor, 12 MG Road, Bengaluru 560001',
      // SAC, description, quantity, rate and taxable value of each line.
      '996334',
      'Veg Thali',
      '349.00',
      '1,396.00',
      // Rate and amount of each tax, the total, and the total in words.
      'IGST @ 5%',
      '69.80',
      '1,465.80',
      'Rupees One Thousand Four Hundred Sixty-Five and Eighty Paise Only',
      // Whether tax is payable on reverse charge, and the signature block.
      'Tax is not payable on reverse charge.',
      'Authorised signatory',
    ];
    expect(rule46.filter((fact) => !text.includes(fact))).toEqual([]);
    expect(text).not.toContain('CGST');

    // The staff row and the buyer's page name the invoice.
    const row = corporateOrderDtoSchema
      .strict()
      .parse((await staff.get('/api/corporate-orders').expect(200)).body[0]);
    expect(row.invoice).toEqual({
      number: `TTR/${fy()}/1`,
      issuedAt: invoice!.issuedAt.toISOString(),
    });
    expect(row.billing).toEqual(MUMBAI_BUYER);
    const page = buyerOrderDtoSchema
      .strict()
      .parse((await request(t.app).get(`/api/corporate-orders/by-token/${order.orderToken}`)).body);
    expect(page.invoice?.number).toBe(`TTR/${fy()}/1`);
    expect(page.creditNote).toBeNull();
  });

  it('when a buyer gives no GST details, then the company is billed at the delivery address as unregistered, in the restaurant’s state, with CGST and SGST at 2.5% each', async () => {
    const order = await placeAndPay({
      lines: [
        { item: thali, quantity: 1 },
        { item: biryani, quantity: 1 },
      ],
    });
    const [invoice] = await documentsOf(order.id);
    // ₹778 taxable; 2.5% is ₹19.45 each; ₹816.90 charged.
    expect(invoice!.document).toMatchObject({
      placeOfSupply: '29',
      taxes: [
        { name: 'CGST', ratePercent: 2.5, amountPaise: 1945 },
        { name: 'SGST', ratePercent: 2.5, amountPaise: 1945 },
      ],
      totalPaise: 81_690,
      recipient: { name: 'Asha Rao', gstin: null, state: '29' },
    });
    const text = await pdfText((await staffPdf(order.id).expect(200)).body as Buffer);
    for (const fact of [
      'GSTIN: Unregistered',
      'Karnataka (29)',
      'CGST @ 2.5%',
      'SGST @ 2.5%',
      '19.45',
      'Rupees Eight Hundred Sixteen and Ninety Paise Only',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).not.toContain('IGST');
  });

  it('T14: a festival hamper is invoiced as goods under HSN 210690 at 5%, beside catering under SAC 996334', async () => {
    const hamper = await insertMenuItem(t.database.db, {
      name: 'Diwali Sweets Box',
      category: 'Festival Hampers',
      price: 1_200,
      courseNumber: 1,
    });
    const order = await placeAndPay({
      billing: MUMBAI_BUYER,
      lines: [
        { item: hamper, quantity: 20 },
        { item: thali, quantity: 10 },
      ],
    });
    const [invoice] = await documentsOf(order.id);
    const document = invoice!.document as TaxDocumentSnapshot;
    expect(document.lines).toMatchObject([
      { description: 'Diwali Sweets Box', codeScheme: 'HSN', sac: '210690', quantity: 20 },
      { description: 'Veg Thali', codeScheme: 'SAC', sac: RESTAURANT_LEGAL.sac, quantity: 10 },
    ]);
    // One rate for the order: 5% of 24,000 + 3,490, as IGST to a buyer in another state.
    expect(document.taxes).toEqual([{ name: 'IGST', ratePercent: 5, amountPaise: 137_450 }]);
    const text = await pdfText((await staffPdf(order.id).expect(200)).body as Buffer);
    expect(text).toContain('HSN/SAC');
    expect(text).toMatch(/Diwali Sweets Box 210690 20/);
    expect(text).toMatch(/Veg Thali 996334 10/);
  });

  it('when the order is paid, then the buyer’s mail carries the invoice as a PDF attachment', async () => {
    const order = await placeAndPay({ billing: MUMBAI_BUYER });
    await t.jobs.runDue();
    const mail = sent.find((m) => m.to === 'asha@example.com')!;
    expect(mail.subject).toBe(`Payment received for your order #${order.id} from The Tasting Room`);
    expect(mail.text).toContain(`Your tax invoice TTR/${fy()}/1 is attached as a PDF.`);
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments!;
    expect(attachment).toMatchObject({
      filename: `tax-invoice-TTR-${fy()}-1.pdf`,
      contentType: 'application/pdf',
      encoding: 'base64',
    });
    const text = await pdfText(Buffer.from(attachment!.content, 'base64'));
    expect(text).toContain(`TTR/${fy()}/1`);
    expect(text).toContain('Acme Infotech Private Limited');
    // The restaurant's notice carries no invoice.
    expect(sent.find((m) => m.to === 'kitchen@tastingroom.example')?.attachments).toBeUndefined();
  });

  it('when orders are paid one after another and payments are reported twice, then the numbers run 1, 2, 3 without a gap and each order has one invoice', async () => {
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push(await placeAndPay());
    // The same payment reported again (the browser's retry, staff's 'Check payment').
    await staff.post(`/api/corporate-orders/${orders[0]!.id}/check-payment`).expect(200);
    const all = await t.database.db.select().from(taxDocuments).orderBy(taxDocuments.serial);
    expect(all.map((d) => [d.orderId, d.number])).toEqual(
      orders.map((o, i) => [o.id, `TTR/${fy()}/${i + 1}`]),
    );
    const [counter] = await t.database.db.select().from(documentCounters);
    expect(counter).toMatchObject({ kind: 'invoice', lastSerial: 3 });
  });

  it('when an issue rolls back after taking a number, then the next invoice takes that number: no gap', async () => {
    const first = await placeAndPay();
    const second = await placeAndPay();
    // Neither is invoiced yet: the documents are removed and the counter set back to nothing.
    await t.database.db.delete(taxDocuments).where(sql`true`);
    await t.database.db.delete(documentCounters).where(sql`true`);
    const rowOf = async (id: number) =>
      (await t.database.db.select().from(corporateOrders).where(eq(corporateOrders.id, id)))[0]!;
    const context = { now: new Date(), timeZone: KOLKATA, logger: createLogger('silent') };
    const [firstRow, secondRow] = [await rowOf(first.id), await rowOf(second.id)];
    await expect(
      t.database.db.transaction(async (tx) => {
        await issueInvoice(tx, firstRow, context);
        throw new Error('the payment failed to commit');
      }),
    ).rejects.toThrow('the payment failed to commit');
    const issued = await t.database.db.transaction((tx) => issueInvoice(tx, secondRow, context));
    expect(issued?.serial).toBe(1);
    expect(await t.database.db.select().from(taxDocuments)).toHaveLength(1);
  });

  it('when the restaurant’s clock passes midnight of 31 March, then the next invoice starts the new financial year at 1', async () => {
    pinned = new Date('2027-03-31T18:29:00Z'); // 23:59 in Kolkata
    const march = await placeAndPay();
    const marchToo = await placeAndPay();
    pinned = new Date('2027-03-31T18:30:00Z'); // 00:00 on 1 April
    const april = await placeAndPay();
    const numbers = async (id: number) => (await documentsOf(id)).map((d) => d.number);
    expect(await numbers(march.id)).toEqual(['TTR/26-27/1']);
    expect(await numbers(marchToo.id)).toEqual(['TTR/26-27/2']);
    expect(await numbers(april.id)).toEqual(['TTR/27-28/1']);
    const [aprilInvoice] = await documentsOf(april.id);
    expect(aprilInvoice!.document).toMatchObject({
      issuedOn: '2027-04-01',
      financialYear: '2027-28',
    });
  });

  it('when a paid order is refunded, then one credit note in its own series reverses the invoice, is mailed with the refund and downloads for staff and the buyer', async () => {
    const order = await placeAndPay({ billing: MUMBAI_BUYER });
    await t.jobs.runDue();
    sent.length = 0;
    await staff
      .patch(`/api/corporate-orders/${order.id}/status`)
      .send({ status: 'cancelled' })
      .expect(200);
    await t.jobs.runDue(); // the cancellation mail and the refund
    await t.jobs.runDue(); // the refund's mail
    await t.jobs.runDue();

    const documents = await documentsOf(order.id);
    const invoice = documents.find((d) => d.kind === 'invoice')!;
    const creditNotes = documents.filter((d) => d.kind === 'credit_note');
    expect(creditNotes).toHaveLength(1);
    expect(creditNotes[0]).toMatchObject({
      number: `TTR/${fy()}/C1`,
      serial: 1,
      refersToId: invoice.id,
    });
    expect(creditNotes[0]!.document).toMatchObject({
      kind: 'credit_note',
      totalPaise: 146_580,
      creditFor: { invoiceNumber: invoice.number },
    });

    const text = await pdfText(
      (await buyerPdf(order.orderToken, 'credit-note').expect(200)).body as Buffer,
    );
    for (const fact of [
      'CREDIT NOTE',
      `TTR/${fy()}/C1`,
      'Against invoice',
      invoice.number,
      'IGST @ 5%',
    ]) {
      expect(text).toContain(fact);
    }
    await staffPdf(order.id, 'credit-note').expect(200);

    const refundMail = sent.find((m) => m.subject.startsWith('Your refund for'))!;
    expect(refundMail.attachments?.[0]?.filename).toBe(`credit-note-TTR-${fy()}-C1.pdf`);
    const row = corporateOrderDtoSchema.parse(
      (await staff.get('/api/corporate-orders').expect(200)).body[0],
    );
    expect(row).toMatchObject({
      paymentStatus: 'refunded',
      creditNote: { number: `TTR/${fy()}/C1` },
    });
  });

  it('when the legal details are not set, then a paid order gets no invoice, both downloads say 404, and the payment still goes through', async () => {
    await t.database.db.execute(sql`delete from site_settings where setting_name = 'legal'`);
    const order = await placeAndPay();
    expect((await t.database.db.select().from(corporateOrders))[0]).toMatchObject({
      paymentStatus: 'completed',
    });
    expect(await documentsOf(order.id)).toEqual([]);
    const res = await staffPdf(order.id).expect(404);
    expect(JSON.parse((res.body as Buffer).toString())).toMatchObject({
      code: 'not_found',
      message: 'No tax invoice has been issued for this order yet.',
    });
    await buyerPdf(order.orderToken).expect(404);
    await t.jobs.runDue();
    expect(sent.find((m) => m.to === 'asha@example.com')?.attachments).toBeUndefined();
  });

  it('when an invoice is asked for without a session, with a bad id or a token we never made, then 401, 400 or 404', async () => {
    const order = await placeAndPay();
    await request(t.app).get(`/api/corporate-orders/${order.id}/invoice.pdf`).expect(401);
    await staff.get('/api/corporate-orders/abc/invoice.pdf').expect(400);
    await staff.get('/api/corporate-orders/999999/invoice.pdf').expect(404);
    await request(t.app)
      .get(`/api/orders/${'x'.repeat(32)}/invoice.pdf`)
      .expect(404);
    await request(t.app).get('/api/orders/short/invoice.pdf').expect(400);
    // A credit note before any refund is not there either.
    await buyerPdf(order.orderToken, 'credit-note').expect(404);
  });

  it('when the legal details change after an invoice is issued, then the issued invoice still says what it said', async () => {
    const order = await placeAndPay();
    await setLegalDetails(t.database.db, {
      legalName: 'Renamed Hospitality Pvt Ltd',
      invoicePrefix: 'RH',
    });
    const text = await pdfText((await staffPdf(order.id).expect(200)).body as Buffer);
    expect(text).toContain(RESTAURANT_LEGAL.legalName);
    expect(text).not.toContain('Renamed');
    const next = await placeAndPay();
    expect((await documentsOf(next.id))[0]!.number).toBe(`RH/${fy()}/2`);
  });
});
