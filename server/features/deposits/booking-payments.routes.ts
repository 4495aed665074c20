import { Router } from 'express';
import {
  bookingPaymentPolicySchema,
  bookingRefundSchema,
  verifyBookingPaymentSchema,
} from '@shared/contracts/booking-payments';
import { idSchema } from '@shared/contracts/safe-input';
import type { Db } from '../../db/connection';
import { staffActor } from '../../lib/actor';
import type { LimiterFactory } from '../../lib/limiter';
import { perIpLimit } from '../../middleware/rate-limit';
import { publicRoute, requireAdmin } from '../../middleware/require-auth';
import { readBookingPaymentPolicy, saveBookingPaymentPolicy } from './booking-payment-policy';
import type { BookingPaymentsService } from './booking-payments.service';

const VERIFICATIONS_PER_IP = { points: 60, durationSeconds: 60 * 60 };

/**
 * The booking payment policy (public read, admins write), the diner's payment check, and staff
 * refunds. `onPolicyChanged` lets the rendered booking page, which states the policy, go.
 */
export function bookingPaymentRoutes(deps: {
  db: Db;
  payments: BookingPaymentsService;
  limits: LimiterFactory;
  onPolicyChanged: () => Promise<void> | void;
}): Router {
  const router = Router();
  const verifyLimit = perIpLimit(
    deps.limits.limiter('booking-verify-payment-ip', VERIFICATIONS_PER_IP),
    'Too many payment checks from this connection. Please try again later.',
  );

  router.get('/site-settings/booking-payments', publicRoute, async (_req, res) => {
    res.json(await readBookingPaymentPolicy(deps.db));
  });

  router.put('/site-settings/booking-payments', requireAdmin, async (req, res) => {
    const policy = bookingPaymentPolicySchema.parse(req.body);
    const saved = await saveBookingPaymentPolicy(deps.db, staffActor(req), policy);
    await deps.onPolicyChanged();
    res.json(saved);
  });

  router.post('/reservations/verify-payment', publicRoute, verifyLimit, async (req, res) => {
    res.json(await deps.payments.verify(verifyBookingPaymentSchema.parse(req.body)));
  });

  // Money back is an admin's decision, as for corporate orders.
  router.post('/reservations/:id/refund', requireAdmin, async (req, res) => {
    const id = idSchema.parse(req.params.id);
    const { amount } = bookingRefundSchema.parse(req.body);
    res.json(await deps.payments.refundByStaff(staffActor(req), id, amount));
  });

  return router;
}
