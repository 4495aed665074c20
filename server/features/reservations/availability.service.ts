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

/** Seats left per seating on a date; a seating that started, is blocked or full is unavailable. */
export async function getAvailability(
  db: Db,
  clock: Clock,
  date: string,
): Promise<AvailabilityEntry[]> {
  const now = clock.now();
  return (await seatingsOn(db, date)).map((slot) => {
    const availableSeats = Math.max(0, slot.maxCapacity - slot.taken);
    const isAvailable =
      slot.isActive &&
      !slot.blocked &&
      !seatingHasStarted(date, slot.startTime, now, clock.timeZone) &&
      availableSeats > 0;
    return {
      id: slot.id,
      slot: slot.slot,
      startTime: slot.startTime,
      endTime: slot.endTime,
      availableSeats: isAvailable ? availableSeats : 0,
      isAvailable,
    };
  });
}
