import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SETTING_CONTACT } from '@shared/constants';
import { guestDate } from '@shared/date-display';
import { buyerOrderDtoSchema, checkoutDtoSchema } from '@shared/contracts/corporate-order';
import type { MenuItemRow } from '@shared/schema/menu-items';
import type { MailMessage } from '../../mail/mailer';
import { checkoutPayload, openCorporateOrdering } from '../../test/corporate-checkout';
import { clearCorporateOrdering, insertSiteSetting } from '../../test/factories';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

describe(`the buyer's order page (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  let thali: MenuItemRow;
  const sent: MailMessage[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { RATE_LIMITS: 'off' },
      { withPages: true, runJobs: false, mailer: { send: async (m) => void sent.push(m) } },
    );
    staff = await signedInAgent(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    const db = t.database.db;
    await clearCorporateOrdering(db);
    ({ thali } = await openCorporateOrdering(db));
    await insertSiteSetting(db, SETTING_CONTACT, {
      phone: '+91 80 1234 5678',
      email: 'kitchen@tastingroom.example',
      address: '12 MG Road',
      openingHours: 'Daily 11 AM - 11 PM',
    });
    sent.length = 0;
  });

  /** Checks out two thalis and pays for them in the sandbox, as the buyer's browser does. */
  async function placeAndPay() {
    const created = await request(t.app)
      .post('/api/corporate-orders/create')
      .send(checkoutPayload([{ item: thali, quantity: 2 }]))
      .expect(201);
    const order = checkoutDtoSchema.strict().parse(created.body);
    const page = () => request(t.app).get(`/api/corporate-orders/by-token/${order.orderToken}`);
    const before = await page().expect(200);
    const paid = await request(t.app)
      .post('/api/payments/sandbox/pay')
      .send({ razorpayOrderId: order.razorpayOrderId, outcome: 'pay' })
      .expect(200);
    await request(t.app)
      .post('/api/corporate-orders/verify-payment')
      .send({ orderId: order.id, ...paid.body })
      .expect(200);
    return { order, page, before };
  }

  const mailsTo = (to: string) => sent.filter((m) => m.to === to);

  it('U2: when a buyer pays, then the order page (private, no-store) shows items, bill, delivery, status and payment as staff move it, and every mail to the buyer links to it', async () => {
    const { order, page, before } = await placeAndPay();
    expect(order.orderToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(before.headers['cache-control']).toBe('private, no-store');
    expect(buyerOrderDtoSchema.strict().parse(before.body)).toMatchObject({
      id: order.id,
      status: 'pending',
      paymentStatus: 'pending',
    });

    const paid = buyerOrderDtoSchema.strict().parse((await page().expect(200)).body);
    expect(paid).toMatchObject({
      id: order.id,
      contactPerson: 'Asha Rao',
      status: 'pending',
      paymentStatus: 'completed',
      orderItems: [{ name: 'Veg Thali', quantity: 2, price: 349 }],
      // 2 × ₹349 = ₹698 + ₹34.90 GST = ₹732.90.
      bill: { subtotalPaise: 69800, gstPaise: 3490, totalPaise: 73290 },
      delivery: {
        address: '4th floor, 12 MG Road, Bengaluru 560001',
        time: '12:30 PM',
        instructions: 'Call at reception',
      },
      refund: null,
    });
    // Nothing of the gateway's, nor the buyer's own contact details, is on the page.
    expect(JSON.stringify(paid)).not.toMatch(/pay_|order_|asha@example\.com|98765/);

    const link = `${t.config.publicUrl}/order/${order.orderToken}`;
    await t.jobs.runDue();
    const [paidMail] = mailsTo('asha@example.com');
    // The mail after payment says what the page says: paid, awaiting approval.
    expect(paidMail!.subject).toBe(
      `Payment received for your order #${order.id} from The Tasting Room`,
    );
    expect(paidMail!.text).toContain('Status: Paid, awaiting approval.');
    // The buyer reads the delivery day as guests read dates.
    expect(paidMail!.text).toContain(`Date: ${guestDate(paid.delivery.date!)}`);
    expect(paidMail!.text).toContain(link);
    expect(paidMail!.html).toContain(`href="${link}"`);

    await staff
      .patch(`/api/corporate-orders/${order.id}/status`)
      .send({ status: 'approved' })
      .expect(200);
    expect((await page().expect(200)).body).toMatchObject({ status: 'approved' });
    await staff
      .patch(`/api/corporate-orders/${order.id}/status`)
      .send({ status: 'cancelled' })
      .expect(200);
    expect((await page().expect(200)).body).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'completed',
      refund: { status: 'requested', amount: 73290 },
    });
    await t.jobs.runDue(); // the approval and cancellation mails, and the refund itself
    await t.jobs.runDue(); // the refund's mail
    expect((await page().expect(200)).body).toMatchObject({
      paymentStatus: 'refunded',
      refund: { status: 'processed', amount: 73290 },
    });

    const buyerMails = mailsTo('asha@example.com');
    expect(buyerMails.map((m) => m.subject)).toEqual([
      `Payment received for your order #${order.id} from The Tasting Room`,
      `Your order #${order.id} from The Tasting Room is confirmed`,
      `Your order #${order.id} from The Tasting Room has been cancelled`,
      `Your refund for order #${order.id} from The Tasting Room`,
    ]);
    for (const mail of buyerMails) expect(mail.text).toContain(link);
  });

  it('U2: when the order page itself is opened, then it is sent private and not to be stored', async () => {
    const { order } = await placeAndPay();
    const res = await request(t.app)
      .get(`/order/${order.orderToken}`)
      .set('Accept', 'text/html')
      .expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const robots = await request(t.app).get('/robots.txt').expect(200);
    expect(robots.text).toContain('Disallow: /order/');
  });

  it('U2: when a token opens no order or is not one we make, then 404 or 400, never an order', async () => {
    await placeAndPay();
    const unknown = await request(t.app)
      .get(`/api/corporate-orders/by-token/${'x'.repeat(32)}`)
      .expect(404);
    expect(unknown.body).toMatchObject({
      code: 'not_found',
      message: 'This order link is not valid.',
    });
    await request(t.app).get('/api/corporate-orders/by-token/short').expect(400);
    await request(t.app)
      .get(`/api/corporate-orders/by-token/${'%27'.repeat(30)}`)
      .expect(400);
  });
});
