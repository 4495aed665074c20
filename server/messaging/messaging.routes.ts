import crypto from 'node:crypto';
import express, { Router, type Request } from 'express';
import twilio from 'twilio';
import { messagingConsentSchema } from '@shared/contracts/messaging';
import { idSchema } from '@shared/contracts/safe-input';
import { AppError, notFound } from '../lib/app-error';
import type { LimiterFactory } from '../lib/limiter';
import type { Logger } from '../lib/logger';
import { publicRoute, requireAuth } from '../middleware/require-auth';
import { clientNetwork } from '../security/client-network';
import { manageLinkLimits } from '../features/reservations/manage-token-limits';
import { manageTokenSchema } from '../features/reservations/reservation.routes';
import type { MessageDelivery } from './message-delivery';
import type { MessagingSettings } from './messaging-config';
import type { MessagingConsentService } from './messaging-consent.service';
import { readTwilioNews } from './twilio-news';
import { TWILIO_STATUS_PATH } from './twilio-messenger';
import { webhookBodySchema } from './whatsapp-cloud-api';
import { isMetaSignatureValid, readWhatsAppNews } from './whatsapp-news';

const WEBHOOK_LIMIT = { limit: '100kb' } as const;
const refused = () => new AppError(400, 'Invalid webhook signature', 'invalid_signature');

/**
 * The providers' webhooks, mounted before the JSON parser: each signature covers the bytes or
 * the form fields as sent. A forged request is refused; a redelivered or replayed event is
 * answered 200 (so the provider stops sending it) and changes nothing.
 */
export function messagingWebhookRoutes(deps: {
  settings: MessagingSettings;
  publicUrl: string;
  delivery: MessageDelivery;
  logger: Pick<Logger, 'warn'>;
}): Router {
  const router = Router();
  const { settings } = deps;

  router.post(
    '/messaging/twilio/status',
    publicRoute,
    express.urlencoded({ extended: false, ...WEBHOOK_LIMIT }),
    async (req, res) => {
      if (settings.provider !== 'twilio') throw notFound('Twilio is not this site’s provider');
      const params = (req.body ?? {}) as Record<string, unknown>;
      const signature = req.get('x-twilio-signature') ?? '';
      // Twilio signs the URL it was given: the status callback the messages name.
      const url = `${deps.publicUrl}${TWILIO_STATUS_PATH}`;
      if (!signature || !twilio.validateRequest(settings.authToken, signature, url, params)) {
        deps.logger.warn('messaging webhook refused: Twilio signature missing or wrong');
        throw refused();
      }
      const outcome = await deps.delivery.applyNews('twilio', readTwilioNews(params));
      // Empty TwiML: the answer Twilio expects, also when a diner's reply is posted here.
      res.set('X-Messages-Applied', String(outcome.applied));
      res.set('X-Messages-Duplicates', String(outcome.duplicates));
      res.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    },
  );

  // Meta's handshake when the webhook is set up: echo the challenge for our verify token.
  router.get('/messaging/whatsapp/webhook', publicRoute, (req, res) => {
    if (settings.provider !== 'whatsapp-cloud') throw notFound('WhatsApp is not set up here');
    const text = (name: string) => (typeof req.query[name] === 'string' ? req.query[name] : '');
    const token = Buffer.from(text('hub.verify_token'));
    const wanted = Buffer.from(settings.verifyToken);
    const matches = token.length === wanted.length && crypto.timingSafeEqual(token, wanted);
    const challenge = text('hub.challenge');
    if (text('hub.mode') !== 'subscribe' || !matches || !/^[\w-]{1,100}$/.test(challenge)) {
      throw new AppError(403, 'The verify token does not match', 'forbidden');
    }
    res.type('text/plain').send(challenge);
  });

  router.post(
    '/messaging/whatsapp/webhook',
    publicRoute,
    express.raw({ type: () => true, ...WEBHOOK_LIMIT }),
    async (req: Request, res) => {
      if (settings.provider !== 'whatsapp-cloud') throw notFound('WhatsApp is not set up here');
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = req.get('x-hub-signature-256') ?? '';
      if (!isMetaSignatureValid(body, signature, settings.appSecret)) {
        deps.logger.warn('messaging webhook refused: Meta signature missing or wrong');
        throw refused();
      }
      let json: unknown;
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        throw new AppError(400, 'Unreadable webhook body', 'invalid_input');
      }
      const parsed = webhookBodySchema.safeParse(json);
      if (!parsed.success) throw new AppError(400, 'Unreadable webhook body', 'invalid_input');
      res.json(await deps.delivery.applyNews('whatsapp-cloud', readWhatsAppNews(parsed.data)));
    },
  );
  return router;
}

/** The manage page's box, and what staff see of a booking's messages. */
export function messagingRoutes(deps: {
  consent: MessagingConsentService;
  limits: LimiterFactory;
  sessionSecret: string;
}): Router {
  const router = Router();
  const manageLimited = manageLinkLimits(deps.limits, deps.sessionSecret);

  router.put('/reservations/manage/:token/messaging', publicRoute, async (req, res) => {
    const token = manageTokenSchema.parse(req.params.token);
    const { messagingConsent } = messagingConsentSchema.parse(req.body);
    res.json(
      await manageLimited({ token, network: clientNetwork(req) }, () =>
        deps.consent.setByManageToken(token, messagingConsent),
      ),
    );
  });

  router.get('/reservations/:id/messages', requireAuth, async (req, res) => {
    res.json(await deps.consent.ofBooking(idSchema.parse(req.params.id)));
  });
  return router;
}
