import { offerPaymentLine } from '@shared/domain/booking-payment-words';
import { isOpenOn } from '@shared/opening-hours';
import { zonedTimeToUtc } from '@shared/restaurant-time';
import type { WaitlistEntryRow } from '@shared/schema/waitlist-entries';
import type { Db } from '../../db/connection';
import { enqueueJob } from '../../jobs/enqueue-job';
import { mailJob } from '../../mail/mail-job';
import type { Clock } from '../reservations/availability.service';
import { readBookingPaymentPolicy } from '../deposits/booking-payment-policy';
import { findTimeSlot, seatingLoad } from '../reservations/seating.repository';
import { getOpeningWeek } from '../site-settings/opening-hours.service';
import { waitlistHoldJob, waitlistRef } from './waitlist-hold-job';
import type { WaitlistLinks } from './waitlist-links';
import { waitlistOfferMail } from './waitlist-mail';
import { bookingMessages } from '../../messaging/booking-messages';
import { expireClaimOf, moveWaitlistEntry, waitingInJoiningOrder } from './waitlist.repository';

export type WaitlistOfferDeps = {
  clock: Clock;
  links: WaitlistLinks;
  /** How long offered seats are held (WAITLIST_HOLD_MINUTES). */
  holdMinutes: number;
};

/**
 * Offers seats that are free in a seating to the parties waiting for it, in joining order: each
 * party that fits is offered its seats, held until the hold runs out (never past the seating's
 * start), with an e-mail and the job that ends the hold, all in the caller's transaction.
 *
 * Call it under lockSeating(date, timeSlot), in the transaction that freed the seats (a
 * cancellation, a smaller party, a move, an unblock, a hold run out): the free seats are counted
 * under the same lock every booking takes, held ones included, so however many changes race in
 * however many processes, each freed seat is offered once and no seat is sold twice.
 */
export function waitlistOffers(deps: WaitlistOfferDeps) {
  const { clock, links } = deps;

  async function offerOne(
    tx: Db,
    entry: WaitlistEntryRow,
    seating: { startTime: string },
    from: readonly WaitlistEntryRow['status'][],
  ): Promise<WaitlistEntryRow | undefined> {
    const now = clock.now();
    const start = zonedTimeToUtc(entry.date, seating.startTime, clock.timeZone);
    const holdExpiresAt = new Date(
      Math.min(now.getTime() + deps.holdMinutes * 60_000, start.getTime()),
    );
    const offered = await moveWaitlistEntry(tx, entry.id, from, {
      status: 'offered',
      offeredAt: now,
      holdExpiresAt,
    });
    if (!offered) return undefined;
    const ref = waitlistRef(entry.id);
    // What booking the seats will ask, read as the claim will read it (a later change of policy
    // applies to the claim, as to any booking made after it).
    const policy = await readBookingPaymentPolicy(tx);
    await enqueueJob(
      tx,
      mailJob,
      waitlistOfferMail({
        entry: offered,
        seating,
        timeZone: clock.timeZone,
        url: links.urlOf(offered.tokenSalt),
        holdExpiresAt,
        payment: offerPaymentLine(policy, offered.date, offered.guests),
      }),
      { ref },
    );
    const offer = {
      claimUrl: links.urlOf(offered.tokenSalt),
      holdExpiresAt,
      timeZone: clock.timeZone,
    };
    await bookingMessages().waitlistOffer(tx, offered, offer);
    await enqueueJob(
      tx,
      waitlistHoldJob,
      { entryId: entry.id },
      { ref, delayMs: holdExpiresAt.getTime() - now.getTime() },
    );
    return offered;
  }

  /**
   * The seating's seats free now for waiting parties, or 0 when it takes nobody (inactive,
   * blocked, started, or on a night the restaurant is closed).
   */
  async function seatsToOffer(tx: Db, date: string, timeSlot: string) {
    const seating = await findTimeSlot(tx, timeSlot, date);
    if (!seating || !seating.isActive) return undefined;
    const start = zonedTimeToUtc(date, seating.startTime, clock.timeZone);
    if (clock.now().getTime() >= start.getTime()) return undefined;
    if (!isOpenOn(await getOpeningWeek(tx), date)) return undefined;
    const { taken, blocked } = await seatingLoad(tx, date, timeSlot);
    if (blocked) return undefined;
    return { seating, free: seating.maxCapacity - taken };
  }

  return {
    /** Offers the seating's free seats to waiting parties; answers the entries offered. */
    async offerFreedSeats(tx: Db, date: string, timeSlot: string): Promise<WaitlistEntryRow[]> {
      const open = await seatsToOffer(tx, date, timeSlot);
      if (!open || open.free <= 0) return [];
      let free = open.free;
      const offered: WaitlistEntryRow[] = [];
      for (const entry of await waitingInJoiningOrder(tx, date, timeSlot)) {
        if (entry.guests > free) continue;
        const made = await offerOne(tx, entry, open.seating, ['waiting']);
        if (!made) continue;
        offered.push(made);
        free -= made.guests;
        if (free <= 0) break;
      }
      return offered;
    },

    /**
     * A booking a claim made was released unpaid: its entry reads as an offer that ended (staff
     * may offer again), not as booked. Nothing for a booking no claim made.
     */
    async claimReleased(tx: Db, reservationId: number): Promise<void> {
      await expireClaimOf(tx, reservationId, clock.now());
    },

    /**
     * Staff offer seats to one entry now, out of turn if they choose; only when the party fits
     * in the seats free (held ones count as taken). Undefined when it does not fit.
     */
    async offerTo(
      tx: Db,
      entry: WaitlistEntryRow,
      from: readonly WaitlistEntryRow['status'][],
    ): Promise<WaitlistEntryRow | undefined> {
      const open = await seatsToOffer(tx, entry.date, entry.timeSlot);
      if (!open || entry.guests > open.free) return undefined;
      return offerOne(tx, entry, open.seating, from);
    },
  };
}

export type WaitlistOffers = ReturnType<typeof waitlistOffers>;
