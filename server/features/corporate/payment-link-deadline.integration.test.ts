import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  linkCheckoutDtoSchema,
  type CreateCorporateOrderInput,
} from '@shared/contracts/corporate-order';
import { corporateOrders } from '@shared/schema/corporate-orders';
import type { MenuItemRow } from '@shared/schema/menu-items';
import { sandboxPaymentLinks } from '@shared/schema/sandbox-payments';
import { taxDocuments } from '@shared/schema/tax-documents';
import { hmacSha256Hex } from '../../payments/signature';
import {
  checkoutPayload,
  deliveryDetails,
  openCorporateOrdering,
  openInvoicedOrdering,
} from '../../test/corporate-checkout';
import { MUMBAI_BUYER } from '../../test/invoicing';
import {
  razorpayStubEnv,
  startRazorpayStub,
  STUB_WEBHOOK_SECRET,
  type RazorpayStub,
} from '../../test/razorpay-stub';
import { startSmtpPeer, until, type ReceivedMail } from '../../test/smtp-peer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { testDatabaseKind } from '../../test/test-database';

const CONTACT = 'asha@example.com';
const ACCOUNTS = 'accounts@acme.example';
/** 11:30 AM in Kolkata on Mon 1 Mar 2027 (ahead of the real clock, as the stub's check needs). */
const NOW = new Date('2027-03-01T06:00:00Z');
/** Thu 4 Mar 2027: three days ahead, well inside the week a link used to last. */
const DELIVERY = '2027-03-04';
/** 11:59 PM in Kolkata on Wed 3 Mar: the end of the day before delivery. */
const DEADLINE = new Date('2027-03-03T18:29:00Z');

const linkPayload = (item: MenuItemRow, deliveryDate = DELIVERY) =>
  checkoutPayload([{ item, quantity: 20 }], {
    paymentMode: 'link',
    accountsEmail: ACCOUNTS,
    billing: MUMBAI_BUYER,
    deliveryDetails: deliveryDetails({ deliveryDate }),
  } satisfies Partial<CreateCorporateOrderInput>);

