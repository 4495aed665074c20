import type { BookingCheckoutDto } from '@shared/contracts/booking-payments';
import type { BookedReservationDto } from '@shared/contracts/reservation';
import type { ClaimWaitlistInput } from '@shared/contracts/waitlist';
import { seatingHasStarted } from '@shared/restaurant-time';
import type { WaitlistEntryRow } from '@shared/schema/waitlist-entries';
import type { Db } from '../../db/connection';
import { enqueueJob } from '../../jobs/enqueue-job';
import { dropPendingJobs } from '../../jobs/job.repository';
import { AppError, conflict, invalidInput } from '../../lib/app-error';
import { NO_METRICS, type BusinessMetrics } from '../../metrics/app-metrics';
import type { BookingPaymentsService, PaymentHold } from '../deposits/booking-payments.service';
import type { Clock } from '../reservations/availability.service';
import type { BookingMailQueue } from '../reservations/booking-mail-queue';
import { guestIdFor } from '../guests/guest-identity';
import { onlineBookingLink, onlineBookingRow } from '../reservations/online-booking';
import { nightEstimateOn } from '../special-nights/night-terms';
import { insertReservation } from '../reservations/reservation.repository';
import { toReservationDto } from '../reservations/reservation.dto';
import { findTimeSlot, seatingLoad } from '../reservations/seating.repository';
import { waitlistHoldJob, waitlistRef } from './waitlist-hold-job';
import { lockedEntry } from './waitlist-rules';
import { findWaitlistEntry, moveWaitlistEntry } from './waitlist.repository';

export const NOT_FOUND = 'This waitlist link is not valid.';

/** What a claim needs besides the waitlist service's own helpers. */
export type ClaimDeps = {
  db: Db;
  clock: Clock;
  /** Told after a commit that queued mail, so it goes out at once. */
  jobs: { wake(): void };
  /** A claimed offer is a booking: its confirmation and reminder, as any booking's. */
  mails: BookingMailQueue;
  publicUrl: string;
  tastingMinutes: number;
  metrics?: Pick<BusinessMetrics, 'bookingMade'>;
  /**
   * The payment policy, as for any online booking (features/deposits): a claim it asks to pay
   * now holds its seats unpaid and answers the payment dialog's order. Without it, every claim
   * pays at the restaurant.
   */
  payments?: Pick<BookingPaymentsService, 'holdFor' | 'openCheckout'>;
};

/** Who the entry's party is and which seats it waits for: its booking's part of them. */
const contactAndNight = (entry: WaitlistEntryRow) => ({
  name: entry.name,
  email: entry.email,
  phone: entry.phone,
  date: entry.date,
  timeSlot: entry.timeSlot,
  guests: entry.guests,
});

/** What a claim came to: the booking, or a hold that had run out (passed on in that same step). */
type Claimed = { booked: BookedReservationDto; entryId: number } | { expiredAt: Date };

/** What the claim shares with the rest of the waitlist service. */
export type ClaimContext = {
  byToken: (token: string) => (tx: Db) => Promise<WaitlistEntryRow | undefined>;
  holdHasRunOut: (entry: WaitlistEntryRow) => boolean;
  /** The hold ended unclaimed: the entry is expired, and the seats offered on, in `tx`. */
  endHold: (tx: Db, entry: WaitlistEntryRow) => Promise<void>;
  afterCommit: (date: string | undefined) => Promise<void>;
};

/**
 * A waiting party books the seats held for it. The booking is made as the booking form makes
 * one (online-booking.ts), under the same payment policy: a party it asks to pay now holds the
 * seats unpaid, pays in the same dialog, and loses them when the booking's own hold ends unpaid
 * (its seats then go to the next party waiting, as a cancellation's do).
 */
