import { Router, type Request } from 'express';
import { idSchema } from '@shared/contracts/safe-input';
import { PAGE_PARAMS, asksForPage } from '@shared/contracts/paging';
import {
  claimWaitlistSchema,
  joinWaitlistSchema,
  staffWaitlistPageQuerySchema,
  staffWaitlistQuerySchema,
} from '@shared/contracts/waitlist';
import { requestActor, staffActor } from '../../lib/actor';
import { sendPage } from '../../lib/keyset-page';
import type { LimiterFactory } from '../../lib/limiter';
import { perIpLimit } from '../../middleware/rate-limit';
import { publicRoute, requireAuth } from '../../middleware/require-auth';
import { clientNetwork } from '../../security/client-network';
import { bookingChallenges } from '../reservations/booking-challenge';
import type { ChallengeAttempts } from '../reservations/booking-challenge-proof';
import { manageLinkLimits } from '../reservations/manage-token-limits';
import type { ReservationService } from '../reservations/reservation.service';
import { manageTokenSchema } from '../reservations/reservation.routes';
import type { WaitlistStaff } from './waitlist-staff';
import { waitlistNightPage } from './waitlist-night-page';
import type { WaitlistService } from './waitlist.service';

/** Joins one network may attempt per hour, as many as booking attempts. */
export const WAITLIST_JOINS_PER_IP = { points: 10, durationSeconds: 60 * 60 };

export type WaitlistRouteDeps = {
  waitlist: WaitlistService;
  staff: WaitlistStaff;
  /** The booking guards (robot check, seats per network) are the bookings' own. */
  reservations: ReservationService;
  limits: LimiterFactory;
  sessionSecret: string;
  challengeAttempts?: ChallengeAttempts;
};

/** Parse, call the waitlist service, answer its DTO; the rules live in the services. */
export function waitlistRoutes(deps: WaitlistRouteDeps): Router {
  const router = Router();
  const { waitlist, staff } = deps;
  const joinsPerIp = deps.limits.limiter('waitlist-ip', WAITLIST_JOINS_PER_IP);
  const joinLimit = perIpLimit(
    joinsPerIp,
    'Too many waitlist requests from this connection. Please call us or try again later.',
  );
  const guards = bookingChallenges({ ...deps, bookingsPerIp: joinsPerIp });
  // Leaving and claiming e-mail nobody new, but each is a write through a link: the manage
  // link's limits (per link and per network, never per address, which strangers could spend
  // by joining with the diner's address) keep a link from being hammered.
  const linkLimited = manageLinkLimits(deps.limits, deps.sessionSecret, {
    name: 'waitlist',
    perLink: { points: 10, durationSeconds: 60 * 60 },
    perNetwork: { points: 30, durationSeconds: 60 * 60 },
  });
  const linkRequest = (req: Request, token: string) => ({ token, network: clientNetwork(req) });

  router.post('/waitlist', publicRoute, joinLimit, async (req, res) => {
    const input = joinWaitlistSchema.parse(req.body);
    const joined = await guards.guardWaitlist(
      input,
      { network: clientNetwork(req), actor: requestActor(req), attempts: joinsPerIp },
      (guestCaps) => waitlist.join(input, { guestCaps }),
    );
    res.status(201).json(joined);
  });

  router.get('/waitlist/manage/:token', publicRoute, async (req, res) => {
    res.json(await waitlist.view(manageTokenSchema.parse(req.params.token)));
  });

  router.delete('/waitlist/manage/:token', publicRoute, async (req, res) => {
    const token = manageTokenSchema.parse(req.params.token);
    res.json(await linkLimited(linkRequest(req, token), () => waitlist.leave(token)));
  });

  router.post('/waitlist/claim/:token', publicRoute, async (req, res) => {
    const token = manageTokenSchema.parse(req.params.token);
    const input = claimWaitlistSchema.parse(req.body);
    res
      .status(201)
      .json(await linkLimited(linkRequest(req, token), () => waitlist.claim(token, input)));
  });

  router.get('/waitlist', requireAuth, async (req, res) => {
    // Without limit or cursor the original answer, the whole night; with either, one page.
    if (!asksForPage(req.query, PAGE_PARAMS)) {
      res.json(await staff.night(staffWaitlistQuerySchema.parse(req.query).date));
      return;
    }
    const query = staffWaitlistPageQuerySchema.parse(req.query);
    sendPage(req, res, waitlistNightPage(await staff.night(query.date), query));
  });

  router.post('/waitlist/:id/offer', requireAuth, async (req, res) => {
    res.json(await staff.offer(staffActor(req), idSchema.parse(req.params.id)));
  });

  router.delete('/waitlist/:id', requireAuth, async (req, res) => {
    res.json(await staff.remove(staffActor(req), idSchema.parse(req.params.id)));
  });

  return router;
}
