import type { ReservationDto, ReservationInput } from '@shared/contracts/reservation';
import { reservationEstimatePaise } from '@shared/money';
import type { ReservationRow, ReservationStatus } from '@shared/schema/reservations';
import { seatingHasStarted } from '@shared/restaurant-time';
import type { Db } from '../../db/connection';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { Clock } from './availability.service';
import { bookingFingerprint } from './booking-fingerprint';
import { assertGuestWithinCaps } from './guest-caps';
import { hashManageToken, newManageToken } from './manage-token';
import {
  findByIdempotencyKey,
  findByManageTokenHash,
  findReservation,
  insertReservation,
  listReservations,
  updateReservationStatus,
} from './reservation.repository';
import { toReservationDto } from './reservation.dto';
import { findTimeSlot, isBlocked, lockSeating, seatsTaken } from './seating.repository';

export type ReservationDeps = { db: Db; clock: Clock };

export type Booked =
  | { replayed: false; reservation: ReservationDto; manageToken: string }
  /** A retry of an earlier request: only the booking's id and status, never the guest's details. */
  | { replayed: true; reservation: Pick<ReservationDto, 'id' | 'status'> };

export type BookingOptions = {
  /** Client-chosen key that makes a retried request book once. */
  idempotencyKey?: string;
  /** Per-guest caps (online bookings with rate limits on); staff bookings skip them. */
  guestCaps: boolean;
};

/** A retried request must be the same request: same key, same booking details. */
function replayOf(earlier: ReservationRow, fingerprint: string): Booked {
  if (earlier.idempotencyFingerprint !== fingerprint) {
    throw new AppError(
      422,
      'This Idempotency-Key was already used for a different booking. Send a new key.',
      'idempotency_key_reused',
    );
  }
  return { replayed: true, reservation: { id: earlier.id, status: earlier.status } };
}

/** Throws unless `guests` more people fit in that seating now; call under lockSeating. */
async function assertSeatsFree(
  tx: Db,
  clock: Clock,
  date: string,
  slotName: string,
  guests: number,
) {
  const slot = await findTimeSlot(tx, slotName);
  if (!slot || !slot.isActive) throw badRequest('Please select a time slot');
  if (seatingHasStarted(date, slot.startTime, clock.now(), clock.timeZone)) {
    throw badRequest(
      'That seating has already started or is in the past. Please choose a later one.',
    );
  }
  if (await isBlocked(tx, date, slotName)) {
    throw conflict('That seating is closed for bookings on this date. Please choose another.');
  }
  const left = slot.maxCapacity - (await seatsTaken(tx, date, slotName));
  if (guests > left) {
    throw conflict(
      left <= 0
        ? 'That seating is fully booked. Please choose another time or date.'
        : `Only ${left} ${left === 1 ? 'seat is' : 'seats are'} left for that seating.`,
    );
  }
}

/**
 * Books a table. Check and insert run in one transaction under a lock on the date+seating, so
 * capacity holds under concurrent requests and across server processes.
 */
export async function bookTable(
  { db, clock }: ReservationDeps,
  input: ReservationInput,
  { idempotencyKey, guestCaps }: BookingOptions,
): Promise<Booked> {
  const { token, hash } = newManageToken();
  const fingerprint = bookingFingerprint(input);
  try {
    return await db.transaction(async (tx): Promise<Booked> => {
      await lockSeating(tx, input.date, input.timeSlot);
      if (idempotencyKey) {
        const earlier = await findByIdempotencyKey(tx, idempotencyKey);
        if (earlier) return replayOf(earlier, fingerprint);
      }
      if (guestCaps) await assertGuestWithinCaps(tx, clock, input);
      await assertSeatsFree(tx, clock, input.date, input.timeSlot, input.guests);
      const row = await insertReservation(tx, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        date: input.date,
        timeSlot: input.timeSlot,
        guests: input.guests,
        vegCount: input.vegCount,
        nonVegCount: input.nonVegCount,
        specialRequests: input.specialRequests || null,
        status: 'confirmed',
        totalAmount: reservationEstimatePaise(input.vegCount, input.nonVegCount),
        idempotencyKey: idempotencyKey ?? null,
        idempotencyFingerprint: idempotencyKey ? fingerprint : null,
        manageTokenHash: hash,
      });
      return { reservation: toReservationDto(row), manageToken: token, replayed: false };
    });
  } catch (err) {
    // The same key raced in through another seating's lock: answer with the booking it made.
    if (idempotencyKey && isUniqueViolation(err)) {
      const earlier = await findByIdempotencyKey(db, idempotencyKey);
      if (earlier) return replayOf(earlier, fingerprint);
    }
    throw err;
  }
}

