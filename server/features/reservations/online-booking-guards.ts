import type { RequestHandler } from 'express';
import type { ReservationChange } from '@shared/contracts/reservation';
import type { LimiterFactory } from '../../lib/limiter';
import { perIpLimit } from '../../middleware/rate-limit';
import { BOOKINGS_PER_IP, bookingChallenges, CHALLENGES_PER_IP } from './booking-challenge';
import type { ChallengeAttempts } from './booking-challenge-proof';
import type { ReservationService } from './reservation.service';

export type OnlineBookingGuardDeps = {
  reservations: ReservationService;
  limits: LimiterFactory;
  /** The app's session secret; the booking challenge's keys are derived from it. */
  sessionSecret: string;
  /** The robot check's work; the real amount unless a test solves many checks. */
  challengeAttempts?: ChallengeAttempts | undefined;
};

export type OnlineBookingGuards = {
  /** Counts a booking attempt against the network's hour (429 over it). */
  bookingLimit: RequestHandler;
  /** Counts a robot check handed out against the network's hour (429 over it). */
  challengeLimit: RequestHandler;
  /** The robot check, the seat budgets and the booking itself (booking-challenge.ts). */
  challenges: ReturnType<typeof bookingChallenges>;
  /**
   * A guest's change through the manage link (the API and the form without JavaScript): the
   * seats it adds are counted like a booking's (booking-challenge.ts, guardChange).
   */
  changeByGuest: (
    token: string,
    change: ReservationChange & { altcha?: string | undefined },
    network: string,
  ) => ReturnType<ReservationService['changeByGuest']>;
};

/**
 * What stands between the public and a booking, made once for both doors a diner may use: the
 * booking API (POST /api/reservations) and the form that works without JavaScript (POST /book).
 * One set of budgets, so a network gets no more attempts for using both.
 */
export function onlineBookingGuards(deps: OnlineBookingGuardDeps): OnlineBookingGuards {
  const bookingsPerIp = deps.limits.limiter('booking-ip', BOOKINGS_PER_IP);
  const challenges = bookingChallenges({ ...deps, bookingsPerIp });
  return {
    bookingLimit: perIpLimit(
      bookingsPerIp,
      'Too many booking attempts from this connection. Please call us or try again later.',
    ),
    challengeLimit: perIpLimit(
      deps.limits.limiter('booking-challenge-ip', CHALLENGES_PER_IP),
      'Too many robot checks from this connection. Please call us or try again later.',
    ),
    challenges,
    async changeByGuest(token, change, network) {
      const booking = await deps.reservations.byManageToken(token);
      const counted = { date: booking.date, guests: booking.guests };
      return challenges.guardChange(counted, change, network, (countedFrom) =>
        deps.reservations.changeByGuest(token, change, countedFrom),
      );
    },
  };
}