export function waitlistClaims(deps: ClaimDeps, ctx: ClaimContext) {
  const { db, clock } = deps;
  const { byToken, holdHasRunOut, endHold, afterCommit } = ctx;
  const metrics = deps.metrics ?? NO_METRICS;

  async function claimInTransaction(
    tx: Db,
    token: string,
    input: ClaimWaitlistInput,
    hold: PaymentHold | undefined,
  ): Promise<Claimed> {
    const entry = await lockedEntry(tx, byToken(token), NOT_FOUND);
    if (entry.status === 'expired') return { expiredAt: entry.holdExpiresAt ?? clock.now() };
    if (entry.status === 'booked') {
      throw conflict('These seats are booked already: your confirmation e-mail has the booking.');
    }
    if (entry.status === 'waiting') {
      throw conflict('No seats have been offered to you yet. We will e-mail you when they are.');
    }
    if (entry.status !== 'offered') throw conflict('You are no longer on this waitlist.');
    if (holdHasRunOut(entry)) {
      await endHold(tx, entry);
      return { expiredAt: entry.holdExpiresAt! };
    }
    if (input.vegCount + input.nonVegCount !== entry.guests) {
      throw invalidInput(
        `Choose a menu for each of the ${entry.guests} guests: the courses must add up to ${entry.guests}.`,
      );
    }
    const slot = await findTimeSlot(tx, entry.timeSlot);
    if (!slot || seatingHasStarted(entry.date, slot.startTime, clock.now(), clock.timeZone)) {
      throw conflict('That seating has started. Please call the restaurant.');
    }
    if ((await seatingLoad(tx, entry.date, entry.timeSlot)).blocked) {
      throw conflict('That seating has been closed on this night. Please call the restaurant.');
    }
    // The seats are the party's already (held): the booking takes them over, nobody else's. It
    // is made as the booking form makes one, under the same payment policy.
    const link = onlineBookingLink(hold);
    const party = { ...input, ...contactAndNight(entry) };
    const row = await insertReservation(
      tx,
      onlineBookingRow(
        party,
        link,
        hold,
        await guestIdFor(tx, entry),
        await nightEstimateOn(tx, party),
      ),
    );
    await moveWaitlistEntry(tx, entry.id, ['offered'], {
      status: 'booked',
      reservationId: row.id,
      closedAt: clock.now(),
    });
    await dropPendingJobs(tx, waitlistHoldJob.name, waitlistRef(entry.id));
    const reservation = toReservationDto(row);
    const manageUrl = `${deps.publicUrl}/reservation/${link.token}`;
    // A claim that pays now is confirmed to the guest once the payment arrives.
    if (!hold) await deps.mails.confirmed(tx, reservation, manageUrl);
    return {
      booked: { ...reservation, manageUrl, tastingMinutes: deps.tastingMinutes },
      entryId: entry.id,
    };
  }

  /**
   * The payment policy's hold for the party an entry holds seats for, read before the claim's
   * transaction as a booking's is; none for an entry that holds nothing (the claim refuses it).
   */
  async function holdForClaim(token: string, input: ClaimWaitlistInput) {
    const entry = await byToken(token)(db);
    if (!entry || entry.status !== 'offered' || !deps.payments) return undefined;
    return deps.payments.holdFor({ ...input, ...contactAndNight(entry) });
  }

  /**
   * After the gateway failed to open a claim's order (the booking deleted again): the entry holds
   * its seats once more until its offer's hold ends, while they are still free; otherwise its
   * offer has ended and what is free goes to the next party that fits.
   */
  async function restoreOffer(entryId: number): Promise<void> {
    const date = await db.transaction(async (tx) => {
      const entry = await lockedEntry(tx, (t) => findWaitlistEntry(t, entryId), NOT_FOUND);
      if (entry.status !== 'booked' || entry.reservationId !== null) return undefined;
      const slot = await findTimeSlot(tx, entry.timeSlot, entry.date);
      const { taken } = await seatingLoad(tx, entry.date, entry.timeSlot);
      if (holdHasRunOut(entry) || !slot || taken + entry.guests > slot.maxCapacity) {
        await moveWaitlistEntry(tx, entry.id, ['booked'], { status: 'offered' });
        await endHold(tx, entry);
        return entry.date;
      }
      await moveWaitlistEntry(tx, entry.id, ['booked'], { status: 'offered', closedAt: null });
      await enqueueJob(
        tx,
        waitlistHoldJob,
        { entryId },
        {
          ref: waitlistRef(entryId),
          delayMs: entry.holdExpiresAt!.getTime() - clock.now().getTime(),
        },
      );
      return entry.date;
    });
    await afterCommit(date);
  }

  /**
   * Books the seats held for the party while the hold lasts: 201 and the normal confirmation,
   * or, when the payment policy asks the party to pay now, the payment dialog's order (the
   * booking holds the seats unpaid until its own hold ends, as any booking's). After the
   * offer's hold, 410: the seats have gone to the next party that fits, or back on sale.
   */
  async function claim(
    token: string,
    input: ClaimWaitlistInput,
  ): Promise<BookedReservationDto | BookingCheckoutDto> {
    const hold = await holdForClaim(token, input);
    const claimed = await db.transaction((tx) => claimInTransaction(tx, token, input, hold));
    const date = 'booked' in claimed ? claimed.booked.date : undefined;
    const entry = date ? undefined : await byToken(token)(db);
    await afterCommit(date ?? entry?.date);
    if ('expiredAt' in claimed) {
      throw new AppError(
        410,
        'The seats held for you have been released: the time to book them has run out.',
        'hold_expired',
      );
    }
    const { booked } = claimed;
    let answer: BookedReservationDto | BookingCheckoutDto = booked;
    if (booked.payment && deps.payments) {
      try {
        answer = await deps.payments.openCheckout(booked, booked.manageUrl);
      } catch (err) {
        // The gateway could not open the order and the booking is gone: the offer stands.
        await restoreOffer(claimed.entryId);
        throw err;
      }
    }
    metrics.bookingMade('online');
    return answer;
  }

  return { claim };
}