export async function getReservations(db: Db): Promise<ReservationDto[]> {
  return (await listReservations(db)).map(toReservationDto);
}

/** Allowed moves: confirmed -> completed | cancelled; cancelled -> confirmed while seats allow. */
const ALLOWED: Record<ReservationStatus, readonly ReservationStatus[]> = {
  confirmed: ['completed', 'cancelled'],
  cancelled: ['confirmed'],
  completed: [],
};

/** A cancelled booking may return only while its seating still has room for it; call under lockSeating. */
async function assertReconfirmable(tx: Db, reservation: ReservationRow) {
  const slot = await findTimeSlot(tx, reservation.timeSlot);
  const capacity = slot?.maxCapacity ?? 0;
  const left = capacity - (await seatsTaken(tx, reservation.date, reservation.timeSlot));
  if (reservation.guests > left) {
    throw conflict(`Cannot reconfirm: only ${Math.max(0, left)} seats are left in that seating.`);
  }
}

export async function changeReservationStatus(
  { db }: ReservationDeps,
  id: number,
  next: ReservationStatus,
): Promise<ReservationDto> {
  return db.transaction(async (tx) => {
    const current = await findReservation(tx, id);
    if (!current) throw notFound('No reservation with that id');
    if (!ALLOWED[current.status].includes(next)) {
      throw conflict(`A ${current.status} reservation cannot be marked ${next}.`);
    }
    if (next === 'confirmed') {
      await lockSeating(tx, current.date, current.timeSlot);
      await assertReconfirmable(tx, current);
    }
    const updated = await updateReservationStatus(tx, id, current.status, {
      status: next,
      cancelledBy: next === 'cancelled' ? 'staff' : null,
    });
    if (!updated) throw conflict('The reservation was changed by someone else. Please refresh.');
    return toReservationDto(updated);
  });
}

/** The guest's own view through the private link. */
export async function getByManageToken(db: Db, token: string): Promise<ReservationDto> {
  const row = await findByManageTokenHash(db, hashManageToken(token));
  if (!row) throw notFound('This booking link is not valid.');
  return toReservationDto(row);
}

/** A guest may cancel a confirmed booking until its seating starts; the seats return at once. */
export async function cancelByGuest(
  { db, clock }: ReservationDeps,
  token: string,
): Promise<ReservationDto> {
  return db.transaction(async (tx) => {
    const row = await findByManageTokenHash(tx, hashManageToken(token));
    if (!row) throw notFound('This booking link is not valid.');
    if (row.status !== 'confirmed') throw conflict(`This booking is already ${row.status}.`);
    const slot = await findTimeSlot(tx, row.timeSlot);
    if (seatingHasStarted(row.date, slot?.startTime ?? '00:00', clock.now(), clock.timeZone)) {
      throw conflict('This seating has started; please call the restaurant.');
    }
    const updated = await updateReservationStatus(tx, row.id, 'confirmed', {
      status: 'cancelled',
      cancelledBy: 'guest',
    });
    if (!updated) throw conflict('The booking was changed meanwhile. Please refresh.');
    return toReservationDto(updated);
  });
}
