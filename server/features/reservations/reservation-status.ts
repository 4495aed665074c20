import type { ReservationDto } from '@shared/contracts/reservation';
import {
  canTransition,
  RESERVATION_TRANSITIONS,
  STATUS_UNDO_WINDOW_MS,
  type ReservationStatus,
} from '@shared/domain/statuses';
import type { ReservationRow } from '@shared/schema/reservations';
import { seatingHasStarted } from '@shared/restaurant-time';
import type { Db } from '../../db/connection';
import { GUEST, type StaffActor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit-trail';
import { applyCancellationPolicy } from '../deposits/booking-refunds';
import { settleReinstatedPayment } from '../deposits/booking-reinstate';
import { assertReconfirmable } from './booking-rules';
import { assertNotArrived } from './guest-link-rules';
import { hashManageToken } from './manage-token';
import type { ReservationContext } from './reservation-context';
import {
  findByManageTokenHash,
  findReservation,
  updateReservationStatus,
} from './reservation.repository';
import { toReservationDto } from './reservation.dto';
import { findTimeSlot, lockSeating } from './seating.repository';

/**
 * The booking `find` reads, read again under its seating's lock: a change that frees its seats
 * (a cancellation) then offers them to waiting parties under the lock every booking takes.
 * Undefined when there is no such booking.
 */
async function lockBookingSeating(
  tx: Db,
  find: () => Promise<ReservationRow | undefined>,
): Promise<ReservationRow | undefined> {
  const first = await find();
  if (!first) return undefined;
  await lockSeating(tx, first.date, first.timeSlot);
  const current = await find();
  if (current && (current.date !== first.date || current.timeSlot !== first.timeSlot)) {
    throw conflict('The booking was changed meanwhile. Please refresh.');
  }
  return current;
}

/** Throws unless a completion was made recently enough for the toast's Undo to take it back. */
function assertUndoable(current: ReservationRow, now: Date): void {
  const at = current.statusChangedAt?.getTime();
  if (at === undefined || now.getTime() - at > STATUS_UNDO_WINDOW_MS) {
    throw conflict('It is too late to undo this completion.');
  }
}

/** A booking's status moves: staff's, and the guest's cancellation through their link. */
export function reservationStatusMoves(ctx: ReservationContext) {
  const { deps, db, clock, mails, seatsChanged } = ctx;
  const { offers } = deps;
  return {
    /**
     * Staff move a booking along RESERVATION_TRANSITIONS; reconfirming needs free seats and tells
     * the guest their booking stands again. `undo` also lets a completion just made (within
     * STATUS_UNDO_WINDOW_MS) return to confirmed, for the toast's Undo.
     */
    async changeStatus(
      actor: StaffActor,
      id: number,
      next: ReservationStatus,
      options: { reason?: string; undo?: boolean } = {},
    ): Promise<ReservationDto> {
      const changed = await db.transaction(async (tx) => {
        // A cancellation frees seats: it takes the seating's lock, so they are offered once.
        const current =
          next === 'cancelled'
            ? await lockBookingSeating(tx, () => findReservation(tx, id))
            : await findReservation(tx, id);
        if (!current) throw notFound('No reservation with that id');
        const undoingCompletion =
          options.undo === true && current.status === 'completed' && next === 'confirmed';
        // Real time, not the service clock: the stamp is the database's own now().
        if (undoingCompletion) assertUndoable(current, new Date());
        else if (!canTransition(RESERVATION_TRANSITIONS, current.status, next)) {
          throw conflict(`A ${current.status} reservation cannot be marked ${next}.`);
        }
        if (current.status === 'cancelled' && next === 'confirmed') {
          await lockSeating(tx, current.date, current.timeSlot);
          await assertReconfirmable(tx, current);
        }
        const updated = await updateReservationStatus(tx, id, current.status, {
          status: next,
          cancelledBy: next === 'cancelled' ? actor.kind : null,
        });
        if (!updated)
          throw conflict('The reservation was changed by someone else. Please refresh.');
        const cancelReason = next === 'cancelled' && options.reason ? options.reason : undefined;
        const settled =
          next === 'cancelled'
            ? await applyCancellationPolicy(tx, updated, actor, clock.now())
            : current.status === 'cancelled'
              ? await settleReinstatedPayment(tx, updated, actor)
              : updated;
        await recordAudit(tx, actor, {
          area: 'reservations',
          action: undoingCompletion ? 'undo' : 'status',
          entityId: id,
          before: { status: current.status },
          after: { status: next, ...(cancelReason ? { reason: cancelReason } : {}) },
        });
        const dto = toReservationDto(settled);
        if (next === 'cancelled') {
          await mails.cancelled(tx, dto, 'staff', cancelReason);
          await offers.offerFreedSeats(tx, dto.date, dto.timeSlot);
        }
        if (current.status === 'cancelled') await mails.changed(tx, dto, 'reinstated');
        return dto;
      });
      await seatsChanged(changed.date);
      deps.jobs.wake();
      return changed;
    },

    /** A guest may cancel a confirmed booking until its seating starts; the seats return at once. */
    async cancelByGuest(token: string): Promise<ReservationDto> {
      const cancelled = await db.transaction(async (tx) => {
        const row = await lockBookingSeating(tx, () =>
          findByManageTokenHash(tx, hashManageToken(token)),
        );
        if (!row) throw notFound('This booking link is not valid.');
        if (row.status !== 'confirmed') throw conflict(`This booking is already ${row.status}.`);
        assertNotArrived(row);
        const slot = await findTimeSlot(tx, row.timeSlot);
        if (seatingHasStarted(row.date, slot?.startTime ?? '00:00', clock.now(), clock.timeZone)) {
          throw conflict('This seating has started; please call the restaurant.');
        }
        const updated = await updateReservationStatus(tx, row.id, 'confirmed', {
          status: 'cancelled',
          cancelledBy: 'guest',
        });
        if (!updated) throw conflict('The booking was changed meanwhile. Please refresh.');
        const settled = await applyCancellationPolicy(tx, updated, GUEST, clock.now());
        const dto = toReservationDto(settled);
        await mails.cancelled(tx, dto, 'guest');
        await offers.offerFreedSeats(tx, dto.date, dto.timeSlot);
        return dto;
      });
      await seatsChanged(cancelled.date);
      deps.jobs.wake();
      return cancelled;
    },
  };
}