describe(`T8: pay by link, its deadline and its mails over SMTP (${testDatabaseKind})`, () => {
  let stub: RazorpayStub;
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let t: TestApp;
  let thali: MenuItemRow;
  const clock = testClock(NOW);

  beforeAll(async () => {
    stub = await startRazorpayStub();
    peer = await startSmtpPeer();
    t = await createTestApp(
      {
        ...razorpayStubEnv(stub),
        RATE_LIMITS: 'off',
        SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
        MAIL_FROM: 'The Tasting Room <orders@example.com>',
      },
      { now: clock.now, runJobs: false },
    );
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
    await stub.close();
  });
  beforeEach(async () => {
    clock.set(NOW);
    ({ thali } = await openInvoicedOrdering(t.database.db));
    stub.requests.length = 0;
    peer.received.length = 0;
  });

  const orderRow = async (id: number) =>
    (await t.database.db.select().from(corporateOrders).where(eq(corporateOrders.id, id)))[0]!;
  const checkoutByLink = async () =>
    linkCheckoutDtoSchema.parse(
      (
        await request(t.app)
          .post('/api/corporate-orders/create')
          .send(linkPayload(thali))
          .expect(201)
      ).body,
    );
  /** The mails the peer has received about the order, once `count` of them are in. */
  const mailsAbout = async (orderId: number, count: number): Promise<ReceivedMail[]> => {
    await t.jobs.runDue();
    const about = () => peer.received.filter((m) => m.mail.subject?.includes(`#${orderId} `));
    return until(() => (about().length >= count ? about() : undefined));
  };
  const linkPaidWebhook = (linkId: string, paymentId: string, paidAt: Date) => {
    const raw = JSON.stringify({
      entity: 'event',
      event: 'payment_link.paid',
      contains: ['payment_link', 'order', 'payment'],
      payload: {
        payment_link: { entity: { id: linkId, status: 'paid' } },
        payment: {
          entity: {
            id: paymentId,
            order_id: 'order_LinkOrder00001',
            status: 'captured',
            created_at: Math.floor(paidAt.getTime() / 1000),
          },
        },
        order: { entity: { id: 'order_LinkOrder00001' } },
      },
    });
    return request(t.app)
      .post('/api/payments/razorpay/webhook')
      .set('Content-Type', 'application/json')
      .set('X-Razorpay-Signature', hmacSha256Hex(STUB_WEBHOOK_SECRET, raw))
      .set('X-Razorpay-Event-Id', `evt_late${paymentId.slice(4, 14)}`)
      .send(raw);
  };

  it('T8: a link for a delivery in three days is opened with expire_by at the end of the day before delivery, not a week out', async () => {
    const created = await checkoutByLink();
    const call = stub.requests.find((r) => r.path === '/v1/payment_links')!;
    expect((call.body as { expire_by: number }).expire_by).toBe(DEADLINE.getTime() / 1000);
    expect(created.paymentLink.expiresAt).toBe(DEADLINE.toISOString());
    expect((await orderRow(created.id)).paymentLinkExpiresAt).toEqual(DEADLINE);
    // The accounts team is asked to pay by Wednesday, the day before the Thursday delivery.
    const mails = await mailsAbout(created.id, 2);
    const link = mails.find((m) => m.to.includes(ACCOUNTS))!;
    expect(link.mail.text).toContain('by Wed, 3 Mar 2027; the link stops working after that');
  });

  it('T8: when the order is placed, the contact is told it waits for the accounts team’s payment', async () => {
    const created = await checkoutByLink();
    const mails = await mailsAbout(created.id, 2);
    const toContact = mails.filter((m) => m.to.includes(CONTACT));
    expect(toContact).toHaveLength(1);
    const { mail } = toContact[0]!;
    expect(mail.subject).toBe(
      `Your order #${created.id} from The Tasting Room is waiting for your accounts team's payment`,
    );
    expect(mail.text).toContain(`we have e-mailed the payment link for ₹7,329.00 to ${ACCOUNTS}`);
    expect(mail.text).toContain('The link can be paid until Wed, 3 Mar 2027.');
    expect(mail.text).toContain(`/order/${created.orderToken}`);
    // The link itself goes to the accounts team alone.
    expect(mails.find((m) => m.to.includes(ACCOUNTS))!.to).toEqual([ACCOUNTS]);
  });

  it('T8: when the link is paid, the tax invoice reaches both the accounts e-mail and the contact', async () => {
    const created = await checkoutByLink();
    const callback = stub.payLink((await orderRow(created.id)).paymentLinkId!);
    await request(t.app)
      .post('/api/corporate-orders/verify-payment')
      .send({ orderId: created.id, ...callback })
      .expect(200, { id: created.id, paymentStatus: 'completed' });
    const mails = await mailsAbout(created.id, 3);
    const confirmation = mails.find((m) => m.mail.subject?.startsWith('Payment received'))!;
    expect(confirmation.to.sort()).toEqual([ACCOUNTS, CONTACT]);
    expect(confirmation.mail.cc).toMatchObject({ value: [{ address: ACCOUNTS }] });
    const pdf = confirmation.mail.attachments.find((a) => a.contentType === 'application/pdf');
    const [invoice] = await t.database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, created.id));
    expect(pdf?.filename).toContain(invoice!.number.replaceAll('/', '-'));
    expect(confirmation.mail.text).toContain(
      `A copy of this e-mail goes to your accounts team at ${ACCOUNTS}.`,
    );
  });

  it('T8: a delivery today leaves no time to pay by link: 409 payment_link_too_late, nothing stored and no link opened', async () => {
    const res = await request(t.app)
      .post('/api/corporate-orders/create')
      .send(linkPayload(thali, '2027-03-01'))
      .expect(409);
    expect(res.body).toMatchObject({
      code: 'payment_link_too_late',
      message: expect.stringContaining('Please pay now by card, or choose a later delivery date.'),
    });
    expect(await t.database.db.select().from(corporateOrders)).toEqual([]);
    expect(stub.requests.filter((r) => r.path === '/v1/payment_links')).toEqual([]);
  });

  it('T8: money that comes after the link’s deadline is not taken silently: the order is cancelled and refunded, both readers told, and the return page refused with 409', async () => {
    const created = await checkoutByLink();
    const linkId = (await orderRow(created.id)).paymentLinkId!;
    const callback = stub.payLink(linkId);
    await mailsAbout(created.id, 2);
    // Delivery morning: the news of a payment made now reaches us.
    clock.set(new Date('2027-03-04T03:30:00Z'));
    await linkPaidWebhook(linkId, callback.razorpay_payment_id, clock.now()).expect(200, {
      status: 'applied',
    });
    expect(await orderRow(created.id)).toMatchObject({
      status: 'cancelled',
      paymentId: callback.razorpay_payment_id,
      refundStatus: 'requested',
    });
    const verify = await request(t.app)
      .post('/api/corporate-orders/verify-payment')
      .send({ orderId: created.id, ...callback })
      .expect(409);
    expect(verify.body.code).toBe('payment_link_expired');

    const mails = await mailsAbout(created.id, 4);
    const late = mails.find((m) => m.mail.subject?.includes('came too late'))!;
    expect(late.to.sort()).toEqual([ACCOUNTS, CONTACT]);
    expect(late.mail.text).toContain(
      'after its payment link had expired (it could be paid until Wed, 3 Mar 2027), too late to prepare the delivery on Thu, 4 Mar 2027.',
    );
    // No "payment received" confirmation; the refund went through the gateway in full.
    expect(mails.some((m) => m.mail.subject?.startsWith('Payment received'))).toBe(false);
    expect(stub.refundsOf(callback.razorpay_payment_id)).toMatchObject([
      { amount: created.amount, status: 'processed' },
    ]);
    const refunded = mails.find((m) => m.mail.subject?.startsWith('Your refund'))!;
    expect(refunded.to.sort()).toEqual([ACCOUNTS, CONTACT]);
    expect((await orderRow(created.id)).paymentStatus).toBe('refunded');
  });
});

describe(`T8: the sandbox's payment link page after its deadline (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'off' }, { runJobs: false });
  });
  afterAll(() => t.close());

  it('T8: a sandbox link opened after its expiry reads expired, and paying it is refused with 409 payment_link_expired', async () => {
    const { thali } = await openCorporateOrdering(t.database.db);
    const created = linkCheckoutDtoSchema.parse(
      (
        await request(t.app)
          .post('/api/corporate-orders/create')
          .send(
            checkoutPayload([{ item: thali, quantity: 2 }], {
              paymentMode: 'link',
              accountsEmail: ACCOUNTS,
            }),
          )
          .expect(201)
      ).body,
    );
    const [row] = await t.database.db
      .select()
      .from(corporateOrders)
      .where(eq(corporateOrders.id, created.id));
    // Its time runs out.
    await t.database.db
      .update(sandboxPaymentLinks)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sandboxPaymentLinks.linkId, row!.paymentLinkId!));
    const link = `/api/payments/sandbox/links/${row!.paymentLinkId}`;
    expect((await request(t.app).get(link).expect(200)).body.state).toBe('expired');
    const paid = await request(t.app).post(`${link}/pay`).send({ outcome: 'pay' }).expect(409);
    expect(paid.body).toEqual({
      code: 'payment_link_expired',
      message:
        'This payment link has expired, so it can no longer be paid. Please ask the restaurant for a new one.',
    });
  });
});
