import Razorpay from 'razorpay';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PAYMENT_LINK_VALID_DAYS } from '@shared/constants';
import {
  corporateOrderDtoSchema,
  linkCheckoutDtoSchema,
  type CreateCorporateOrderInput,
} from '@shared/contracts/corporate-order';
import { corporateOrders } from '@shared/schema/corporate-orders';
import { jobs } from '@shared/schema/jobs';
import type { MenuItemRow } from '@shared/schema/menu-items';
import { taxDocuments } from '@shared/schema/tax-documents';
import type { MailMessage } from '../../mail/mailer';
import { hmacSha256Hex } from '../../payments/signature';
import {
  checkoutPayload,
  openCorporateOrdering,
  openInvoicedOrdering,
} from '../../test/corporate-checkout';
import { MUMBAI_BUYER, setLegalDetails } from '../../test/invoicing';
import {
  razorpayStubEnv,
  startRazorpayStub,
  STUB_KEY_SECRET,
  STUB_WEBHOOK_SECRET,
  type RazorpayStub,
} from '../../test/razorpay-stub';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

const ACCOUNTS = 'accounts@acme.example';

/** A payment link checkout: the order, and the e-mail of the team that will pay it. */
function linkPayload(item: MenuItemRow, overrides: Partial<CreateCorporateOrderInput> = {}) {
  return checkoutPayload([{ item, quantity: 4 }], {
    paymentMode: 'link',
    accountsEmail: ACCOUNTS,
    billing: MUMBAI_BUYER,
    ...overrides,
  });
}

