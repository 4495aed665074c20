import type { ReservationRow } from '@shared/schema/reservations';
import type { TimeSlotRow } from '@shared/schema/time-slots';
import { minutesOf, restaurantMoment, seatingHasStarted } from '@shared/restaurant-time';
import type { Db } from '../../db/connection';
import { badRequest, conflict } from '../../lib/app-error';
import type { Clock } from './availability.service';
import { findTimeSlot, isBlocked, lockSeating, seatsTaken } from './seating.repository';

export type SeatRequest = {
  date: string;
  timeSlot: string;
  guests: number;
  /** Seats this party already holds in that seating (a change within it): they count as free. */
  alreadyHeld?: number;
  /** A walk-in may sit down in a seating that has started, until it ends; nobody else may. */
  walkIn?: boolean;
};

/**
 * Locks every date+seating a change touches, in one fixed order, so two changes that swap
 * seatings never wait on each other in a cycle.
 */
export async function lockSeatings(
  tx: Db,
  seatings: { date: string; timeSlot: string }[],
): Promise<void> {
  const keys = [...new Set(seatings.map((s) => `${s.date}|${s.timeSlot}`))].sort();
  for (const key of keys) {
    const [date, timeSlot] = key.split('|') as [string, string];
    await lockSeating(tx, date, timeSlot);
  }
}

/** Whether a seating on that date has ended on the restaurant's clock. */
function seatingHasEnded(date: string, slot: TimeSlotRow, clock: Clock): boolean {
  const now = restaurantMoment(clock.now(), clock.timeZone);
  if (date !== now.date) return date < now.date;
  return minutesOf(slot.endTime) <= now.minutes;
}

/** Throws unless the party fits in that seating now; call under lockSeating(s). */
export async function assertSeatsFree(
  tx: Db,
  clock: Clock,
  request: SeatRequest,
): Promise<TimeSlotRow> {
  const { date, timeSlot, guests } = request;
  const slot = await findTimeSlot(tx, timeSlot);
  if (!slot || !slot.isActive) throw badRequest('Please select a time slot');
  const tooLate = request.walkIn
    ? seatingHasEnded(date, slot, clock)
    : seatingHasStarted(date, slot.startTime, clock.now(), clock.timeZone);
  if (tooLate) {
    throw badRequest(
      request.walkIn
        ? 'That seating has already ended. Please choose a later one.'
        : 'That seating has already started or is in the past. Please choose a later one.',
    );
  }
  if (await isBlocked(tx, date, timeSlot)) {
    throw conflict('That seating is closed for bookings on this date. Please choose another.');
  }
  const left =
    slot.maxCapacity - (await seatsTaken(tx, date, timeSlot)) + (request.alreadyHeld ?? 0);
  if (guests > left) {
    throw conflict(
      left <= 0
        ? 'That seating is fully booked. Please choose another time or date.'
        : `Only ${left} ${left === 1 ? 'seat is' : 'seats are'} left for that seating.`,
    );
  }
  return slot;
}

/** A cancelled booking may return only while its seating still has room for it; call under lockSeating. */
export async function assertReconfirmable(tx: Db, reservation: ReservationRow): Promise<void> {
  const slot = await findTimeSlot(tx, reservation.timeSlot);
  const capacity = slot?.maxCapacity ?? 0;
  const left = capacity - (await seatsTaken(tx, reservation.date, reservation.timeSlot));
  if (reservation.guests > left) {
    throw conflict(`Cannot reconfirm: only ${Math.max(0, left)} seats are left in that seating.`);
  }
}

/** The seating of a booking, for its e-mails; a seating since removed reads as midnight. */
export async function seatingTimes(
  tx: Db,
  timeSlot: string,
): Promise<{ startTime: string; endTime: string }> {
  const slot = await findTimeSlot(tx, timeSlot);
  return { startTime: slot?.startTime ?? '00:00', endTime: slot?.endTime ?? '00:00' };
}
