import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import request from 'supertest';
import { hmacSha256Hex, paymentLinkSignature, paymentSignature } from '../payments/signature';

// A local stand-in for the parts of Razorpay's REST API the checkout uses (orders, their
// payments, refunds, payment links), so integration tests drive the real `razorpay` SDK over real HTTP.
// It checks Basic auth like Razorpay and records every request for assertions.

export const STUB_KEY_ID = 'rzp_test_stubkey000001';
export const STUB_KEY_SECRET = 'stub-key-secret-for-tests';
export const STUB_WEBHOOK_SECRET = 'stub-webhook-secret-for-tests';

type StubOrder = { id: string; amount: number; currency: string; receipt: string; status: string };
type StubPayment = { id: string; order_id: string; status: string; amount: number };
type StubRefund = { id: string; payment_id: string; amount: number; status: string };
type StubPaymentLink = {
  id: string;
  amount: number;
  currency: string;
  reference_id: string;
  description: string;
  customer: { name?: string; email?: string };
  expire_by: number;
  callback_url: string;
  short_url: string;
  status: string;
  payments: { payment_id: string; status: string; amount: number; created_at: number }[] | null;
};

/** What Razorpay adds to a payment link's callback address after a payment. */
export type LinkCallback = {
  razorpay_payment_id: string;
  razorpay_payment_link_id: string;
  razorpay_payment_link_reference_id: string;
  razorpay_payment_link_status: string;
  razorpay_signature: string;
};

export type RecordedRequest = {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
};