describe(`pay by link through Razorpay Payment Links (${testDatabaseKind})`, () => {
  let stub: RazorpayStub;
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  let thali: MenuItemRow;
  const sent: MailMessage[] = [];

  beforeAll(async () => {
    stub = await startRazorpayStub();
    t = await createTestApp(
      { ...razorpayStubEnv(stub), RATE_LIMITS: 'off' },
      {
        runJobs: false,
        mailer: { send: async (m) => void sent.push(m) },
      },
    );
    staff = await signedInAgent(t.app);
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  beforeEach(async () => {
    ({ thali } = await openInvoicedOrdering(t.database.db));
    stub.requests.length = 0;
    sent.length = 0;
  });

  const orderRow = async (id: number) =>
    (await t.database.db.select().from(corporateOrders).where(eq(corporateOrders.id, id)))[0]!;
  const invoicesOf = (id: number) =>
    t.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, id));
  const checkoutByLink = async (overrides: Partial<CreateCorporateOrderInput> = {}) =>
    linkCheckoutDtoSchema
      .strict()
      .parse(
        (
          await request(t.app)
            .post('/api/corporate-orders/create')
            .send(linkPayload(thali, overrides))
            .expect(201)
        ).body,
      );
  const webhook = (body: object, eventId: string) => {
    const raw = JSON.stringify(body);
    return request(t.app)
      .post('/api/payments/razorpay/webhook')
      .set('Content-Type', 'application/json')
      .set('X-Razorpay-Signature', hmacSha256Hex(STUB_WEBHOOK_SECRET, raw))
      .set('X-Razorpay-Event-Id', eventId)
      .send(raw);
  };
  /** Razorpay's payment_link.paid event, as it posts it. */
  const linkPaidEvent = (linkId: string, paymentId: string) => ({
    entity: 'event',
    event: 'payment_link.paid',
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: { entity: { id: linkId, status: 'paid', reference_id: 'x' } },
      payment: { entity: { id: paymentId, order_id: 'order_LinkOrder00001', status: 'captured' } },
      order: { entity: { id: 'order_LinkOrder00001' } },
    },
  });

  it('when a buyer asks for a payment link, then the SDK opens one for the server amount valid for 7 days, the order waits unpaid, and the link is mailed to the accounts team', async () => {
    const before = Date.now();
    const created = await checkoutByLink();
    expect(created).toMatchObject({
      amount: 146_580,
      paymentMode: 'link',
      paymentLink: { sentTo: ACCOUNTS },
    });

    const calls = stub.requests.filter((r) => r.path === '/v1/payment_links');
    expect(calls).toHaveLength(1);
    expect(stub.requests.filter((r) => r.path === '/v1/orders')).toEqual([]);
    const body = calls[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      amount: 146_580,
      currency: 'INR',
      accept_partial: false,
      reference_id: String(created.id),
      customer: { email: ACCOUNTS },
      notify: { sms: false, email: false },
      callback_url: `${t.config.publicUrl}/order/${created.orderToken}`,
      callback_method: 'get',
    });
    const week = PAYMENT_LINK_VALID_DAYS * 86_400;
    expect(Number(body.expire_by)).toBeGreaterThanOrEqual(Math.floor(before / 1000) + week - 1);
    expect(Number(body.expire_by)).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + week);

    const row = await orderRow(created.id);
    expect(row).toMatchObject({
      paymentMode: 'link',
      paymentStatus: 'pending',
      accountsEmail: ACCOUNTS,
      paymentLinkStatus: 'created',
      razorpayOrderId: null,
    });
    await t.jobs.runDue();
    const mail = sent.find((m) => m.to === ACCOUNTS)!;
    expect(mail.subject).toBe(
      `Payment link for Acme Infotech Private Limited's order #${created.id} from The Tasting Room`,
    );
    expect(mail.text).toContain(
      `Asha Rao of Acme Infotech Private Limited placed catering order #${created.id}`,
    );
    expect(mail.text).toContain(`Pay the order: ${row.paymentLinkUrl}`);
    expect(mail.text).toContain('₹1,465.80');
    // Nothing is confirmed, nor invoiced, before the money arrives: Asha is only told it waits.
    expect(sent.filter((m) => m.to === 'asha@example.com').map((m) => m.subject)).toEqual([
      `Your order #${created.id} from The Tasting Room is waiting for your accounts team's payment`,
    ]);
    expect(await invoicesOf(created.id)).toEqual([]);
    const staffRow = corporateOrderDtoSchema
      .strict()
      .parse((await staff.get('/api/corporate-orders').expect(200)).body[0]);
    expect(staffRow.paymentLink).toMatchObject({ sentTo: ACCOUNTS, state: 'active' });
  });

  it('when the accounts team pays and is sent back to the order page, then the page’s verify call marks it paid and issues one invoice; the webhook after it changes nothing', async () => {
    const created = await checkoutByLink();
    const { razorpay_payment_link_id: linkId, ...callback } = stub.payLink(
      (await orderRow(created.id)).paymentLinkId!,
    );
    const verify = () =>
      request(t.app)
        .post('/api/corporate-orders/verify-payment')
        .send({ orderId: created.id, razorpay_payment_link_id: linkId, ...callback });
    await verify().expect(200, { id: created.id, paymentStatus: 'completed' });
    await verify().expect(200, { id: created.id, paymentStatus: 'completed' });
    await webhook(linkPaidEvent(linkId, callback.razorpay_payment_id), 'evt_linkpaid00001').expect(
      200,
    );

    expect(await orderRow(created.id)).toMatchObject({
      paymentStatus: 'completed',
      paymentId: callback.razorpay_payment_id,
      paymentLinkStatus: 'paid',
    });
    expect(await invoicesOf(created.id)).toHaveLength(1);
    await t.jobs.runDue();
    const confirmations = sent.filter(
      (m) => m.to === 'asha@example.com' && m.subject.startsWith('Payment received'),
    );
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.attachments?.[0]?.contentType).toBe('application/pdf');
  });

  it('when the link is paid and only the webhook tells us, then the order is paid and invoiced once, even if the event comes twice', async () => {
    const created = await checkoutByLink();
    const linkId = (await orderRow(created.id)).paymentLinkId!;
    const { razorpay_payment_id: paymentId } = stub.payLink(linkId);
    await webhook(linkPaidEvent(linkId, paymentId), 'evt_linkonly00001').expect(200, {
      status: 'applied',
    });
    await webhook(linkPaidEvent(linkId, paymentId), 'evt_linkonly00001').expect(200, {
      status: 'duplicate',
    });
    expect(await orderRow(created.id)).toMatchObject({ paymentStatus: 'completed', paymentId });
    expect(await invoicesOf(created.id)).toHaveLength(1);
  });

  it('when the callback is forged or belongs to another link, then 400 and the order stays unpaid', async () => {
    const created = await checkoutByLink();
    const other = await checkoutByLink();
    const otherPaid = stub.payLink((await orderRow(other.id)).paymentLinkId!);
    const linkId = (await orderRow(created.id)).paymentLinkId!;
    const attempts = [
      // Another link's genuine callback.
      { ...otherPaid },
      // This link, with the other's signature.
      { ...otherPaid, razorpay_payment_link_id: linkId },
      // This link, claimed paid with a signature we make up.
      {
        razorpay_payment_id: 'pay_Made0000000001',
        razorpay_payment_link_id: linkId,
        razorpay_payment_link_reference_id: String(created.id),
        razorpay_payment_link_status: 'paid',
        razorpay_signature: hmacSha256Hex('not-the-key', 'x'),
      },
    ];
    for (const attempt of attempts) {
      await request(t.app)
        .post('/api/corporate-orders/verify-payment')
        .send({ orderId: created.id, ...attempt })
        .expect(400);
    }
    expect((await orderRow(created.id)).paymentStatus).toBe('pending');
    expect(await invoicesOf(created.id)).toEqual([]);
    // Razorpay's own check agrees the genuine callback is genuine for its own link.
    expect(
      Razorpay.validateWebhookSignature(
        `${otherPaid.razorpay_payment_link_id}|${otherPaid.razorpay_payment_link_reference_id}|${otherPaid.razorpay_payment_link_status}|${otherPaid.razorpay_payment_id}`,
        otherPaid.razorpay_signature,
        STUB_KEY_SECRET,
      ),
    ).toBe(true);
  });

  it('when the link expires unpaid, then the check at expiry leaves the order unpaid and the staff row says the link expired', async () => {
    const created = await checkoutByLink();
    const row = await orderRow(created.id);
    // A week later the gateway has expired it, and the check queued at checkout for a minute
    // after the expiry is due.
    expect(
      (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'payment-reconcile')))[0]!.runAt,
    ).toEqual(new Date(row.paymentLinkExpiresAt!.getTime() + 60_000));
    stub.expireLink(row.paymentLinkId!);
    await t.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.kind, 'payment-reconcile'));
    await t.jobs.runDue();

    expect(await orderRow(created.id)).toMatchObject({
      paymentStatus: 'pending',
      paymentLinkStatus: 'expired',
    });
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'payment-reconcile'));
    expect(job!.status).toBe('done');
    const staffRow = corporateOrderDtoSchema.parse(
      (await staff.get('/api/corporate-orders').expect(200)).body[0],
    );
    expect(staffRow).toMatchObject({
      paymentStatus: 'pending',
      paymentLink: { state: 'expired' },
      invoice: null,
    });
  });

  it('when Razorpay says payment_link.expired, then the order’s link is marked expired and stays unpaid', async () => {
    const created = await checkoutByLink();
    const linkId = (await orderRow(created.id)).paymentLinkId!;
    await webhook(
      {
        entity: 'event',
        event: 'payment_link.expired',
        contains: ['payment_link'],
        payload: { payment_link: { entity: { id: linkId, status: 'expired' } } },
      },
      'evt_linkexpired01',
    ).expect(200, { status: 'applied' });
    expect(await orderRow(created.id)).toMatchObject({
      paymentStatus: 'pending',
      paymentLinkStatus: 'expired',
    });
  });

  it('when pay by link has no accounts e-mail, then 400 names the field and nothing is stored', async () => {
    const res = await request(t.app)
      .post('/api/corporate-orders/create')
      .send(linkPayload(thali, { accountsEmail: undefined }))
      .expect(400);
    expect(res.body.errors).toContainEqual({
      path: 'accountsEmail',
      message: "Enter your accounts team's e-mail address",
    });
    expect(await t.database.db.select().from(corporateOrders)).toEqual([]);
  });

  it('when the site pays through Razorpay, then the sandbox’s link page answers 404', async () => {
    await request(t.app).get('/api/payments/sandbox/links/plink_Any00000000001').expect(404);
    await request(t.app)
      .post('/api/payments/sandbox/links/plink_Any00000000001/pay')
      .send({ outcome: 'pay' })
      .expect(404);
  });

  it('when Razorpay cannot open the link, then checkout answers 502 and no order is left behind', async () => {
    stub.breakNext(1);
    const res = await request(t.app)
      .post('/api/corporate-orders/create')
      .send(linkPayload(thali))
      .expect(502);
    expect(res.body.code).toBe('gateway_unavailable');
    expect(await t.database.db.select().from(corporateOrders)).toEqual([]);
  });
});

