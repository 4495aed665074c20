import type { ReservationInput } from '@shared/contracts/reservation';
import type { Limiter, LimiterFactory } from '../../lib/limiter';
import {
  CHALLENGE_WORK,
  type ChallengeAttempts,
  challengeSecrets,
  checkSolution,
  newChallenge,
} from './booking-challenge-proof';
import type { StaffActor, GuestActor } from '../../lib/actor';
import type { Booked, ReservationService } from './reservation.service';
import { emailProofRefused, emailProofs } from './guest-caps-email-proof';
import { seatsAdded, type PartyOnNight } from './booking-rules';
import {
  challengeFailed,
  challengeRequired,
  seatLimit,
  secondsUntilAfter,
} from './booking-challenge-refusals';

// Booking protection, all thresholds in one place (the per-guest caps live in guest-caps.ts).
// Real diners book once or twice; only traffic that looks abnormal is asked for a proof of work.

// Every per-IP count is per network: an IPv4 address, an IPv6 /64 (security/client-network.ts).

/** Online booking attempts one network may make per hour; more answer 429. */
export const BOOKINGS_PER_IP = { points: 10, durationSeconds: 60 * 60 };
/** Each challenge costs the server a key derivation, so handing them out is limited too. */
export const CHALLENGES_PER_IP = { points: 60, durationSeconds: 60 * 60 };
/**
 * Attempts a network may make in its hour before it is asked for a proof of work. Two: a diner
 * books once, maybe twice; the third booking within the hour from one network solves one.
 */
export const FREE_ATTEMPTS_PER_IP = 2;
/**
 * Seats one network may book online in an hour, and for one night, whatever names, addresses
 * and phones it books with; more answer 429 (staff book larger parties on the phone). A night
 * has three seatings of ten: no network may hold more than a seating and a couple of a night.
 */
export const SEATS_PER_NETWORK = {
  perHour: { points: 20, durationSeconds: 60 * 60 },
  perNight: 12,
};
/** Seats a network may book in its hour before it is asked for a proof of work: one seating. */
export const FREE_SEATS_PER_NETWORK_PER_HOUR = 10;
/**
 * Online bookings the whole site may take in a window before every diner is asked. A busy
 * evening brings a handful in ten minutes; thirty means someone is booking in bulk.
 */
export const SITE_BOOKINGS_BEFORE_CHALLENGE = { bookings: 30, windowSeconds: 10 * 60 };

const SITE_KEY = 'online';

