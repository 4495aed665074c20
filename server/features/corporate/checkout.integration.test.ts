import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SETTING_CONTACT, SETTING_CORPORATE_ORDERING } from '@shared/constants';
import { checkoutDtoSchema, verifiedPaymentDtoSchema } from '@shared/contracts/corporate-order';
import { paymentsConfigDtoSchema } from '@shared/contracts/payments';
import { cartItems } from '@shared/schema/cart-items';
import { corporateOrders } from '@shared/schema/corporate-orders';
import { jobs } from '@shared/schema/jobs';
import { menuItems, type MenuItemRow } from '@shared/schema/menu-items';
import {
  checkoutPayload,
  deliveryDetails,
  openCorporateOrdering,
} from '../../test/corporate-checkout';
import { dateInDays, insertMenuItem, insertSiteSetting } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

describe(`corporate checkout in the payment sandbox (${testDatabaseKind})`, () => {
  let t: TestApp;
  let thali: MenuItemRow;
  let biryani: MenuItemRow;
  beforeAll(async () => {
    // Rate limits off here: a test below counts them on an app of its own.
    t = await createTestApp({ RATE_LIMITS: 'off' }, { runJobs: false });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    const db = t.database.db;
    await db.delete(jobs).where(sql`true`);
    await db.delete(cartItems).where(sql`true`);
    await db.delete(corporateOrders).where(sql`true`);
    await db.delete(menuItems).where(sql`true`);
    ({ thali, biryani } = await openCorporateOrdering(db));
  });

  const storedOrders = () => t.database.db.select().from(corporateOrders);
  const storedLines = () => t.database.db.select().from(cartItems);
  const checkout = (body: object) => request(t.app).post('/api/corporate-orders/create').send(body);

  const expectNothingStored = async () => {
    expect(await storedOrders()).toEqual([]);
    expect(await storedLines()).toEqual([]);
  };

  it('when a buyer checks out, then the order is stored at the server price and a gateway order opened for it', async () => {
    const payload = checkoutPayload([
      { item: thali, quantity: 10 },
      { item: biryani, quantity: 3 },
    ]);
    const res = await checkout(payload).expect(201);
    const answer = checkoutDtoSchema.strict().parse(res.body);
    // (10 × 349 + 3 × 429) = 4777 rupees; × 1.05 = 5015.85 rupees.
    expect(answer.amount).toBe(501585);
    expect(answer.razorpayKeyId).toBe('rzp_test_sandbox');
    expect(answer.razorpayOrderId).toMatch(/^order_[A-Za-z0-9]{14}$/);

    const [order] = await storedOrders();
    expect(order).toMatchObject({
      id: answer.id,
      companyName: 'Asha Rao',
      contactPerson: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      status: 'pending',
      paymentStatus: 'pending',
      totalAmount: 501585,
      razorpayOrderId: answer.razorpayOrderId,
      deliveryAddress: '4th floor, 12 MG Road, Bengaluru 560001',
      deliveryDate: payload.deliveryDetails.deliveryDate,
      eventDate: payload.deliveryDetails.deliveryDate,
      deliveryTime: '12:30 PM',
      specialRequirements: 'Call at reception',
      orderItems: [
        { name: 'Veg Thali', quantity: 10, price: 349 },
        { name: 'Chicken Biryani', quantity: 3, price: 429 },
      ],
    });
    const lines = await storedLines();
    expect(lines.map((l) => [l.menuItemId, l.quantity, l.unitPrice])).toEqual([
      [thali.id, 10, 34900],
      [biryani.id, 3, 42900],
    ]);
  });

  it('when the buyer names a company, then it is the company and the name is the contact person', async () => {
    const payload = checkoutPayload([{ item: thali, quantity: 1 }], {
      deliveryDetails: deliveryDetails({ companyName: 'Acme Software Pvt Ltd' }),
    });
    await checkout(payload).expect(201);
    const [order] = await storedOrders();
    expect(order).toMatchObject({
      companyName: 'Acme Software Pvt Ltd',
      contactPerson: 'Asha Rao',
    });
  });

  it('when a line carries a lower price than the menu, then 409 says prices changed and nothing is stored', async () => {
    const payload = checkoutPayload([{ item: thali, quantity: 10 }]);
    payload.items[0]!.price = 1;
    payload.totalAmount = Math.round(10 * 1 * 105);
    const res = await checkout(payload).expect(409);
    expect(res.body).toMatchObject({
      code: 'prices_changed',
      message: expect.stringMatching(/prices have changed/),
    });
    await expectNothingStored();
  });

  it.each([
    ['lower', -1],
    ['higher', +1],
    ['one paisa lower', -0.01],
  ])(
    'when the total is %s than the server computes, then 409 and nothing is stored',
    async (_label, delta) => {
      const payload = checkoutPayload([{ item: biryani, quantity: 2 }]);
      payload.totalAmount = Math.round(payload.totalAmount + delta * 100);
      await checkout(payload).expect(409);
      await expectNothingStored();
    },
  );

  it.each([
    ['zero', 0],
    ['negative', -3],
    ['fractional', 1.5],
    ['absurd', 1e9],
    ['text', '2'],
  ])(
    'when a quantity is %s, then 400 names the quantity and nothing is stored',
    async (_label, quantity) => {
      const payload = checkoutPayload([{ item: thali, quantity: 1 }]);
      (payload.items[0] as { quantity: unknown }).quantity = quantity;
      const res = await checkout(payload).expect(400);
      expect(res.body.errors).toEqual([
        { path: 'items.0.quantity', message: 'Quantity must be a whole number from 1 to 500' },
      ]);
      await expectNothingStored();
    },
  );

  it('when the same item appears on two lines, then 400 and nothing is stored', async () => {
    const payload = checkoutPayload([
      { item: thali, quantity: 1 },
      { item: thali, quantity: 2 },
    ]);
    const res = await checkout(payload).expect(400);
    expect(res.body.errors[0].message).toBe('Each item may appear only once in the cart');
    await expectNothingStored();
  });

  it('when the cart is empty, then 400 says so', async () => {
    const res = await checkout(checkoutPayload([])).expect(400);
    expect(res.body.errors[0].message).toBe('Your cart is empty');
    await expectNothingStored();
  });

  it('when an item was switched off or never existed, then 400 item_unavailable and nothing is stored', async () => {
    const hidden = await insertMenuItem(t.database.db, {
      name: 'Hidden',
      price: 100,
      isActive: false,
    });
    const inactive = await checkout(checkoutPayload([{ item: hidden, quantity: 1 }])).expect(400);
    expect(inactive.body.code).toBe('item_unavailable');
    const ghost = { ...thali, id: 987654 };
    const unknown = await checkout(checkoutPayload([{ item: ghost, quantity: 1 }])).expect(400);
    expect(unknown.body.code).toBe('item_unavailable');
    await expectNothingStored();
  });

  it('when corporate ordering is switched off, then 409 ordering_closed and nothing is stored', async () => {
    await insertSiteSetting(t.database.db, SETTING_CORPORATE_ORDERING, 'false');
    const res = await checkout(checkoutPayload([{ item: thali, quantity: 1 }])).expect(409);
    expect(res.body.code).toBe('ordering_closed');
    await expectNothingStored();
  });

  it('when the payload claims another status or payment status, then 400', async () => {
    await checkout(
      checkoutPayload([{ item: thali, quantity: 1 }], { status: 'approved' as 'pending' }),
    ).expect(400);
    await checkout(
      checkoutPayload([{ item: thali, quantity: 1 }], { paymentStatus: 'completed' as 'pending' }),
    ).expect(400);
    await expectNothingStored();
  });

  it('when the delivery details break a rule, then 400 carries the form message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'A' }, 'deliveryDetails.name', 'Name must be at least 2 characters'],
      [
        { contactNumber: '12345' },
        'deliveryDetails.contactNumber',
        'Contact number must be at least 10 digits',
      ],
      [{ email: 'not-an-email' }, 'deliveryDetails.email', 'Please enter a valid email address'],
      [
        { deliveryAddress: 'short' },
        'deliveryDetails.deliveryAddress',
        'Address must be at least 10 characters',
      ],
      [{ deliveryDate: '' }, 'deliveryDetails.deliveryDate', 'Please select a delivery date'],
      [{ deliveryTime: '' }, 'deliveryDetails.deliveryTime', 'Please select a delivery time'],
    ];
    for (const [change, path, message] of cases) {
      const payload = checkoutPayload([{ item: thali, quantity: 1 }], {
        deliveryDetails: deliveryDetails(change),
      });
      const res = await checkout(payload).expect(400);
      expect(res.body.errors).toContainEqual({ path, message });
    }
    await expectNothingStored();
  });

  it('when the delivery date has passed in the restaurant time zone, then 400', async () => {
    const payload = checkoutPayload([{ item: thali, quantity: 1 }], {
      deliveryDetails: deliveryDetails({ deliveryDate: dateInDays(-2) }),
    });
    const res = await checkout(payload).expect(400);
    expect(res.body.message).toMatch(/from today onwards/);
    await expectNothingStored();
  });

  it('when the sandbox dialog pays and the page verifies, then the order is paid once and both mails are queued', async () => {
    await insertSiteSetting(t.database.db, SETTING_CONTACT, {
      phone: '+91 80 1234 5678',
      email: 'kitchen@tastingroom.example',
      address: '12 MG Road',
      openingHours: 'Daily 11 AM - 11 PM',
    });
    const config = await request(t.app).get('/api/payments/config').expect(200);
    expect(paymentsConfigDtoSchema.strict().parse(config.body)).toEqual({
      provider: 'sandbox',
      keyId: 'rzp_test_sandbox',
    });
    const created = await checkout(checkoutPayload([{ item: thali, quantity: 2 }])).expect(201);
    const paid = await request(t.app)
      .post('/api/payments/sandbox/pay')
      .send({ razorpayOrderId: created.body.razorpayOrderId, outcome: 'pay' })
      .expect(200);
    expect(paid.body.razorpay_order_id).toBe(created.body.razorpayOrderId);

    const verify = { orderId: created.body.id, ...paid.body };
    const first = await request(t.app)
      .post('/api/corporate-orders/verify-payment')
      .send(verify)
      .expect(200);
    expect(verifiedPaymentDtoSchema.strict().parse(first.body)).toEqual({
      id: created.body.id,
      paymentStatus: 'completed',
    });
    // The page may retry: the same answer, nothing new.
    await request(t.app)
      .post('/api/corporate-orders/verify-payment')
      .send(verify)
      .expect(200, first.body);

    const [order] = await storedOrders();
    expect(order).toMatchObject({
      paymentStatus: 'completed',
      paymentId: paid.body.razorpay_payment_id,
      paidAt: expect.any(Date),
    });
    const mails = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail'));
    const recipients = mails.map((m) => (m.payload as { to: string }).to).sort();
    expect(recipients).toEqual(['asha@example.com', 'kitchen@tastingroom.example']);
    const confirmation = mails.find((m) => (m.payload as { to: string }).to === 'asha@example.com');
    expect((confirmation!.payload as { text: string }).text).toContain('₹732.90');
  });

  it('when the signature is wrong or belongs to another order, then 400 and the order stays unpaid', async () => {
    const a = await checkout(checkoutPayload([{ item: thali, quantity: 1 }])).expect(201);
    const b = await checkout(checkoutPayload([{ item: biryani, quantity: 1 }])).expect(201);
    const paidB = await request(t.app)
      .post('/api/payments/sandbox/pay')
      .send({ razorpayOrderId: b.body.razorpayOrderId, outcome: 'pay' })
      .expect(200);

    const verify = (body: object) =>
      request(t.app).post('/api/corporate-orders/verify-payment').send(body);
    // B's genuine payment and signature, presented for A (with either order id).
    const stolen = await verify({ orderId: a.body.id, ...paidB.body }).expect(400);
    expect(stolen.body).toEqual({
      message: 'Payment verification failed',
      code: 'payment_verification_failed',
    });
    await verify({
      orderId: a.body.id,
      ...paidB.body,
      razorpay_order_id: a.body.razorpayOrderId,
    }).expect(400);
    // A forged signature for B.
    await verify({
      orderId: b.body.id,
      ...paidB.body,
      razorpay_signature: 'f'.repeat(64),
    }).expect(400);
    // An order that does not exist.
    await verify({ orderId: 999999, ...paidB.body }).expect(400);

    const orders = await storedOrders();
    expect(orders.map((o) => o.paymentStatus)).toEqual(['pending', 'pending']);
    expect(orders.every((o) => o.paymentId === null)).toBe(true);
  });

  it('when the sandbox dialog fails a payment, then the order is marked failed, and a later payment still pays it', async () => {
    const created = await checkout(checkoutPayload([{ item: thali, quantity: 1 }])).expect(201);
    const failed = await request(t.app)
      .post('/api/payments/sandbox/pay')
      .send({ razorpayOrderId: created.body.razorpayOrderId, outcome: 'fail' })
      .expect(200);
    expect(failed.body.error).toMatchObject({
      reason: 'payment_failed',
      metadata: { order_id: created.body.razorpayOrderId },
    });
    expect((await storedOrders())[0]!.paymentStatus).toBe('failed');

    const paid = await request(t.app)
      .post('/api/payments/sandbox/pay')
      .send({ razorpayOrderId: created.body.razorpayOrderId, outcome: 'pay' })
      .expect(200);
    await request(t.app)
      .post('/api/corporate-orders/verify-payment')
      .send({ orderId: created.body.id, ...paid.body })
      .expect(200);
    expect((await storedOrders())[0]!.paymentStatus).toBe('completed');
  });

  it('when the sandbox is asked about an order it never opened, then 404', async () => {
    await request(t.app)
      .post('/api/payments/sandbox/pay')
      .send({ razorpayOrderId: 'order_ZZZZZZZZZZZZZZ', outcome: 'pay' })
      .expect(404);
  });
});

