import type { ReservationInput } from '@shared/contracts/reservation';
import { AppError } from '../../lib/app-error';
import type { Limiter, LimiterFactory } from '../../lib/limiter';
import {
  CHALLENGE_WORK,
  challengeSecrets,
  checkSolution,
  newChallenge,
} from './booking-challenge-proof';
import type { StaffActor, GuestActor } from '../../lib/actor';
import type { Booked, ReservationService } from './reservation.service';

// Booking protection, all thresholds in one place (the per-guest caps live in guest-caps.ts).
// Real diners book once or twice; only traffic that looks abnormal is asked for a proof of work.

/** Online booking attempts one IP may make per hour; more answer 429. */
export const BOOKINGS_PER_IP = { points: 10, durationSeconds: 60 * 60 };
/** Each challenge costs the server a key derivation, so handing them out is limited too. */
export const CHALLENGES_PER_IP = { points: 60, durationSeconds: 60 * 60 };
/** Attempts an IP may make in its hour before it is asked for a proof of work: half its budget. */
export const FREE_ATTEMPTS_PER_IP = BOOKINGS_PER_IP.points / 2;
/**
 * Online bookings the whole site may take in a window before every diner is asked. A busy
 * evening brings a handful in ten minutes; thirty means someone is booking in bulk.
 */
export const SITE_BOOKINGS_BEFORE_CHALLENGE = { bookings: 30, windowSeconds: 10 * 60 };

const SITE_KEY = 'online';

const challengeRequired = () =>
  new AppError(
    428,
    'We are seeing unusual booking activity. Please confirm you are not a robot, then book again.',
    'challenge_required',
  );
const challengeFailed = (reason: 'expired' | 'invalid' | 'used') =>
  new AppError(
    400,
    reason === 'expired'
      ? 'The robot check expired. Please let it run again, then book.'
      : 'The robot check could not be confirmed. Please let it run again, then book.',
    'challenge_failed',
  );

export type BookingChallengeDeps = {
  reservations: ReservationService;
  limits: LimiterFactory;
  /** The per-IP booking budget; the route has already counted this request against it. */
  bookingsPerIp: Limiter;
  /** The app's session secret; the challenge keys are derived from it. */
  sessionSecret: string;
};

export type OnlineBookingRequest = {
  /** The client's network (IPv4 address or IPv6 /64), the key of every per-IP count. */
  network: string;
  /** A signed-in staff member booking for a guest, or the guest. */
  actor: StaffActor | GuestActor;
  idempotencyKey?: string;
};

/** Proof-of-work challenges for the public booking form, and bookings that pass through them. */
export function bookingChallenges(deps: BookingChallengeDeps) {
  const secrets = challengeSecrets(deps.sessionSecret);
  const siteBookings = deps.limits.limiter('booking-site', {
    points: SITE_BOOKINGS_BEFORE_CHALLENGE.bookings,
    durationSeconds: SITE_BOOKINGS_BEFORE_CHALLENGE.windowSeconds,
  });
  // One point per challenge, kept as long as the challenge lives: a solution books once.
  const spentChallenges = deps.limits.limiter('booking-challenge-spent', {
    points: 1,
    durationSeconds: CHALLENGE_WORK.ttlSeconds,
  });

  async function looksAbnormal(network: string): Promise<boolean> {
    const [attemptsFromIp, siteTotal] = await Promise.all([
      deps.bookingsPerIp.used(network),
      siteBookings.used(SITE_KEY),
    ]);
    // attemptsFromIp includes this request.
    return (
      attemptsFromIp - 1 >= FREE_ATTEMPTS_PER_IP ||
      siteTotal >= SITE_BOOKINGS_BEFORE_CHALLENGE.bookings
    );
  }

  /** A retry of a booking already made is answered from the database; it needs no new proof. */
  async function isRetryOfBooked(idempotencyKey: string | undefined): Promise<boolean> {
    if (idempotencyKey === undefined) return false;
    return deps.reservations.isBooked(idempotencyKey);
  }

  async function spendSolution(solution: string | undefined): Promise<void> {
    if (!solution) throw challengeRequired();
    const check = await checkSolution(secrets, solution);
    if (!check.verified) throw challengeFailed(check.reason);
    const spent = await spentChallenges.take(check.challengeId);
    if (!spent.allowed) throw challengeFailed('used');
  }

  return {
    issue: () => newChallenge(secrets),

    /**
     * Books a table for the public form: when booking traffic looks abnormal, only with a
     * fresh solution. Staff and RATE_LIMITS=off are never asked, and skip the per-guest caps.
     */
    async book(input: ReservationInput, request: OnlineBookingRequest): Promise<Booked> {
      const guarded = deps.limits.enabled && request.actor.kind === 'guest';
      if (
        guarded &&
        (await looksAbnormal(request.network)) &&
        !(await isRetryOfBooked(request.idempotencyKey))
      ) {
        await spendSolution(input.altcha);
      }
      const booked = await deps.reservations.book(input, {
        actor: request.actor,
        idempotencyKey: request.idempotencyKey,
        guestCaps: guarded,
      });
      if (guarded && !booked.replayed) await siteBookings.take(SITE_KEY);
      return booked;
    },
  };
}
