import type { AvailabilityEntry, TimeSlotDto } from '@shared/contracts/reservation';
import type { TimeSlotRow } from '@shared/schema/time-slots';
import { seatingHasStarted } from '@shared/restaurant-time';
import type { Db } from '../../db/connection';
import { listTimeSlots, seatingsOn } from './seating.repository';

export type Clock = { now: () => Date; timeZone: string };

export const toTimeSlotDto = (row: TimeSlotRow): TimeSlotDto => ({
  id: row.id,
  slot: row.slot,
  startTime: row.startTime,
  endTime: row.endTime,
  maxCapacity: row.maxCapacity,
  isActive: row.isActive,
  order: row.order,
});

/** Every seating in service order: the one list the booking page and staff screens read. */
export async function getTimeSlots(db: Db): Promise<TimeSlotDto[]> {
  return (await listTimeSlots(db)).map(toTimeSlotDto);
}

/** Why a seating takes nobody now, in the order a diner would want to hear it; null if open. */
function reasonClosed(
  slot: { isActive: boolean; blocked: boolean },
  availableSeats: number,
  hasStarted: () => boolean,
): AvailabilityEntry['unavailableReason'] {
  if (!slot.isActive) return 'closed';
  if (hasStarted()) return 'started';
  if (slot.blocked) return 'blocked';
  if (availableSeats <= 0) return 'full';
  return null;
}

/** Seats left per seating on a date; a seating that started, is blocked or full is unavailable. */
export async function getAvailability(
  db: Db,
  clock: Clock,
  date: string,
): Promise<AvailabilityEntry[]> {
  const now = clock.now();
  return (await seatingsOn(db, date)).map((slot) => {
    const availableSeats = Math.max(0, slot.maxCapacity - slot.taken);
    const unavailableReason = reasonClosed(slot, availableSeats, () =>
      seatingHasStarted(date, slot.startTime, now, clock.timeZone),
    );
    const isAvailable = unavailableReason === null;
    return {
      id: slot.id,
      slot: slot.slot,
      startTime: slot.startTime,
      endTime: slot.endTime,
      availableSeats: isAvailable ? availableSeats : 0,
      isAvailable,
      unavailableReason,
    };
  });
}
