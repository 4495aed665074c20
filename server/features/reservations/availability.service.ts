import type { AvailabilityEntry } from '@shared/contracts/reservation';
import type { TimeSlotRow } from '@shared/schema/time-slots';
import { seatingHasStarted } from '@shared/restaurant-time';
import type { Db } from '../../db/connection';
import { listTimeSlots, seatingsOn } from './seating.repository';

export type Clock = { now: () => Date; timeZone: string };

export async function getTimeSlots(db: Db): Promise<TimeSlotRow[]> {
  return listTimeSlots(db);
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
