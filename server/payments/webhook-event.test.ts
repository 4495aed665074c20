import { describe, expect, it } from 'vitest';
import { readPaymentNews } from './webhook-event';

const body = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('reading a Razorpay webhook', () => {
  it('when a payment is captured, then the news names the order and the payment', () => {
    const news = readPaymentNews(
      body({
        event: 'payment.captured',
        payload: {
          payment: { entity: { id: 'pay_A1', order_id: 'order_B2', status: 'captured' } },
        },
      }),
      'evt_123',
    );
    expect(news).toEqual({
      eventId: 'evt_123',
      event: 'payment.captured',
      kind: 'paid',
      gatewayOrderId: 'order_B2',
      paymentId: 'pay_A1',
      refundId: null,
      paymentLinkId: null,
    });
  });

  it('when a payment link is paid, then the news names the link, not the order the gateway opened for it', () => {
    const news = readPaymentNews(
      body({
        event: 'payment_link.paid',
        payload: {
          payment_link: { entity: { id: 'plink_L1', status: 'paid' } },
          payment: { entity: { id: 'pay_A1', order_id: 'order_Gateway1', status: 'captured' } },
          order: { entity: { id: 'order_Gateway1' } },
        },
      }),
      'evt_9',
    );
    expect(news).toMatchObject({
      kind: 'paid',
      paymentLinkId: 'plink_L1',
      gatewayOrderId: null,
      paymentId: 'pay_A1',
    });
  });

  it.each([
    ['order.paid', 'paid'],
    ['payment.failed', 'failed'],
    ['refund.processed', 'refund-processed'],
    ['payment_link.paid', 'paid'],
    ['payment_link.expired', 'link-expired'],
    ['payment_link.cancelled', 'link-expired'],
    ['payment.authorized', 'other'],
    ['subscription.charged', 'other'],
  ])('when the event is %s, then its kind is %s', (event, kind) => {
    const news = readPaymentNews(body({ event, payload: {} }), 'evt_1');
    expect(news?.kind).toBe(kind);
  });

  it('when a refund is processed, then the news carries the refund and its payment', () => {
    const news = readPaymentNews(
      body({
        event: 'refund.processed',
        payload: { refund: { entity: { id: 'rfnd_1', payment_id: 'pay_9' } } },
      }),
      undefined,
    );
    expect(news).toMatchObject({ refundId: 'rfnd_1', paymentId: 'pay_9', gatewayOrderId: null });
  });

  it('when there is no usable event id header, then the same body always gets the same id', () => {
    const raw = body({ event: 'payment.failed', payload: {} });
    const a = readPaymentNews(raw, undefined)!.eventId;
    expect(a).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(readPaymentNews(raw, 'has spaces; and junk')!.eventId).toBe(a);
    expect(
      readPaymentNews(body({ event: 'payment.failed', payload: { x: 1 } }), undefined)!.eventId,
    ).not.toBe(a);
  });

  it.each([
    ['not JSON', Buffer.from('{oops')],
    ['no event', body({ payload: {} })],
    ['an array', body([1, 2])],
    [
      'a payment without an id',
      body({ event: 'payment.captured', payload: { payment: { entity: {} } } }),
    ],
  ])('when the body is %s, then it is not news', (_label, raw) => {
    expect(readPaymentNews(raw, 'evt_1')).toBeUndefined();
  });
});
