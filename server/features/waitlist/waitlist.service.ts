import type {
  JoinWaitlistInput,
  WaitlistEntryDto,
  WaitlistJoinedDto,
} from '@shared/contracts/waitlist';
import { OPEN_WAITLIST_STATUSES } from '@shared/domain/waitlist';
import type { WaitlistEntryRow } from '@shared/schema/waitlist-entries';
import { availabilityChanged } from '../../db/change-notice';
import type { ChangeNotices } from '../../db/change-notices';
import type { Db } from '../../db/connection';
import { dropPendingJobs } from '../../jobs/job.repository';
import type { JobOutcome } from '../../jobs/job-kind';
import { AppError, conflict } from '../../lib/app-error';
import { recordWaitlistConsent } from '../../messaging/consent';
import { DEFAULT_GUEST_MAIL_GATE, type GuestMailGate } from '../../mail/guest-mail-gate';
import { lockSeating } from '../reservations/seating.repository';
import { waitlistHoldJob, waitlistRef } from './waitlist-hold-job';
import { NOT_FOUND, waitlistClaims, type ClaimDeps } from './waitlist-claim';
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

export type WaitlistDeps = ClaimDeps & {
  /** Every process's booking page sees seats held or given back at once. */
  changes: Pick<ChangeNotices, 'publish'>;
  links: WaitlistLinks;
  offers: WaitlistOffers;
  /** Whether the joined receipt goes out (the address may be anyone's). */
  guestMail?: GuestMailGate;
};

/**
 * The diner's side of the waitlist (joining, their place, leaving, booking what they are
 * offered: waitlist-claim.ts) and the end of a hold. Every step that holds or gives back seats
 * runs under the seating's lock and offers what it frees to the next party that fits
 * (waitlist-offers.ts).
 */
export function waitlistService(deps: WaitlistDeps) {
  const { db, clock, links, offers } = deps;
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

  const claims = waitlistClaims(deps, { byToken, holdHasRunOut, endHold, afterCommit });

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
        await recordWaitlistConsent(tx, input, clock.now());
        await (deps.guestMail ?? DEFAULT_GUEST_MAIL_GATE).queue(
          tx,
          waitlistJoinedMail({
            entry,
            seating,
            timeZone: clock.timeZone,
            url: links.urlOf(salt),
            position,
          }),
          waitlistRef(entry.id),
        );
        return { id: entry.id, position };
      });
      await afterCommit(undefined);
      return joined;
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

    claim: claims.claim,

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