export type BookingChallengeDeps = {
  reservations: ReservationService;
  limits: LimiterFactory;
  /** The per-IP booking budget; the route has already counted this request against it. */
  bookingsPerIp: Limiter;
  /** The app's session secret; the challenge keys are derived from it. */
  sessionSecret: string;
  /** The work a challenge asks for (CHALLENGE_WORK.attempts unless a test solves many). */
  challengeAttempts?: ChallengeAttempts;
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
  const proofs = emailProofs(deps.sessionSecret);
  const siteBookings = deps.limits.limiter('booking-site', {
    points: SITE_BOOKINGS_BEFORE_CHALLENGE.bookings,
    durationSeconds: SITE_BOOKINGS_BEFORE_CHALLENGE.windowSeconds,
  });
  // One point per challenge, kept as long as the challenge lives: a solution books once.
  const spentChallenges = deps.limits.limiter('booking-challenge-spent', {
    points: 1,
    durationSeconds: CHALLENGE_WORK.ttlSeconds,
  });

  const seatsPerHour = deps.limits.limiter('booking-seats-hour', SEATS_PER_NETWORK.perHour);
  // Each night's count lives until the night is over (its own window, set at its first booking).
  const seatsPerNight = deps.limits.limiter('booking-seats-night', {
    points: SEATS_PER_NETWORK.perNight,
    durationSeconds: 24 * 60 * 60,
  });

  async function looksAbnormal(
    network: string,
    guests: number,
    attempts: Limiter = deps.bookingsPerIp,
    /** Whether `attempts` already counts this request (a booking) or not (a change). */
    thisCounted = true,
  ): Promise<boolean> {
    const [attemptsFromIp, seatsThisHour, siteTotal] = await Promise.all([
      attempts.used(network),
      seatsPerHour.used(network),
      siteBookings.used(SITE_KEY),
    ]);
    return (
      attemptsFromIp - (thisCounted ? 1 : 0) >= FREE_ATTEMPTS_PER_IP ||
      seatsThisHour + guests > FREE_SEATS_PER_NETWORK_PER_HOUR ||
      siteTotal >= SITE_BOOKINGS_BEFORE_CHALLENGE.bookings
    );
  }

  /**
   * Counts the party's seats against the network's hour and night, before the booking is made;
   * the caller hands them back when no booking results. Throws 429 over either budget.
   */
  async function takeSeats(
    network: string,
    input: Pick<ReservationInput, 'date' | 'guests'>,
  ): Promise<() => Promise<void>> {
    const nightKey = `${network}|${input.date}`;
    const hour = await seatsPerHour.take(network, { points: input.guests });
    const night = await seatsPerNight.take(nightKey, {
      points: input.guests,
      durationSeconds: secondsUntilAfter(input.date, Date.now()),
    });
    const giveBack = async () => {
      await Promise.all([
        seatsPerHour.giveBack(network, input.guests),
        seatsPerNight.giveBack(nightKey, input.guests),
      ]);
    };
    if (!night.allowed) {
      await giveBack();
      throw seatLimit(
        `Online bookings from one connection are limited to ${SEATS_PER_NETWORK.perNight} seats a night. Please call us to book more.`,
        night.retryAfterSeconds,
      );
    }
    if (!hour.allowed) {
      await giveBack();
      throw seatLimit(
        `Online bookings from one connection are limited to ${SEATS_PER_NETWORK.perHour.points} seats an hour. Please call us or try again later.`,
        hour.retryAfterSeconds,
      );
    }
    return giveBack;
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
    issue: () => newChallenge(secrets, new Date(), deps.challengeAttempts),

    /**
     * A party joining a full seating's waitlist meets the booking's guards: the robot check when
     * traffic looks abnormal (counted by `attempts`, the waitlist's own per-network budget) and
     * the network's seats per hour and night (a waiting party may soon hold seats); `work` is
     * told whether the per-guest caps apply. Seats are handed back when it throws.
     */
    async guardWaitlist<T>(
      input: Pick<ReservationInput, 'date' | 'guests' | 'altcha'>,
      request: Omit<OnlineBookingRequest, 'idempotencyKey'> & { attempts: Limiter },
      work: (guestCaps: boolean) => Promise<T>,
    ): Promise<T> {
      const guarded = deps.limits.enabled && request.actor.kind === 'guest';
      if (guarded && (await looksAbnormal(request.network, input.guests, request.attempts))) {
        await spendSolution(input.altcha);
      }
      const giveSeatsBack = guarded ? await takeSeats(request.network, input) : undefined;
      try {
        return await work(guarded);
      } catch (err) {
        await giveSeatsBack?.();
        throw err;
      }
    },

    /**
     * A guest's change through the manage link takes seats like a booking does: the seats it
     * adds (the whole party when it moves to another night) count against the network's seats
     * per hour and per night, and meet the robot check when the network's bookings, seats or
     * the site's traffic look abnormal (it is no booking attempt itself: the manage link has its
     * own budget). `work` is told the booking as it was counted; seats go back when it throws.
     */
    async guardChange<T>(
      counted: PartyOnNight,
      change: Pick<ReservationInput, 'date' | 'guests' | 'altcha'>,
      network: string,
      work: (countedFrom: PartyOnNight | undefined) => Promise<T>,
    ): Promise<T> {
      if (!deps.limits.enabled) return work(undefined);
      const added = seatsAdded(counted, change);
      if (added === 0) return work(counted);
      if (await looksAbnormal(network, added, deps.bookingsPerIp, false)) {
        await spendSolution(change.altcha);
      }
      const giveSeatsBack = await takeSeats(network, { date: change.date, guests: added });
      try {
        return await work(counted);
      } catch (err) {
        await giveSeatsBack();
        throw err;
      }
    },

    /** Mails a link proving the address is the diner's (the route limits how often). */
    async mailEmailProof(email: string): Promise<void> {
      await deps.reservations.mailEmailProof(email, proofs.issue(email, new Date()));
    },

    /**
     * Books a table for the public form: when booking traffic looks abnormal, only with a
     * fresh solution. Staff and RATE_LIMITS=off are never asked, and skip the per-guest caps.
     */
    async book(input: ReservationInput, request: OnlineBookingRequest): Promise<Booked> {
      const guarded = deps.limits.enabled && request.actor.kind === 'guest';
      // A proof sent must be good: a diner told the link is bad can ask for a new one.
      const emailProven =
        input.emailProof !== undefined && input.emailProof !== ''
          ? proofs.proves(input.emailProof, input.email, new Date())
          : false;
      if (input.emailProof && !emailProven) throw emailProofRefused();
      const retry = guarded && (await isRetryOfBooked(request.idempotencyKey));
      if (guarded && !retry && (await looksAbnormal(request.network, input.guests))) {
        await spendSolution(input.altcha);
      }
      // A retry of a booking already made holds its seats already: they are not counted again.
      const giveSeatsBack = guarded && !retry ? await takeSeats(request.network, input) : undefined;
      let booked: Booked;
      try {
        booked = await deps.reservations.book(input, {
          actor: request.actor,
          idempotencyKey: request.idempotencyKey,
          guestCaps: guarded,
          emailProven,
        });
      } catch (err) {
        await giveSeatsBack?.();
        throw err;
      }
      if (booked.replayed) await giveSeatsBack?.();
      if (guarded && !booked.replayed) await siteBookings.take(SITE_KEY);
      return booked;
    },
  };
}
