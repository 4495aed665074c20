import { Router } from 'express';
import {
  QUOTE_REQUEST_LIST_PARAMS,
  quoteRequestListQuerySchema,
  quoteRequestSchema,
  quoteRequestStatusUpdateSchema,
} from '@shared/contracts/quote-request';
import { idSchema } from '@shared/contracts/safe-input';
import { asksForPage } from '@shared/contracts/paging';
import { sendPage } from '../../lib/keyset-page';
import { staffActor } from '../../lib/actor';
import type { LimiterFactory } from '../../lib/limiter';
import { perIpLimit } from '../../middleware/rate-limit';
import { publicRoute, requireAuth } from '../../middleware/require-auth';
import type { QuoteRequestService } from './quote-request.service';

/** Requests per network per hour, as many as bookings: each one sends two e-mails. */
export const QUOTE_REQUESTS_PER_IP = { points: 10, durationSeconds: 60 * 60 };

export function quoteRequestRoutes(deps: {
  quotes: QuoteRequestService;
  limits: LimiterFactory;
}): Router {
  const router = Router();
  const { quotes } = deps;
  const limit = perIpLimit(
    deps.limits.limiter('quote-request-ip', QUOTE_REQUESTS_PER_IP),
    'Too many quote requests from this connection. Please call us or try again later.',
  );

  router.post('/quote-requests', publicRoute, limit, async (req, res) => {
    res.status(201).json(await quotes.create(quoteRequestSchema.parse(req.body)));
  });

  router.get('/quote-requests', requireAuth, async (req, res) => {
    // Without parameters the original answer, the whole list; with any filter or page, one page.
    if (!asksForPage(req.query, QUOTE_REQUEST_LIST_PARAMS)) {
      res.json(await quotes.list());
      return;
    }
    sendPage(req, res, await quotes.page(quoteRequestListQuerySchema.parse(req.query)));
  });

  router.patch('/quote-requests/:id', requireAuth, async (req, res) => {
    const id = idSchema.parse(req.params.id);
    const { status } = quoteRequestStatusUpdateSchema.parse(req.body);
    res.json(await quotes.changeStatus(staffActor(req), id, status));
  });

  return router;
}
