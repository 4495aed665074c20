import type { AffectedNight, TimeSlotUpdate } from '@shared/contracts/seatings';
import type { ReservationRow } from '@shared/schema/reservations';
import type { TimeSlotRow } from '@shared/schema/time-slots';
import { seatingHasStarted } from '@shared/restaurant-time';
import type { Db } from '../../db/connection';
import type { StaffActor } from '../../lib/actor';
import { AppError, badRequest, conflict } from '../../lib/app-error';
import { recordAudit } from '../audit/audit-trail';
import { refundRestaurantCancellation } from '../deposits/booking-refunds';
import type { Clock } from '../reservations/availability.service';
import type { BookingMailQueue } from '../reservations/booking-mail-queue';
import { toReservationDto } from '../reservations/reservation.dto';
import {
  updateConfirmedReservation,
  updateReservationStatus,
} from '../reservations/reservation.repository';
import { findTimeSlot, lockSeating, seatingLoad } from '../reservations/seating.repository';
import { capacitiesBetween } from '../special-nights/night-capacity';
import { confirmedPartiesFrom, heldSeatsFrom } from './seating-bookings.repository';

/** The seats a seating keeps after a change: a number of them, or none (retired, re-timed). */
export type SeatsAfter = { capacity: number } | 'none';

const sum = (rows: ReservationRow[]) => rows.reduce((n, r) => n + r.guests, 0);

/**
 * The nights ahead (seatings not yet started) where a change would leave booked parties without
 * seats, each with the parties that would have to go: every party when the seating closes,
 * otherwise the latest to book until the rest fit (seats held for waiting parties count as
 * taken). A special night's own seats for the seating are not touched by the change.
 */
export async function nightsLeftShort(
  tx: Db,
  clock: Clock,
  seating: TimeSlotRow,
  after: SeatsAfter,
  today: string,
): Promise<AffectedNight[]> {
  const now = clock.now();
  const parties = (await confirmedPartiesFrom(tx, seating.slot, today)).filter(
    (r) => !seatingHasStarted(r.date, seating.startTime, now, clock.timeZone),
  );
  if (parties.length === 0) return [];
  const byNight = new Map<string, ReservationRow[]>();
  for (const r of parties) byNight.set(r.date, [...(byNight.get(r.date) ?? []), r]);
  const last = parties[parties.length - 1]!.date;
  const held = await heldSeatsFrom(tx, seating.slot, today);
  const capacityOf = await capacitiesBetween(tx, today, last);
  const nights: AffectedNight[] = [];
  for (const [date, booked] of byNight) {
    const capacity =
      after === 'none' ? 0 : capacityOf(date, { ...seating, maxCapacity: after.capacity });
    const heldThere = held.get(date) ?? 0;
    const going: ReservationRow[] = [];
    const staying = [...booked];
    while (staying.length > 0 && (after === 'none' || sum(staying) + heldThere > capacity)) {
      going.unshift(staying.pop()!);
    }
    if (going.length === 0) continue;
    nights.push({
      date,
      timeSlot: seating.slot,
      booked: sum(booked) + heldThere,
      capacity,
      bookings: going.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        guests: r.guests,
      })),
    });
  }
  return nights;
}

const nightWords = (nights: AffectedNight[]) => {
  const parties = nights.reduce((n, night) => n + night.bookings.length, 0);
  const dates = nights.map((n) => n.date).join(', ');
  return `${parties} ${parties === 1 ? 'booking' : 'bookings'} would lose ${parties === 1 ? 'its' : 'their'} seats (${dates}). Choose to move or cancel them.`;
};

export const seatingHasBookings = (nights: AffectedNight[]) =>
  new AppError(409, nightWords(nights), 'seating_has_bookings', { nights });

type PartyDeps = { clock: Clock; mails: BookingMailQueue };

/**
 * Moves the parties of `nights` to another seating of the same night (each must fit there), or
 * cancels them with staff's message mailed and any payment refunded, as closing a seating does.
 */
export async function settleParties(
  deps: PartyDeps,
  tx: Db,
  actor: StaffActor,
  from: TimeSlotRow,
  nights: AffectedNight[],
  input: Pick<TimeSlotUpdate, 'bookings' | 'moveTo' | 'message'>,
): Promise<{ moved: number[]; cancelled: number[] }> {
  const moved: number[] = [];
  const cancelled: number[] = [];
  const ids = nights.flatMap((n) => n.bookings.map((b) => b.id));
  if (ids.length === 0) return { moved, cancelled };
  if (input.bookings === 'move') {
    const target = input.moveTo ? await findTimeSlot(tx, input.moveTo) : undefined;
    if (!target || !target.isActive || target.id === from.id) {
      throw badRequest('Choose another offered seating to move them to');
    }
    for (const night of nights) {
      await lockSeating(tx, night.date, target.slot);
      if (seatingHasStarted(night.date, target.startTime, deps.clock.now(), deps.clock.timeZone)) {
        throw conflict(`The ${target.slot} seating has already started on ${night.date}.`);
      }
      const there = (await findTimeSlot(tx, target.slot, night.date))!;
      const { taken, blocked } = await seatingLoad(tx, night.date, target.slot);
      const guests = night.bookings.reduce((n, b) => n + b.guests, 0);
      if (blocked || taken + guests > there.maxCapacity) {
        throw conflict(
          `The ${target.slot} seating on ${night.date} has room for ${blocked ? 0 : Math.max(0, there.maxCapacity - taken)} more, not ${guests}.`,
        );
      }
      for (const booking of night.bookings) {
        const updated = await updateConfirmedReservation(tx, booking.id, {
          timeSlot: target.slot,
        });
        if (!updated) throw conflict('A booking there was changed meanwhile. Please try again.');
        await recordAudit(tx, actor, {
          area: 'reservations',
          action: 'update',
          entityId: booking.id,
          before: { timeSlot: from.slot },
          after: { timeSlot: target.slot, ...(input.message ? { reason: input.message } : {}) },
        });
        await deps.mails.changed(tx, toReservationDto(updated), 'changed');
        moved.push(booking.id);
      }
    }
    return { moved, cancelled };
  }
  const message = input.message || undefined;
  for (const id of ids) {
    const updated = await updateReservationStatus(tx, id, 'confirmed', {
      status: 'cancelled',
      cancelledBy: 'staff',
    });
    if (!updated) throw conflict('A booking there was changed meanwhile. Please try again.');
    await recordAudit(tx, actor, {
      area: 'reservations',
      action: 'status',
      entityId: id,
      before: { status: 'confirmed' },
      after: { status: 'cancelled', ...(message ? { reason: message } : {}) },
    });
    const settled = await refundRestaurantCancellation(tx, updated, actor);
    await deps.mails.cancelled(tx, toReservationDto(settled), 'staff', message);
    cancelled.push(id);
  }
  return { moved, cancelled };
}
