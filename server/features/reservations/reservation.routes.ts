import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  attendanceUpdateSchema,
  availabilityQuerySchema,
  blockPreviewQuerySchema,
  blockSlotSchema,
  monthAvailabilityQuerySchema,
  emailProofRequestSchema,
  nearestNightsQuerySchema,
  reservationChangeSchema,
  reservationFormSchema,
  reservationStatusUpdateSchema,
  serviceSheetQuerySchema,
  staffReservationEditSchema,
  staffReservationSchema,
} from '@shared/contracts/reservation';
import { guestNeedsSchema } from '@shared/contracts/dietary-needs';
import { asksForPage } from '@shared/contracts/paging';
import {
  RESERVATION_LIST_PARAMS,
  reservationExportQuerySchema,
  reservationListQuerySchema,
} from '@shared/contracts/reservation-list';
import { idSchema } from '@shared/contracts/safe-input';
import { requestActor, staffActor } from '../../lib/actor';
import { sendPage } from '../../lib/keyset-page';
import type { LimiterFactory } from '../../lib/limiter';
import { publicRoute, requireAuth } from '../../middleware/require-auth';
import { clientNetwork } from '../../security/client-network';
import type { ChallengeAttempts } from './booking-challenge-proof';
import { EMAIL_PROOF_LIMITS, manageLinkLimits } from './manage-token-limits';
import type { ReservationService } from './reservation.service';
import type { ReservationList } from './reservation-list';
import { streamLines } from '../../lib/stream-lines';
import { onlineBookingGuards, type OnlineBookingGuards } from './online-booking-guards';

/** The shape of a manage-link token; anything else is not a link we made. */
export const manageTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This booking link is not valid.');
const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits, - or _');

export type ReservationRouteDeps = {
  reservations: ReservationService;
  /** The staff list's pages and its CSV export (reservation-list.ts). */
  list: ReservationList;
  limits: LimiterFactory;
  /** The app's session secret; the booking challenge's keys are derived from it. */
  sessionSecret: string;
  /** The robot check's work; the real amount unless a test solves many checks. */
  challengeAttempts?: ChallengeAttempts;
  /** The booking guards shared with POST /book; made here when not given. */
  guards?: OnlineBookingGuards;
};

