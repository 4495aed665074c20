import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutDtoSchema } from '@shared/contracts/corporate-order';
import { financialYearOf } from '@shared/invoicing/financial-year';
import { corporateOrders } from '@shared/schema/corporate-orders';
import { documentCounters, taxDocuments } from '@shared/schema/tax-documents';
import { checkoutPayload, openCorporateOrdering } from '../../test/corporate-checkout';
import { setLegalDetails } from '../../test/invoicing';
import { createTestApp, type TestApp } from '../../test/test-app';

// Payments confirmed at the same moment in two server processes on one PostgreSQL database: each
// takes the next invoice number under the counter row's lock. PGlite runs one transaction at a
// time and would hide the race, so this runs in the PostgreSQL pass only.
describe('invoice numbers under concurrent payments in two processes (postgres)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ RATE_LIMITS: 'off' }, { runJobs: false });
    b = await createTestApp({ RATE_LIMITS: 'off' }, { runJobs: false, sameDatabaseAs: a });
    await setLegalDetails(a.database.db);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('when orders are paid at the same moment through two processes, then their invoice numbers are 1 to N, each once, with no gap', async () => {
    const { thali } = await openCorporateOrdering(a.database.db);
    const ORDERS = 16;
    // Checked out and paid at the card network; only the confirmations race.
    const paid = [];
    for (let i = 0; i < ORDERS; i++) {
      const app = i % 2 === 0 ? a.app : b.app;
      const created = await request(app)
        .post('/api/corporate-orders/create')
        .send(checkoutPayload([{ item: thali, quantity: 1 + (i % 3) }]))
        .expect(201);
      const order = checkoutDtoSchema.parse(created.body);
      const payment = await request(app)
        .post('/api/payments/sandbox/pay')
        .send({ razorpayOrderId: order.razorpayOrderId, outcome: 'pay' })
        .expect(200);
      paid.push({ app, body: { orderId: order.id, ...payment.body } });
    }

    const answers = await Promise.all(
      paid.map(({ app, body }) =>
        request(app).post('/api/corporate-orders/verify-payment').send(body),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(paid.map(() => 200));

    const fy = financialYearOf(new Date(), 'Asia/Kolkata').short;
    const invoices = await a.database.db.select().from(taxDocuments);
    expect(invoices).toHaveLength(ORDERS);
    expect(invoices.map((d) => d.serial).sort((x, y) => x - y)).toEqual(
      Array.from({ length: ORDERS }, (_, i) => i + 1),
    );
    expect(new Set(invoices.map((d) => d.number)).size).toBe(ORDERS);
    expect(invoices.every((d) => d.number === `TTR/${fy}/${d.serial}`)).toBe(true);
    expect(new Set(invoices.map((d) => d.orderId)).size).toBe(ORDERS);
    const [counter] = await a.database.db.select().from(documentCounters);
    expect(counter!.lastSerial).toBe(ORDERS);
    const orders = await a.database.db.select().from(corporateOrders);
    expect(orders.every((o) => o.paymentStatus === 'completed')).toBe(true);
  });
});
