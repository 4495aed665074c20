import { Router } from 'express';
import { z } from 'zod';
import {
  availabilityQuerySchema,
  blockSlotSchema,
  reservationFormSchema,
  reservationStatusUpdateSchema,
} from '@shared/contracts/reservation';
import { idSchema } from '@shared/contracts/safe-input';
import { publicRoute, requireAuth } from '../../middleware/require-auth';
import { perIpLimit } from '../../middleware/rate-limit';
import type { LimiterFactory } from '../../lib/limiter';
import type { AvailabilityEntry } from '@shared/contracts/reservation';
import { restaurantMoment } from '@shared/restaurant-time';
import { createAvailabilityCache } from './availability-cache';
import { getAvailability, getTimeSlots } from './availability.service';
import { sendBookingConfirmation, type NotificationDeps } from './guest-notifications';
import { BOOKINGS_PER_IP, bookingChallenges, CHALLENGES_PER_IP } from './booking-challenge';
import { blockSeating, getBlockedSlots, unblockSeating } from './blocked-slot.service';
import {
  cancelByGuest,
  changeReservationStatus,
  getByManageToken,
  getReservations,
  type ReservationDeps,
} from './reservation.service';

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This booking link is not valid.');
const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits, - or _');

export type ReservationRouteDeps = ReservationDeps & {
  limits: LimiterFactory;
  publicUrl: string;
  notifications: NotificationDeps;
  /** The app's session secret; the booking challenge's keys are derived from it. */
  sessionSecret: string;
};

export function reservationRoutes(deps: ReservationRouteDeps): Router {
  const router = Router();
  const { db } = deps;
  const availability = createAvailabilityCache<AvailabilityEntry[]>();
  const bookingsPerIp = deps.limits.limiter('booking-ip', BOOKINGS_PER_IP);
  const bookingLimit = perIpLimit(
    bookingsPerIp,
    'Too many booking attempts from this connection. Please call us or try again later.',
  );
  const challenges = bookingChallenges({ ...deps, bookingsPerIp });
  const challengeLimit = perIpLimit(
    deps.limits.limiter('booking-challenge-ip', CHALLENGES_PER_IP),
    'Too many robot checks from this connection. Please call us or try again later.',
  );

  router.get('/time-slots', publicRoute, async (_req, res) => {
    res.json(await getTimeSlots(db));
  });

  router.get('/availability', publicRoute, async (req, res) => {
    const { date } = availabilityQuerySchema.parse(req.query);
    const now = restaurantMoment(deps.clock.now(), deps.clock.timeZone);
    const minute = `${now.date} ${now.minutes}`;
    res.json(await availability.get(date, minute, () => getAvailability(db, deps.clock, date)));
  });

  router.get('/reservations/challenge', publicRoute, challengeLimit, async (_req, res) => {
    res.json(await challenges.issue());
  });

  router.post('/reservations', publicRoute, bookingLimit, async (req, res) => {
    const input = reservationFormSchema.parse(req.body);
    const rawKey = req.get('idempotency-key');
    const key = rawKey === undefined ? undefined : idempotencyKeySchema.parse(rawKey);
    const booked = await challenges.book(input, {
      ip: req.ip ?? 'unknown',
      signedIn: Boolean(req.user),
      idempotencyKey: key,
    });
    if (booked.replayed) {
      res.status(200).json(booked.reservation);
      return;
    }
    availability.invalidate(input.date);
    const manageUrl = `${deps.publicUrl}/reservation/${booked.manageToken}`;
    // Not awaited: the diner gets the answer now, whatever the mail server does.
    const notifications = { ...deps.notifications, logger: req.log };
    void sendBookingConfirmation(notifications, booked.reservation, manageUrl);
    res.status(201).json({ ...booked.reservation, manageUrl });
  });

  router.get('/reservations', requireAuth, async (_req, res) => {
    res.json(await getReservations(db));
  });

  router.patch('/reservations/:id/status', requireAuth, async (req, res) => {
    const { status } = reservationStatusUpdateSchema.parse(req.body);
    const changed = await changeReservationStatus(deps, idSchema.parse(req.params.id), status);
    availability.invalidate(changed.date);
    res.json(changed);
  });

  router.get('/reservations/manage/:token', publicRoute, async (req, res) => {
    res.json(await getByManageToken(db, tokenSchema.parse(req.params.token)));
  });

  router.post('/reservations/manage/:token/cancel', publicRoute, async (req, res) => {
    const cancelled = await cancelByGuest(deps, tokenSchema.parse(req.params.token));
    availability.invalidate(cancelled.date);
    res.json(cancelled);
  });

  router.get('/blocked-slots', requireAuth, async (_req, res) => {
    res.json(await getBlockedSlots(db));
  });

  router.post('/blocked-slots', requireAuth, async (req, res) => {
    const blocked = await blockSeating(deps, blockSlotSchema.parse(req.body));
    availability.invalidate(blocked.date);
    res.status(201).json(blocked);
  });

  router.delete('/blocked-slots/:id', requireAuth, async (req, res) => {
    await unblockSeating(db, idSchema.parse(req.params.id));
    availability.clear();
    res.status(204).end();
  });

  return router;
}
