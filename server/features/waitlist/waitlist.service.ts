import type { BookedReservationDto } from '@shared/contracts/reservation';
import type {
  ClaimWaitlistInput,
  JoinWaitlistInput,
  WaitlistEntryDto,
  WaitlistJoinedDto,
} from '@shared/contracts/waitlist';
import { NEW_RESERVATION_STATUS } from '@shared/domain/statuses';
import { OPEN_WAITLIST_STATUSES } from '@shared/domain/waitlist';
import { reservationEstimatePaise } from '@shared/money';
import { seatingHasStarted } from '@shared/restaurant-time';
import type { WaitlistEntryRow } from '@shared/schema/waitlist-entries';
import { availabilityChanged } from '../../db/change-notice';
import type { ChangeNotices } from '../../db/change-notices';
import type { Db } from '../../db/connection';
import { enqueueJob } from '../../jobs/enqueue-job';
import { dropPendingJobs } from '../../jobs/job.repository';
import type { JobOutcome } from '../../jobs/job-kind';
import { AppError, conflict, invalidInput } from '../../lib/app-error';
import { mailJob } from '../../mail/mail-job';
import { NO_METRICS, type BusinessMetrics } from '../../metrics/app-metrics';
import { guestIdFor } from '../guests/guest-identity';
import type { Clock } from '../reservations/availability.service';
import type { BookingMailQueue } from '../reservations/booking-mail-queue';
import { newManageToken } from '../reservations/manage-token';
import { insertReservation } from '../reservations/reservation.repository';
import { needsColumns } from '../reservations/reservation-needs';
import { toReservationDto } from '../reservations/reservation.dto';
import { findTimeSlot, lockSeating, seatingLoad } from '../reservations/seating.repository';
import { waitlistHoldJob, waitlistRef } from './waitlist-hold-job';
import type { WaitlistLinks } from './waitlist-links';
import { waitlistJoinedMail } from './waitlist-mail';
import type { WaitlistOffers } from './waitlist-offers';
import { assertMayWait, assertWaitlistCaps, lockedEntry } from './waitlist-rules';
import {
  findWaitlistEntry,
  findWaitlistEntryByTokenHash,
  insertWaitlistEntry,
  moveWaitlistEntry,
  waitingPosition,
} from './waitlist.repository';
import { toWaitlistEntryDto } from './waitlist.dto';

export type WaitlistDeps = {
  db: Db;
  clock: Clock;
  /** Told after a commit that queued mail, so it goes out at once. */
  jobs: { wake(): void };
  /** Every process's booking page sees seats held or given back at once. */
  changes: Pick<ChangeNotices, 'publish'>;
  links: WaitlistLinks;
  offers: WaitlistOffers;
  /** A claimed offer is a booking: its confirmation and reminder, as any booking's. */
  mails: BookingMailQueue;
  publicUrl: string;
  tastingMinutes: number;
  metrics?: Pick<BusinessMetrics, 'bookingMade'>;
};

const NOT_FOUND = 'This waitlist link is not valid.';

/** What a claim came to: the booking, or a hold that had run out (passed on in that same step). */
type Claimed = { booked: BookedReservationDto } | { expiredAt: Date };

/**
 * The diner's side of the waitlist (joining, their place, leaving, booking what they are
 * offered) and the end of a hold. Every step that holds or gives back seats runs under the
 * seating's lock and offers what it frees to the next party that fits (waitlist-offers.ts).
 */