describe(`pay by link in the payment sandbox (${testDatabaseKind})`, () => {
  let t: TestApp;
  let thali: MenuItemRow;
  const sent: MailMessage[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { RATE_LIMITS: 'off' },
      { runJobs: false, mailer: { send: async (m) => void sent.push(m) } },
    );
    ({ thali } = await openCorporateOrdering(t.database.db));
    await setLegalDetails(t.database.db);
  });
  afterAll(() => t.close());

  it('when the accounts team opens the mailed link, then a local page pays it the same way: signed return to the order page, verify, paid and invoiced', async () => {
    const created = linkCheckoutDtoSchema.parse(
      (
        await request(t.app)
          .post('/api/corporate-orders/create')
          .send(linkPayload(thali))
          .expect(201)
      ).body,
    );
    await t.jobs.runDue();
    const mail = sent.find((m) => m.to === ACCOUNTS)!;
    const url = /Pay the order: (\S+)/.exec(mail.text)![1]!;
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/pay/plink_[A-Za-z0-9]{14}$`));
    const linkId = url.split('/').at(-1)!;

    const shown = await request(t.app).get(`/api/payments/sandbox/links/${linkId}`).expect(200);
    expect(shown.body).toMatchObject({ linkId, amount: 146_580, state: 'active' });

    const declined = await request(t.app)
      .post(`/api/payments/sandbox/links/${linkId}/pay`)
      .send({ outcome: 'fail' })
      .expect(200);
    expect(declined.body).toEqual({
      declined: 'The test card was declined (sandbox). No money was taken.',
    });

    const paid = await request(t.app)
      .post(`/api/payments/sandbox/links/${linkId}/pay`)
      .send({ outcome: 'pay' })
      .expect(200);
    const back = new URL(paid.body.redirectTo as string);
    expect(`${back.origin}${back.pathname}`).toBe(
      `${t.config.publicUrl}/order/${created.orderToken}`,
    );
    const callback = Object.fromEntries(back.searchParams);
    expect(callback).toMatchObject({
      razorpay_payment_link_id: linkId,
      razorpay_payment_link_reference_id: String(created.id),
      razorpay_payment_link_status: 'paid',
    });
    await request(t.app)
      .post('/api/corporate-orders/verify-payment')
      .send({ orderId: created.id, ...callback })
      .expect(200, { id: created.id, paymentStatus: 'completed' });
    const documents = await t.database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, created.id));
    expect(documents.map((d) => d.kind)).toEqual(['invoice']);

    // Paid once: the page now says so, and a second payment is refused.
    expect((await request(t.app).get(`/api/payments/sandbox/links/${linkId}`)).body.state).toBe(
      'paid',
    );
    await request(t.app)
      .post(`/api/payments/sandbox/links/${linkId}/pay`)
      .send({ outcome: 'pay' })
      .expect(409);
    await request(t.app).get('/api/payments/sandbox/links/plink_Unknown0000000').expect(404);
    await request(t.app).get('/api/payments/sandbox/links/nonsense').expect(400);
  });
});