const id = (prefix: string) =>
  `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;

const badRequest = (description: string) => ({
  error: { code: 'BAD_REQUEST_ERROR', description },
});

export type RazorpayStub = {
  url: string;
  requests: RecordedRequest[];
  orders: Map<string, StubOrder>;
  /** A captured payment of the order, as if the buyer paid; answers what the dialog would. */
  pay(orderId: string): {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  };
  /** A failed payment attempt of the order. */
  failPayment(orderId: string): string;
  refundsOf(paymentId: string): StubRefund[];
  paymentLinks: Map<string, StubPaymentLink>;
  /** Pays a payment link as its payer would; answers what the callback address is given. */
  payLink(linkId: string): LinkCallback;
  /** The link's time runs out unpaid. */
  expireLink(linkId: string): void;
  /** The next `count` API calls answer 500, as during an outage. */
  breakNext(count: number): void;
  close(): Promise<void>;
};

export async function startRazorpayStub(): Promise<RazorpayStub> {
  const orders = new Map<string, StubOrder>();
  const payments = new Map<string, StubPayment>();
  const refunds = new Map<string, StubRefund[]>();
  const paymentLinks = new Map<string, StubPaymentLink>();
  const requests: RecordedRequest[] = [];
  let broken = 0;
  const expectedAuth = `Basic ${Buffer.from(`${STUB_KEY_ID}:${STUB_KEY_SECRET}`).toString('base64')}`;

  const app = express();
  app.use(express.json());
  app.use((req, res, next) => {
    requests.push({
      method: req.method,
      path: req.path,
      body: req.body,
      authorization: req.get('authorization'),
    });
    if (req.get('authorization') !== expectedAuth) {
      res.status(401).json(badRequest('The api key provided is invalid'));
      return;
    }
    if (broken > 0) {
      broken -= 1;
      res.status(500).json({ error: { code: 'SERVER_ERROR', description: 'stub outage' } });
      return;
    }
    next();
  });

  app.post('/v1/orders', (req, res) => {
    const { amount, currency, receipt } = req.body as Record<string, unknown>;
    if (!Number.isInteger(amount) || (amount as number) < 100) {
      res.status(400).json(badRequest('The amount must be atleast INR 1.00'));
      return;
    }
    const order = {
      id: id('order'),
      amount: amount as number,
      currency: String(currency),
      receipt: String(receipt),
      status: 'created',
    };
    orders.set(order.id, order);
    res.json({ ...order, entity: 'order', amount_paid: 0, amount_due: order.amount });
  });

  app.get('/v1/orders/:id/payments', (req, res) => {
    const items = [...payments.values()].filter((p) => p.order_id === req.params.id);
    res.json({ entity: 'collection', count: items.length, items });
  });

  app.get('/v1/payments/:id/refunds', (req, res) => {
    const items = refunds.get(req.params.id) ?? [];
    res.json({ entity: 'collection', count: items.length, items });
  });

  app.post('/v1/payments/:id/refund', (req, res) => {
    const payment = payments.get(req.params.id);
    if (!payment) {
      res.status(400).json(badRequest('The id provided does not exist'));
      return;
    }
    const amount = Number((req.body as { amount?: number }).amount ?? payment.amount);
    const done = (refunds.get(payment.id) ?? []).reduce((sum, r) => sum + r.amount, 0);
    // Like Razorpay: never more back than was captured.
    if (done + amount > payment.amount) {
      res
        .status(400)
        .json(badRequest('The total refund amount is greater than the refund payment amount'));
      return;
    }
    const refund = { id: id('rfnd'), payment_id: payment.id, amount, status: 'processed' };
    refunds.set(payment.id, [...(refunds.get(payment.id) ?? []), refund]);
    payment.status = 'refunded';
    res.json({ ...refund, entity: 'refund', currency: 'INR' });
  });

  app.post('/v1/payment_links', (req, res) => {
    const body = req.body as Record<string, unknown>;
    const amount = body.amount;
    const expireBy = Number(body.expire_by);
    if (!Number.isInteger(amount) || (amount as number) < 100) {
      res.status(400).json(badRequest('The amount must be atleast INR 1.00'));
      return;
    }
    // Like Razorpay: at least 15 minutes ahead, and a reference id used once.
    if (!Number.isInteger(expireBy) || expireBy * 1000 < Date.now() + 15 * 60_000) {
      res.status(400).json(badRequest('expire_by should be at least 15 minutes in the future'));
      return;
    }
    const referenceId = String(body.reference_id ?? '');
    if ([...paymentLinks.values()].some((l) => l.reference_id === referenceId)) {
      res.status(400).json(badRequest('Payment Link with this reference id already exists'));
      return;
    }
    const linkId = id('plink');
    const link: StubPaymentLink = {
      id: linkId,
      amount: amount as number,
      currency: String(body.currency),
      reference_id: referenceId,
      description: String(body.description ?? ''),
      customer: (body.customer as StubPaymentLink['customer']) ?? {},
      expire_by: expireBy,
      callback_url: String(body.callback_url ?? ''),
      short_url: `https://rzp.io/i/${linkId.slice(6, 14)}`,
      status: 'created',
      payments: null,
    };
    paymentLinks.set(linkId, link);
    res.json({ ...link, entity: 'payment_link', accept_partial: false, amount_paid: 0 });
  });

  app.get('/v1/payment_links/:id', (req, res) => {
    const link = paymentLinks.get(req.params.id);
    if (!link) {
      res.status(400).json(badRequest('The id provided does not exist'));
      return;
    }
    res.json({ ...link, entity: 'payment_link' });
  });

  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    orders,
    pay(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`stub: no order ${orderId}`);
      const payment = {
        id: id('pay'),
        order_id: orderId,
        status: 'captured',
        amount: order.amount,
      };
      payments.set(payment.id, payment);
      order.status = 'paid';
      return {
        razorpay_payment_id: payment.id,
        razorpay_order_id: orderId,
        razorpay_signature: paymentSignature(STUB_KEY_SECRET, orderId, payment.id),
      };
    },
    failPayment(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`stub: no order ${orderId}`);
      const payment = { id: id('pay'), order_id: orderId, status: 'failed', amount: order.amount };
      payments.set(payment.id, payment);
      return payment.id;
    },
    refundsOf: (paymentId) => refunds.get(paymentId) ?? [],
    paymentLinks,
    payLink(linkId) {
      const link = paymentLinks.get(linkId);
      if (!link) throw new Error(`stub: no payment link ${linkId}`);
      if (link.status !== 'created') throw new Error(`stub: link ${linkId} is ${link.status}`);
      // Razorpay opens an order of its own for the link's payment.
      const order = {
        id: id('order'),
        amount: link.amount,
        currency: link.currency,
        receipt: '',
        status: 'paid',
      };
      orders.set(order.id, order);
      const payment = {
        id: id('pay'),
        order_id: order.id,
        status: 'captured',
        amount: link.amount,
      };
      payments.set(payment.id, payment);
      link.status = 'paid';
      link.payments = [
        {
          payment_id: payment.id,
          status: 'captured',
          amount: link.amount,
          created_at: Math.floor(Date.now() / 1000),
        },
      ];
      const signed = {
        linkId: link.id,
        referenceId: link.reference_id,
        status: link.status,
        paymentId: payment.id,
      };
      return {
        razorpay_payment_id: payment.id,
        razorpay_payment_link_id: link.id,
        razorpay_payment_link_reference_id: link.reference_id,
        razorpay_payment_link_status: link.status,
        razorpay_signature: paymentLinkSignature(STUB_KEY_SECRET, signed),
      };
    },
    expireLink(linkId) {
      const link = paymentLinks.get(linkId);
      if (!link) throw new Error(`stub: no payment link ${linkId}`);
      link.status = 'expired';
    },
    breakNext(count) {
      broken = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The environment that points the app's Razorpay gateway at the stub. */
export function razorpayStubEnv(stub: RazorpayStub): Record<string, string> {
  return {
    RAZORPAY_KEY_ID: STUB_KEY_ID,
    RAZORPAY_KEY_SECRET: STUB_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: STUB_WEBHOOK_SECRET,
    RAZORPAY_API_URL: stub.url,
  };
}

/**
 * Delivers a Razorpay webhook about one payment of an order, signed with the stub's webhook
 * secret, to `app` (with the event id Razorpay sends as a header, when given).
 */
export function paymentWebhook(
  app: Express,
  news: { event: string; gatewayOrderId: string; paymentId: string; eventId?: string },
) {
  const raw = JSON.stringify({
    entity: 'event',
    event: news.event,
    payload: {
      payment: {
        entity: { id: news.paymentId, order_id: news.gatewayOrderId, status: 'captured' },
      },
    },
  });
  const req = request(app)
    .post('/api/payments/razorpay/webhook')
    .set('Content-Type', 'application/json')
    .set('X-Razorpay-Signature', hmacSha256Hex(STUB_WEBHOOK_SECRET, raw));
  if (news.eventId) req.set('X-Razorpay-Event-Id', news.eventId);
  return req.send(raw);
}