/** Parse, call the reservation service, answer its DTO: the rules and effects live there. */
export function reservationRoutes(deps: ReservationRouteDeps): Router {
  const router = Router();
  const { reservations } = deps;
  const guards = deps.guards ?? onlineBookingGuards(deps);
  const { bookingLimit, challengeLimit, challenges } = guards;

  // Every change through a manage link e-mails the booking's address: limited per link and per
  // network, never per address (manage-token-limits.ts).
  const manageLimited = manageLinkLimits(deps.limits, deps.sessionSecret);
  const manageRequest = (req: Request, token: string) => ({ token, network: clientNetwork(req) });

  router.get('/time-slots', publicRoute, async (_req, res) => {
    res.json(await reservations.timeSlots());
  });

  router.get('/availability', publicRoute, async (req, res) => {
    res.json(await reservations.availability(availabilityQuerySchema.parse(req.query).date));
  });

  router.get('/availability/month', publicRoute, async (req, res) => {
    const { month } = monthAvailabilityQuerySchema.parse(req.query);
    res.json(await reservations.monthAvailability(month));
  });

  router.get('/availability/nearest', publicRoute, async (req, res) => {
    res.json(await reservations.nearestNights(nearestNightsQuerySchema.parse(req.query)));
  });

  router.get('/reservations/challenge', publicRoute, challengeLimit, async (_req, res) => {
    res.json(await challenges.issue());
  });

  // A link proving an address is mailed at most a few times an hour per network and address.
  const proofLimit = manageLinkLimits(deps.limits, deps.sessionSecret, EMAIL_PROOF_LIMITS);
  router.post('/reservations/email-proof', publicRoute, async (req, res) => {
    const { email } = emailProofRequestSchema.parse(req.body);
    await proofLimit(
      { token: email, network: clientNetwork(req), addressOf: async () => email },
      () => challenges.mailEmailProof(email),
    );
    res.status(202).json({
      message: `If ${email} is yours, a link to confirm it is on its way. Open it to book.`,
    });
  });

  router.post('/reservations', publicRoute, bookingLimit, async (req, res) => {
    const input = reservationFormSchema.parse(req.body);
    const rawKey = req.get('idempotency-key');
    const booked = await challenges.book(input, {
      network: clientNetwork(req),
      actor: requestActor(req),
      idempotencyKey: rawKey === undefined ? undefined : idempotencyKeySchema.parse(rawKey),
    });
    // A booking that pays now answers the payment dialog's order, as a corporate checkout does.
    const answer = !booked.replayed && booked.checkout ? booked.checkout : booked.reservation;
    res.status(booked.replayed ? 200 : 201).json(answer);
  });

  router.get('/reservations', requireAuth, async (req, res) => {
    // Without parameters the original answer, the whole list; with any, one page of it.
    if (!asksForPage(req.query, RESERVATION_LIST_PARAMS)) {
      res.json(await reservations.list());
      return;
    }
    sendPage(req, res, await deps.list.page(reservationListQuerySchema.parse(req.query)));
  });

  router.get('/reservations/export.csv', requireAuth, async (req, res) => {
    const lines = deps.list.csvLines(reservationExportQuerySchema.parse(req.query));
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', 'attachment; filename="reservations.csv"');
    res.set('Cache-Control', 'private, no-store');
    await streamLines(res, lines);
  });

  router.patch('/reservations/:id/status', requireAuth, async (req, res) => {
    const { status, reason, undo } = reservationStatusUpdateSchema.parse(req.body);
    const id = idSchema.parse(req.params.id);
    res.json(
      await reservations.changeStatus(staffActor(req), id, status, {
        reason: reason || undefined,
        undo,
      }),
    );
  });

  router.post('/reservations/staff', requireAuth, async (req, res) => {
    const input = staffReservationSchema.parse(req.body);
    res.status(201).json(await reservations.bookByStaff(staffActor(req), input));
  });

  router.patch('/reservations/:id', requireAuth, async (req, res) => {
    const id = idSchema.parse(req.params.id);
    const edit = staffReservationEditSchema.parse(req.body);
    res.json(await reservations.editByStaff(staffActor(req), id, edit));
  });

  router.get('/reservations/manage/:token', publicRoute, async (req, res) => {
    res.json(await reservations.byManageToken(manageTokenSchema.parse(req.params.token)));
  });

  router.patch('/reservations/manage/:token', publicRoute, async (req, res) => {
    const token = manageTokenSchema.parse(req.params.token);
    const change = reservationChangeSchema.parse(req.body);
    res.json(
      await manageLimited(manageRequest(req, token), () =>
        guards.changeByGuest(token, change, clientNetwork(req)),
      ),
    );
  });

  router.put('/reservations/manage/:token/needs', publicRoute, async (req, res) => {
    const token = manageTokenSchema.parse(req.params.token);
    const needs = guestNeedsSchema.parse(req.body);
    res.json(
      await manageLimited(manageRequest(req, token), () =>
        reservations.changeNeedsByGuest(token, needs),
      ),
    );
  });

  router.post('/reservations/manage/:token/attendance', publicRoute, async (req, res) => {
    const token = manageTokenSchema.parse(req.params.token);
    res.json(
      await manageLimited(manageRequest(req, token), () => reservations.confirmAttendance(token)),
    );
  });

  router.put('/reservations/:id/attendance', requireAuth, async (req, res) => {
    const id = idSchema.parse(req.params.id);
    const { attendance } = attendanceUpdateSchema.parse(req.body);
    res.json(await reservations.markAttendance(staffActor(req), id, attendance));
  });

  router.post('/reservations/manage/:token/cancel', publicRoute, async (req, res) => {
    // Never limited: a guest can always cancel their own booking, and only once.
    res.json(await reservations.cancelByGuest(manageTokenSchema.parse(req.params.token)));
  });

  router.get('/service-sheet', requireAuth, async (req, res) => {
    res.json(await reservations.serviceSheet(serviceSheetQuerySchema.parse(req.query).date));
  });

  router.get('/blocked-slots', requireAuth, async (_req, res) => {
    res.json(await reservations.blockedSlots());
  });

  router.get('/blocked-slots/affected', requireAuth, async (req, res) => {
    res.json(await reservations.previewBlock(blockPreviewQuerySchema.parse(req.query)));
  });

  router.post('/blocked-slots', requireAuth, async (req, res) => {
    res
      .status(201)
      .json(await reservations.block(staffActor(req), blockSlotSchema.parse(req.body)));
  });

  router.delete('/blocked-slots/:id', requireAuth, async (req, res) => {
    await reservations.unblock(staffActor(req), idSchema.parse(req.params.id));
    res.status(204).end();
  });

  return router;
}
