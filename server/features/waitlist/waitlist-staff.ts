import type { StaffWaitlistEntryDto } from '@shared/contracts/waitlist';
import { OFFERABLE_BY_STAFF, OPEN_WAITLIST_STATUSES } from '@shared/domain/waitlist';
import type { WaitlistEntryRow } from '@shared/schema/waitlist-entries';
import { availabilityChanged } from '../../db/change-notice';
import type { ChangeNotices } from '../../db/change-notices';
import type { Db } from '../../db/connection';
import { dropPendingJobs } from '../../jobs/job.repository';
import type { StaffActor } from '../../lib/actor';
import { conflict } from '../../lib/app-error';
import { recordAudit } from '../audit/audit-trail';
import type { Clock } from '../reservations/availability.service';
import { waitlistHoldJob, waitlistRef } from './waitlist-hold-job';
import type { WaitlistOffers } from './waitlist-offers';
import { lockedEntry } from './waitlist-rules';
import { entriesOfNight, findWaitlistEntry, moveWaitlistEntry } from './waitlist.repository';
import { toStaffWaitlistEntryDto } from './waitlist.dto';

/** Each night's entries with their places: per seating, counting only parties still waiting. */
function withPositions(rows: WaitlistEntryRow[]): StaffWaitlistEntryDto[] {
  const waitingSoFar = new Map<string, number>();
  return rows.map((row) => {
    if (row.status !== 'waiting') return toStaffWaitlistEntryDto(row, null);
    const place = (waitingSoFar.get(row.timeSlot) ?? 0) + 1;
    waitingSoFar.set(row.timeSlot, place);
    return toStaffWaitlistEntryDto(row, place);
  });
}

/**
 * Staff's side of the waitlist: a night's queue, an offer made by hand (a party that fits the
 * seats free now, out of turn if staff choose, or again after its hold ran out) and an entry
 * removed. Both changes are audited; a removed holder's seats are offered on.
 */
export function waitlistStaff(deps: {
  db: Db;
  clock: Clock;
  jobs: { wake(): void };
  changes: Pick<ChangeNotices, 'publish'>;
  offers: WaitlistOffers;
}) {
  const { db, clock, offers } = deps;
  const byId = (id: number) => (tx: Db) => findWaitlistEntry(tx, id);
  const positioned = async (tx: Db, row: WaitlistEntryRow) =>
    withPositions(await entriesOfNight(tx, row.date)).find((e) => e.id === row.id)!;

  async function afterCommit(date: string): Promise<void> {
    await deps.changes.publish(availabilityChanged(date));
    deps.jobs.wake();
  }

  return {
    async night(date: string): Promise<StaffWaitlistEntryDto[]> {
      return withPositions(await entriesOfNight(db, date));
    },

    async offer(actor: StaffActor, id: number): Promise<StaffWaitlistEntryDto> {
      const dto = await db.transaction(async (tx) => {
        const entry = await lockedEntry(tx, byId(id), 'No waitlist entry with that id');
        if (!OFFERABLE_BY_STAFF.includes(entry.status)) {
          throw conflict(`This party is ${entry.status}: there is nothing to offer.`);
        }
        const offered = await offers.offerTo(tx, entry, OFFERABLE_BY_STAFF);
        if (!offered) {
          throw conflict(
            `The seating has no ${entry.guests} seats free to offer now (or takes no bookings).`,
          );
        }
        await recordAudit(tx, actor, {
          area: 'waitlist',
          action: 'offer',
          entityId: id,
          before: { status: entry.status },
          after: { status: offered.status, holdExpiresAt: offered.holdExpiresAt },
        });
        return positioned(tx, offered);
      });
      await afterCommit(dto.date);
      return dto;
    },

    async remove(actor: StaffActor, id: number): Promise<StaffWaitlistEntryDto> {
      const dto = await db.transaction(async (tx) => {
        const entry = await lockedEntry(tx, byId(id), 'No waitlist entry with that id');
        if (!OPEN_WAITLIST_STATUSES.includes(entry.status)) {
          throw conflict(`This party is ${entry.status} already.`);
        }
        const removed = await moveWaitlistEntry(tx, id, OPEN_WAITLIST_STATUSES, {
          status: 'removed',
          closedAt: clock.now(),
        });
        await recordAudit(tx, actor, {
          area: 'waitlist',
          action: 'remove',
          entityId: id,
          before: { status: entry.status },
          after: { status: 'removed' },
        });
        if (entry.status === 'offered') {
          await dropPendingJobs(tx, waitlistHoldJob.name, waitlistRef(id));
          await offers.offerFreedSeats(tx, entry.date, entry.timeSlot);
        }
        return positioned(tx, removed!);
      });
      await afterCommit(dto.date);
      return dto;
    },
  };
}

export type WaitlistStaff = ReturnType<typeof waitlistStaff>;
