import { Router } from 'express';
import {
  corporateOrderStatusUpdateSchema,
  createCorporateOrderSchema,
  orderTokenSchema,
  verifyPaymentSchema,
} from '@shared/contracts/corporate-order';
import { idSchema } from '@shared/contracts/safe-input';
import {
  CORPORATE_ORDER_LIST_PARAMS,
  corporateOrderListQuerySchema,
} from '@shared/contracts/corporate-order-list';
import { asksForPage } from '@shared/contracts/paging';
import { sendPage } from '../../lib/keyset-page';
import { requestActor, staffActor } from '../../lib/actor';
import type { LimiterFactory } from '../../lib/limiter';
import { perIpLimit } from '../../middleware/rate-limit';
import { publicRoute, requireAuth } from '../../middleware/require-auth';
import type { CorporateOrderService } from './corporate-order.service';

/** Checkouts per connection per hour: plenty for a buyer fixing a cart, a wall for a script. */
export const CHECKOUTS_PER_IP = { points: 20, durationSeconds: 60 * 60 };
const VERIFICATIONS_PER_IP = { points: 60, durationSeconds: 60 * 60 };

/** Parse, call the corporate order service, answer its DTO. */
export function corporateOrderRoutes(deps: {
  orders: CorporateOrderService;
  limits: LimiterFactory;
}): Router {
  const router = Router();
  const { orders } = deps;
  const checkoutLimit = perIpLimit(
    deps.limits.limiter('checkout-ip', CHECKOUTS_PER_IP),
    'Too many orders from this connection. Please call us or try again later.',
  );
  const verifyLimit = perIpLimit(
    deps.limits.limiter('verify-payment-ip', VERIFICATIONS_PER_IP),
    'Too many payment checks from this connection. Please try again later.',
  );

  router.post('/corporate-orders/create', publicRoute, checkoutLimit, async (req, res) => {
    const input = createCorporateOrderSchema.parse(req.body);
    res.status(201).json(await orders.checkout(requestActor(req), input));
  });

  router.post('/corporate-orders/verify-payment', publicRoute, verifyLimit, async (req, res) => {
    res.json(await orders.verifyPayment(verifyPaymentSchema.parse(req.body)));
  });

  router.get('/corporate-orders/by-token/:token', publicRoute, async (req, res) => {
    const order = await orders.byToken(orderTokenSchema.parse(req.params.token));
    // One buyer's order: kept by no shared cache, and not even by their own browser.
    res.set('Cache-Control', 'private, no-store').json(order);
  });

  router.get('/corporate-orders', requireAuth, async (req, res) => {
    // Without parameters the original answer, the whole list; with any filter or page, one page.
    if (!asksForPage(req.query, CORPORATE_ORDER_LIST_PARAMS)) {
      res.json(await orders.list());
      return;
    }
    sendPage(req, res, await orders.page(corporateOrderListQuerySchema.parse(req.query)));
  });

  router.patch('/corporate-orders/:id/status', requireAuth, async (req, res) => {
    const id = idSchema.parse(req.params.id);
    const { status, from } = corporateOrderStatusUpdateSchema.parse(req.body);
    res.json(await orders.changeStatus(staffActor(req), id, status, from));
  });

  router.post('/corporate-orders/:id/check-payment', requireAuth, async (req, res) => {
    res.json(await orders.checkPayment(staffActor(req), idSchema.parse(req.params.id)));
  });

  return router;
}
