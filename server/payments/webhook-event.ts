import { createHash } from 'node:crypto';
import { z } from 'zod';

/** What a gateway webhook says about an order's money, reduced to what the order needs. */
export type PaymentNews = {
  eventId: string;
  event: string;
  kind: 'paid' | 'failed' | 'refund-processed' | 'link-expired' | 'other';
  gatewayOrderId: string | null;
  /** The payment link the event is about (payment_link.* events). */
  paymentLinkId: string | null;
  paymentId: string | null;
  refundId: string | null;
  /** When the gateway took the payment, when it says (a late one is refunded, not accepted). */
  paidAt?: Date;
};

const entity = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ entity: z.object(shape).loose() }).optional();

const webhookSchema = z
  .object({
    event: z.string().max(100),
    payload: z
      .object({
        payment: entity({
          id: z.string().max(60),
          order_id: z.string().max(60).nullish(),
          created_at: z.number().int().positive().optional(),
        }),
        order: entity({ id: z.string().max(60) }),
        refund: entity({ id: z.string().max(60), payment_id: z.string().max(60) }),
        payment_link: entity({ id: z.string().max(60) }),
      })
      .loose(),
  })
  .loose();

const KINDS: Record<string, PaymentNews['kind']> = {
  'payment.captured': 'paid',
  'order.paid': 'paid',
  'payment.failed': 'failed',
  'refund.processed': 'refund-processed',
  'payment_link.paid': 'paid',
  'payment_link.expired': 'link-expired',
  'payment_link.cancelled': 'link-expired',
};

/**
 * Reads a Razorpay webhook body (already signature-checked). The event id comes from the
 * X-Razorpay-Event-Id header; without one, the body's own hash stands in, so a redelivery of the
 * same body is still recognised. Undefined when the body is not a webhook at all.
 */
export function readPaymentNews(
  rawBody: Buffer,
  headerEventId: string | undefined,
): PaymentNews | undefined {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = webhookSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const { event, payload } = parsed.data;
  const payment = payload.payment?.entity;
  const refund = payload.refund?.entity;
  const paymentLinkId = payload.payment_link?.entity.id ?? null;
  const eventId =
    headerEventId && /^[A-Za-z0-9_-]{1,100}$/.test(headerEventId)
      ? headerEventId
      : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  return {
    eventId,
    event,
    kind: KINDS[event] ?? 'other',
    // A link's payment belongs to an order the gateway opened for the link, not to one of ours.
    gatewayOrderId: paymentLinkId ? null : (payment?.order_id ?? payload.order?.entity.id ?? null),
    paymentLinkId,
    paymentId: payment?.id ?? refund?.payment_id ?? null,
    refundId: refund?.id ?? null,
    ...(payment?.created_at ? { paidAt: new Date(payment.created_at * 1000) } : {}),
  };
}
