import type { BlockedSlotRow } from '@shared/schema/blocked-slots';
import { restaurantMoment } from '@shared/restaurant-time';
import type { Db } from '../../db/connection';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { Clock } from './availability.service';
import { deleteBlockedSlot, insertBlockedSlot, listBlockedSlots } from './blocked-slot.repository';
import { findTimeSlot } from './seating.repository';

export const STAFF_BLOCK_REASON = 'Blocked by staff';

export type BlockedSlotDto = { id: number; date: string; timeSlot: string; reason: string | null };

const toDto = (row: BlockedSlotRow): BlockedSlotDto => ({
  id: row.id,
  date: row.date,
  timeSlot: row.timeSlot,
  reason: row.reason,
});

export async function getBlockedSlots(db: Db): Promise<BlockedSlotDto[]> {
  return (await listBlockedSlots(db)).map(toDto);
}

export async function blockSeating(
  { db, clock }: { db: Db; clock: Clock },
  input: { date: string; timeSlot: string; reason?: string | undefined },
): Promise<BlockedSlotDto> {
  if (input.date < restaurantMoment(clock.now(), clock.timeZone).date) {
    throw badRequest('Past dates cannot be blocked');
  }
  if (!(await findTimeSlot(db, input.timeSlot))) throw badRequest('Please select a time slot');
  try {
    const row = await insertBlockedSlot(db, {
      date: input.date,
      timeSlot: input.timeSlot,
      reason: input.reason || STAFF_BLOCK_REASON,
    });
    return toDto(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('That seating is already blocked on this date');
    throw err;
  }
}

export async function unblockSeating(db: Db, id: number): Promise<void> {
  if (!(await deleteBlockedSlot(db, id))) throw notFound('No blocked seating with that id');
}
