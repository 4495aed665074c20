import type {
  AffectedBooking,
  BlockPreviewDto,
  BlockResultDto,
  BlockSlotInput,
  BlockedSlotDto,
} from '@shared/contracts/reservation';
import type { BlockedSlotRow } from '@shared/schema/blocked-slots';
import type { ReservationRow } from '@shared/schema/reservations';
import { datesFromTo, restaurantMoment } from '@shared/restaurant-time';
import type { Db } from '../../db/connection';
import type { StaffActor } from '../../lib/actor';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import type { Clock } from './availability.service';
import {
  confirmedBookingsIn,
  deleteBlockedSlot,
  findBlockedSlot,
  insertBlockedSlots,
  listBlockedSlots,
} from './blocked-slot.repository';
import type { BookingMailQueue } from './booking-mail-queue';
import { lockSeatings } from './booking-rules';
import { updateReservationStatus } from './reservation.repository';
import { toReservationDto } from './reservation.dto';
import { findTimeSlot, listTimeSlots, lockSeating } from './seating.repository';
import type { WaitlistOffers } from '../waitlist/waitlist-offers';
import { refundRestaurantCancellation } from '../deposits/booking-refunds';
import { recordAudit } from '../audit/audit-trail';

/** The reason a block records when staff give none. */
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

type BlockScope = Pick<BlockSlotInput, 'date' | 'timeSlot' | 'wholeNight' | 'toDate'>;

/** The nights and seatings a block covers; refuses a past first night or an unknown seating. */
async function scopeOf(
  db: Db,
  clock: Clock,
  input: BlockScope,
): Promise<{ from: string; to: string; nights: string[]; slots: string[] }> {
  if (input.date < restaurantMoment(clock.now(), clock.timeZone).date) {
    throw badRequest('Past dates cannot be blocked');
  }
  let slots: string[];
  if (input.wholeNight) {
    slots = (await listTimeSlots(db)).map((s) => s.slot);
  } else {
    if (!input.timeSlot || !(await findTimeSlot(db, input.timeSlot))) {
      throw badRequest('Please select a time slot');
    }
    slots = [input.timeSlot];
  }
  const to = input.toDate ?? input.date;
  return { from: input.date, to, nights: datesFromTo(input.date, to), slots };
}

const toAffected = (row: ReservationRow): AffectedBooking => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  date: row.date,
  timeSlot: row.timeSlot,
  guests: row.guests,
});

/** The confirmed bookings a block would close on, for staff to see before they confirm. */
export async function previewBlock(
  db: Db,
  clock: Clock,
  input: BlockScope,
): Promise<BlockPreviewDto> {
  const scope = await scopeOf(db, clock, input);
  const rows = await confirmedBookingsIn(db, scope.from, scope.to, scope.slots);
  return { bookings: rows.map(toAffected) };
}

const parties = (n: number) => `${n} ${n === 1 ? 'booking' : 'bookings'}`;

/**
 * Closes one seating, a whole night or a run of nights in one transaction, under the seatings'
 * locks so no booking slips in between the look and the block. Confirmed bookings inside are
 * never left silently: until staff say `keep` or `cancel`, the answer is 409 bookings_affected;
 * cancelled ones are e-mailed (through the outbox, in this transaction) with staff's message.
 */
export async function blockSeating(
  { db, clock, mails }: { db: Db; clock: Clock; mails: BookingMailQueue },
  actor: StaffActor,
  input: BlockSlotInput,
): Promise<BlockResultDto & { dates: string[] }> {
  const scope = await scopeOf(db, clock, input);
  const reason = input.reason || STAFF_BLOCK_REASON;
  const single = scope.nights.length === 1 && scope.slots.length === 1;
  return db.transaction(async (tx) => {
    await lockSeatings(
      tx,
      scope.nights.flatMap((date) => scope.slots.map((timeSlot) => ({ date, timeSlot }))),
    );
    const affected = await confirmedBookingsIn(tx, scope.from, scope.to, scope.slots);
    if (affected.length > 0 && !input.bookings) {
      const guests = affected.reduce((sum, r) => sum + r.guests, 0);
      throw new AppError(
        409,
        `${parties(affected.length)} (${guests} ${guests === 1 ? 'guest' : 'guests'}) hold seats there. Choose to keep them or cancel them.`,
        'bookings_affected',
      );
    }
    const inserted = await insertBlockedSlots(
      tx,
      scope.nights.flatMap((date) => scope.slots.map((timeSlot) => ({ date, timeSlot, reason }))),
    );
    if (inserted.length === 0) {
      throw conflict(
        single
          ? 'That seating is already blocked on this date'
          : 'Every seating there is already blocked',
      );
    }
    for (const row of inserted) {
      await recordAudit(tx, actor, {
        area: 'blocked-slots',
        action: 'block',
        entityId: row.id,
        after: {
          date: row.date,
          timeSlot: row.timeSlot,
          ...(reason !== STAFF_BLOCK_REASON ? { reason } : {}),
        },
      });
    }
    const cancelled: number[] = [];
    const kept: number[] = [];
    for (const booking of affected) {
      if (input.bookings !== 'cancel') {
        kept.push(booking.id);
        continue;
      }
      const updated = await updateReservationStatus(tx, booking.id, 'confirmed', {
        status: 'cancelled',
        cancelledBy: 'staff',
      });
      if (!updated) throw conflict('A booking there was changed meanwhile. Please try again.');
      const message = input.message || undefined;
      await recordAudit(tx, actor, {
        area: 'reservations',
        action: 'status',
        entityId: booking.id,
        before: { status: 'confirmed' },
        after: { status: 'cancelled', ...(message ? { reason: message } : {}) },
      });
      const settled = await refundRestaurantCancellation(tx, updated, actor);
      await mails.cancelled(tx, toReservationDto(settled), 'staff', message);
      cancelled.push(booking.id);
    }
    const blocked = inserted
      .sort((a, b) => a.date.localeCompare(b.date) || a.timeSlot.localeCompare(b.timeSlot))
      .map(toBlockedSlotDto);
    return {
      ...blocked[0]!,
      blocked,
      keptBookings: kept,
      cancelledBookings: cancelled,
      dates: scope.nights,
    };
  });
}

/**
 * Removes a block; answers the removed block so the caller knows which date reopened. The
 * seating's free seats go first to the parties waiting for it, under its lock.
 */
export async function unblockSeating(
  db: Db,
  actor: StaffActor,
  id: number,
  offers: Pick<WaitlistOffers, 'offerFreedSeats'>,
): Promise<BlockedSlotDto> {
  const removed = await db.transaction(async (tx) => {
    const block = await findBlockedSlot(tx, id);
    if (!block) throw notFound('No blocked seating with that id');
    await lockSeating(tx, block.date, block.timeSlot);
    const deleted = await deleteBlockedSlot(tx, id);
    if (!deleted) throw notFound('No blocked seating with that id');
    await recordAudit(tx, actor, {
      area: 'blocked-slots',
      action: 'unblock',
      entityId: id,
      before: { date: deleted.date, timeSlot: deleted.timeSlot },
    });
    await offers.offerFreedSeats(tx, deleted.date, deleted.timeSlot);
    return deleted;
  });
  return toBlockedSlotDto(removed);
}