describe(`checkout limits and set-up (${testDatabaseKind})`, () => {
  it('when one connection keeps creating orders, then it is refused with 429 after 20 in an hour', async () => {
    const t = await createTestApp({}, { runJobs: false });
    try {
      const { thali } = await openCorporateOrdering(t.database.db);
      const payload = checkoutPayload([{ item: thali, quantity: 1 }]);
      for (let i = 0; i < 20; i++) {
        await request(t.app).post('/api/corporate-orders/create').send(payload).expect(201);
      }
      const refused = await request(t.app)
        .post('/api/corporate-orders/create')
        .send(payload)
        .expect(429);
      expect(refused.body.code).toBe('rate_limited');
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await t.database.db.select().from(corporateOrders)).toHaveLength(20);
    } finally {
      await t.close();
    }
  });

  it('when production has no Razorpay keys, then the sandbox is refused and checkout says payments are not set up', async () => {
    const t = await createTestApp(
      {
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(40),
        RATE_LIMITS: 'on',
        MAIL_OUTBOX: '1',
      },
      { runJobs: false },
    );
    try {
      expect(t.gateway).toBeUndefined();
      const { thali } = await openCorporateOrdering(t.database.db);
      await request(t.app).get('/api/payments/config').expect(503);
      const res = await request(t.app)
        .post('/api/corporate-orders/create')
        .send(checkoutPayload([{ item: thali, quantity: 1 }]))
        .expect(503);
      expect(res.body.code).toBe('payments_unavailable');
      expect(await t.database.db.select().from(corporateOrders)).toEqual([]);
      await request(t.app)
        .post('/api/payments/sandbox/pay')
        .send({ razorpayOrderId: 'order_ZZZZZZZZZZZZZZ', outcome: 'pay' })
        .expect(404);
    } finally {
      await t.close();
    }
  });

  it('when production sets PAYMENTS_SANDBOX=1, then the sandbox is used', async () => {
    const t = await createTestApp(
      {
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(40),
        PAYMENTS_SANDBOX: '1',
        MAIL_OUTBOX: '1',
      },
      { runJobs: false },
    );
    try {
      expect(t.gateway?.provider).toBe('sandbox');
    } finally {
      await t.close();
    }
  });
});
