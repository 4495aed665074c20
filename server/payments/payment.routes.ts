import express, { Router } from 'express';
import {
  sandboxLinkIdSchema,
  sandboxLinkPaySchema,
  sandboxPaySchema,
} from '@shared/contracts/payments';
import { AppError, notFound } from '../lib/app-error';
import type { LimiterFactory } from '../lib/limiter';
import type { Logger } from '../lib/logger';
import { perIpLimit } from '../middleware/rate-limit';
import { publicRoute } from '../middleware/require-auth';
import { isSandbox } from './choose-gateway';
import type { PaymentGateway } from './payment-gateway';
import type { PaymentNewsHub } from './payment-news-hub';
import { readPaymentNews } from './webhook-event';

const SANDBOX_PAYMENTS_PER_IP = { points: 60, durationSeconds: 60 * 60 };

/** What the payment dialog needs, and the sandbox's stand-in for the card network (its webhook too). */
export function paymentRoutes(deps: {
  news: PaymentNewsHub;
  gateway: PaymentGateway | undefined;
  limits: LimiterFactory;
}): Router {
  const router = Router();
  const { news, gateway } = deps;

  router.get('/payments/config', publicRoute, (_req, res) => {
    if (!gateway) {
      throw new AppError(503, 'Card payments are not set up yet.', 'payments_unavailable');
    }
    res.json({ provider: gateway.provider, keyId: gateway.keyId });
  });

  const sandboxLimit = perIpLimit(
    deps.limits.limiter('sandbox-pay-ip', SANDBOX_PAYMENTS_PER_IP),
    'Too many test payments from this connection. Please try again later.',
  );
  router.post('/payments/sandbox/pay', publicRoute, sandboxLimit, async (req, res) => {
    if (!isSandbox(gateway)) throw notFound('The payment sandbox is not enabled on this site');
    const { razorpayOrderId, outcome } = sandboxPaySchema.parse(req.body);
    const answer = await gateway.simulate(razorpayOrderId, outcome);
    if ('error' in answer) {
      // Razorpay would now send a payment.failed webhook; the sandbox delivers it in-process.
      await news.applyPaymentNews({
        eventId: `sandbox_${answer.error.metadata.payment_id}`,
        event: 'payment.failed',
        kind: 'failed',
        gatewayOrderId: razorpayOrderId,
        paymentId: answer.error.metadata.payment_id,
        refundId: null,
        paymentLinkId: null,
      });
    }
    res.json(answer);
  });

  // The sandbox's stand-in for a payment link's page (/pay/:linkId): what it shows, and its
  // Pay and Fail. Paying answers where the gateway would send the payer next.
  const sandboxOnly = () => {
    if (!isSandbox(gateway)) throw notFound('The payment sandbox is not enabled on this site');
    return gateway;
  };
  router.get('/payments/sandbox/links/:linkId', publicRoute, async (req, res) => {
    const linkId = sandboxLinkIdSchema.parse(req.params.linkId);
    res.json(await sandboxOnly().describeLink(linkId));
  });
  router.post(
    '/payments/sandbox/links/:linkId/pay',
    publicRoute,
    sandboxLimit,
    async (req, res) => {
      const linkId = sandboxLinkIdSchema.parse(req.params.linkId);
      const { outcome } = sandboxLinkPaySchema.parse(req.body);
      res.json(await sandboxOnly().payLink(linkId, outcome));
    },
  );

  return router;
}

/**
 * POST /api/payments/razorpay/webhook. Mounted before the JSON parser: the signature covers the
 * exact bytes Razorpay sent. A bad signature answers 400 and changes nothing; a redelivery, an
 * unknown order or an event we don't use answers 200, so Razorpay stops retrying.
 */
export function paymentWebhookRoutes(deps: {
  news: PaymentNewsHub;
  gateway: PaymentGateway | undefined;
  logger: Logger;
}): Router {
  const router = Router();
  router.post(
    '/payments/razorpay/webhook',
    publicRoute,
    express.raw({ type: () => true, limit: '100kb' }),
    async (req, res) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = req.get('x-razorpay-signature') ?? '';
      if (!deps.gateway?.isWebhookSignatureValid(body, signature)) {
        deps.logger.warn('payment webhook refused: signature missing or wrong');
        throw new AppError(400, 'Invalid webhook signature', 'invalid_signature');
      }
      const read = readPaymentNews(body, req.get('x-razorpay-event-id'));
      if (!read) throw new AppError(400, 'Unreadable webhook body', 'invalid_input');
      const outcome = await deps.news.applyPaymentNews(read);
      res.json({ status: outcome });
    },
  );
  return router;
}
