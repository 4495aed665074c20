import type { BlockedSlotDto } from '@shared/contracts/reservation';
import type { BlockedSlotRow } from '@shared/schema/blocked-slots';
import { restaurantMoment } from '@shared/restaurant-time';
import type { Db } from '../../db/connection';
import type { StaffActor } from '../../lib/actor';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { Clock } from './availability.service';
import { deleteBlockedSlot, insertBlockedSlot, listBlockedSlots } from './blocked-slot.repository';
import { findTimeSlot } from './seating.repository';
import { recordAudit } from '../audit/audit-trail';

/** The reason every staff block records; the server sets it, whatever the client sends. */
export const STAFF_BLOCK_REASON = 'Blocked by staff';

export const toBlockedSlotDto = (row: BlockedSlotRow): BlockedSlotDto => ({
  id: row.id,
  date: row.date,
  timeSlot: row.timeSlot,
  reason: row.reason,
});

export async function getBlockedSlots(db: Db): Promise<BlockedSlotDto[]> {
  return (await listBlockedSlots(db)).map(toBlockedSlotDto);
}

export async function blockSeating(
  { db, clock }: { db: Db; clock: Clock },
  actor: StaffActor,
  input: { date: string; timeSlot: string },
): Promise<BlockedSlotDto> {
  if (input.date < restaurantMoment(clock.now(), clock.timeZone).date) {
    throw badRequest('Past dates cannot be blocked');
  }
  if (!(await findTimeSlot(db, input.timeSlot))) throw badRequest('Please select a time slot');
  try {
    const row = await db.transaction(async (tx) => {
      const inserted = await insertBlockedSlot(tx, {
        date: input.date,
        timeSlot: input.timeSlot,
        reason: STAFF_BLOCK_REASON,
      });
      await recordAudit(tx, actor, {
        area: 'blocked-slots',
        action: 'block',
        entityId: inserted.id,
        after: { date: inserted.date, timeSlot: inserted.timeSlot },
      });
      return inserted;
    });
    return toBlockedSlotDto(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('That seating is already blocked on this date');
    throw err;
  }
}

/** Removes a block; answers the removed block so the caller knows which date reopened. */
export async function unblockSeating(
  db: Db,
  actor: StaffActor,
  id: number,
): Promise<BlockedSlotDto> {
  const removed = await db.transaction(async (tx) => {
    const deleted = await deleteBlockedSlot(tx, id);
    if (!deleted) throw notFound('No blocked seating with that id');
    await recordAudit(tx, actor, {
      area: 'blocked-slots',
      action: 'unblock',
      entityId: id,
      before: { date: deleted.date, timeSlot: deleted.timeSlot },
    });
    return deleted;
  });
  return toBlockedSlotDto(removed);
}