export function waitlistService(deps: WaitlistDeps) {
  const { db, clock, links, offers } = deps;
  const metrics = deps.metrics ?? NO_METRICS;
  const byToken = (token: string) => (tx: Db) =>
    findWaitlistEntryByTokenHash(tx, links.hashOf(token));

  async function dtoOf(tx: Db, row: WaitlistEntryRow): Promise<WaitlistEntryDto> {
    return toWaitlistEntryDto(
      row,
      row.status === 'waiting' ? await waitingPosition(tx, row) : null,
    );
  }

  /** After a commit: the night's seats in every process, and any mail queued goes now. */
  async function afterCommit(date: string | undefined): Promise<void> {
    if (date) await deps.changes.publish(availabilityChanged(date));
    deps.jobs.wake();
  }

  /** The hold ended unclaimed: the entry is expired, and the seats offered on, in `tx`. */
  async function endHold(tx: Db, entry: WaitlistEntryRow): Promise<void> {
    await moveWaitlistEntry(tx, entry.id, ['offered'], {
      status: 'expired',
      closedAt: clock.now(),
    });
    await offers.offerFreedSeats(tx, entry.date, entry.timeSlot);
  }

  const holdHasRunOut = (entry: WaitlistEntryRow) =>
    entry.holdExpiresAt !== null && clock.now().getTime() >= entry.holdExpiresAt.getTime();

  async function claimInTransaction(
    tx: Db,
    token: string,
    input: ClaimWaitlistInput,
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
    // The seats are the party's already (held): the booking takes them over, nobody else's.
    const { token: manageToken, hash } = newManageToken();
    const row = await insertReservation(tx, {
      name: entry.name,
      email: entry.email,
      phone: entry.phone,
      date: entry.date,
      timeSlot: entry.timeSlot,
      guests: entry.guests,
      vegCount: input.vegCount,
      nonVegCount: input.nonVegCount,
      specialRequests: input.specialRequests || null,
      ...needsColumns(input),
      status: NEW_RESERVATION_STATUS,
      totalAmount: reservationEstimatePaise(input.vegCount, input.nonVegCount),
      manageTokenHash: hash,
      guestId: await guestIdFor(tx, entry),
    });
    await moveWaitlistEntry(tx, entry.id, ['offered'], {
      status: 'booked',
      reservationId: row.id,
      closedAt: clock.now(),
    });
    await dropPendingJobs(tx, waitlistHoldJob.name, waitlistRef(entry.id));
    const reservation = toReservationDto(row);
    const manageUrl = `${deps.publicUrl}/reservation/${manageToken}`;
    await deps.mails.confirmed(tx, reservation, manageUrl);
    return { booked: { ...reservation, manageUrl, tastingMinutes: deps.tastingMinutes } };
  }

  return {
    /**
     * A party joins the queue of a full seating (see assertMayWait); `guestCaps` for guests
     * online with rate limits on. The diner is mailed their place and their link.
     */
    async join(
      input: JoinWaitlistInput,
      options: { guestCaps: boolean },
    ): Promise<WaitlistJoinedDto> {
      const joined = await db.transaction(async (tx) => {
        await lockSeating(tx, input.date, input.timeSlot);
        const seating = await assertMayWait(tx, clock, input);
        if (options.guestCaps) await assertWaitlistCaps(tx, clock, input);
        const { salt, hash } = links.newEntry();
        const entry = await insertWaitlistEntry(tx, {
          name: input.name,
          email: input.email,
          phone: input.phone,
          date: input.date,
          timeSlot: input.timeSlot,
          guests: input.guests,
          tokenSalt: salt,
          tokenHash: hash,
        });
        const position = await waitingPosition(tx, entry);
        await enqueueJob(
          tx,
          mailJob,
          waitlistJoinedMail({
            entry,
            seating,
            timeZone: clock.timeZone,
            url: links.urlOf(salt),
            position,
          }),
          { ref: waitlistRef(entry.id) },
        );
        return { id: entry.id, position };
      });
      await afterCommit(undefined);
      return joined;
    },

    /** Whether a public token opens an entry (the manage-link limits count by address). */
    async emailOf(token: string): Promise<string | undefined> {
      return (await byToken(token)(db))?.email;
    },

    async view(token: string): Promise<WaitlistEntryDto> {
      const entry = await byToken(token)(db);
      if (!entry) throw new AppError(404, NOT_FOUND, 'not_found');
      return dtoOf(db, entry);
    },

    /** The diner leaves; seats held for them go to the next party that fits. */
    async leave(token: string): Promise<WaitlistEntryDto> {
      const { dto, freed } = await db.transaction(async (tx) => {
        const entry = await lockedEntry(tx, byToken(token), NOT_FOUND);
        if (!OPEN_WAITLIST_STATUSES.includes(entry.status)) {
          throw conflict('You are no longer on this waitlist.');
        }
        const left = await moveWaitlistEntry(tx, entry.id, OPEN_WAITLIST_STATUSES, {
          status: 'left',
          closedAt: clock.now(),
        });
        const wasHolding = entry.status === 'offered';
        if (wasHolding) {
          await dropPendingJobs(tx, waitlistHoldJob.name, waitlistRef(entry.id));
          await offers.offerFreedSeats(tx, entry.date, entry.timeSlot);
        }
        return { dto: await dtoOf(tx, left!), freed: wasHolding ? entry.date : undefined };
      });
      await afterCommit(freed);
      return dto;
    },

    /**
     * Books the seats held for the party while the hold lasts: 201 and the normal confirmation.
     * After it, 410: the seats have gone to the next party that fits, or back on sale.
     */
    async claim(token: string, input: ClaimWaitlistInput): Promise<BookedReservationDto> {
      const claimed = await db.transaction((tx) => claimInTransaction(tx, token, input));
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
      metrics.bookingMade('online');
      return claimed.booked;
    },

    /** The hold job: ends a hold that has run out, unless a claim or a leave came first. */
    async endHoldIfDue(entryId: number): Promise<JobOutcome> {
      const ended = await db.transaction(async (tx): Promise<JobOutcome | string | undefined> => {
        const entry = await lockedEntry(tx, (t) => findWaitlistEntry(t, entryId), 'gone');
        if (entry.status !== 'offered' || entry.holdExpiresAt === null) return undefined;
        if (!holdHasRunOut(entry)) {
          return { checkAgainInMs: entry.holdExpiresAt.getTime() - clock.now().getTime() };
        }
        await endHold(tx, entry);
        return entry.date;
      });
      if (typeof ended === 'string') {
        await afterCommit(ended);
        return undefined;
      }
      return ended;
    },
  };
}

export type WaitlistService = ReturnType<typeof waitlistService>;
