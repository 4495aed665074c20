import type { AvailabilityEntry, TimeSlotDto } from '@shared/contracts/reservation';
import type { TimeSlotRow } from '@shared/schema/time-slots';
import { seatingHasStarted } from '@shared/restaurant-time';
import { isOpenOn } from '@shared/opening-hours';
import type { Db } from '../../db/connection';
import type { Clock } from '../../lib/clock';
import { getNightRules } from '../site-settings/opening-hours.service';
import { lastNightOf } from './booking-rules';
import { listTimeSlots, seatingsOn } from './seating.repository';

export type { Clock };

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
  night: { open: boolean; withinWindow: boolean },
): AvailabilityEntry['unavailableReason'] {
  if (!slot.isActive) return 'closed';
  if (hasStarted()) return 'started';
  if (!night.withinWindow) return 'beyond_window';
  if (!night.open) return 'closed_day';
  if (slot.blocked) return 'blocked';
  if (availableSeats <= 0) return 'full';
  return null;
}

/**
 * Seats left per seating on a date; a seating that started, is blocked or full, on a weekday the
 * restaurant is closed or beyond the booking window, is unavailable.
 */
export async function getAvailability(
  db: Db,
  clock: Clock,
  date: string,
): Promise<AvailabilityEntry[]> {
  const now = clock.now();
  const [seatings, { window, week }] = await Promise.all([seatingsOn(db, date), getNightRules(db)]);
  const night = {
    open: isOpenOn(week, date),
    withinWindow: date <= lastNightOf(clock, window.days),
  };
  return seatings.map((slot) => {
    const availableSeats = Math.max(0, slot.maxCapacity - slot.taken);
    const unavailableReason = reasonClosed(
      slot,
      availableSeats,
      () => seatingHasStarted(date, slot.startTime, now, clock.timeZone),
      night,
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
