import type {
  BookedReservationDto,
  ReservationChange,
  StaffReservationEdit,
  StaffReservationInput,
} from '@shared/contracts/reservation';
import { NEW_RESERVATION_STATUS } from '@shared/domain/statuses';
import type { ReservationRow } from '@shared/schema/reservations';
import type { Db } from '../../db/connection';
import { GUEST, type StaffActor } from '../../lib/actor';
import { applyPartyChange, assertNeedsFitWhileTopUpWaits } from '../deposits/booking-party-change';
import { conflict, notFound } from '../../lib/app-error';
import { changedFields, recordAudit } from '../audit/audit-trail';
import { assertSeatsFree, lockSeatings, seatsAdded, type PartyOnNight } from './booking-rules';
import { hashManageToken, newManageToken } from './manage-token';
import {
  findByManageTokenHash,
  findReservation,
  insertReservation,
  updateConfirmedReservation,
  type BookingDetails,
} from './reservation.repository';
import { toReservationDto } from './reservation.dto';
import { findTimeSlot } from './seating.repository';
import { seatingHasStarted } from '@shared/restaurant-time';
import { assertNeedsFit, editedNeedsColumns, needsColumns, needsDiffer } from './reservation-needs';
import { guestIdFor } from '../guests/guest-identity';
import type { ChangeDeps, Changed } from './reservation-change-deps';
import { assertNotArrived } from './guest-link-rules';
import { nightEstimateOn } from '../special-nights/night-terms';

export type { ChangeDeps, Changed } from './reservation-change-deps';

type SeatFields = Pick<BookingDetails, 'date' | 'timeSlot' | 'guests' | 'vegCount' | 'nonVegCount'>;
const SEAT_KEYS = ['date', 'timeSlot', 'guests', 'vegCount', 'nonVegCount'] as const;

const seatsDiffer = (a: SeatFields, b: SeatFields) => SEAT_KEYS.some((k) => a[k] !== b[k]);

/**
 * After a booking's seats moved (under both seatings' locks): seats it gave back on its old
 * seating (it left it, or the party shrank) go to the parties waiting there.
 */
async function offerWhatMoveFreed(
  deps: ChangeDeps,
  tx: Db,
  before: SeatFields,
  after: SeatFields,
): Promise<void> {
  const left = before.date !== after.date || before.timeSlot !== after.timeSlot;
  if (left || after.guests < before.guests) {
    await deps.offers.offerFreedSeats(tx, before.date, before.timeSlot);
  }
}

/**
 * Moves a booking's seats: the new ones are checked and taken and the old ones freed in one
 * update, under the locks of both seatings, so no other booking can slip in between.
 */
async function moveSeats(
  deps: ChangeDeps,
  tx: Db,
  current: ReservationRow,
  next: SeatFields,
  options: { mayJoinStarted: boolean },
): Promise<void> {
  const sameSeating = current.date === next.date && current.timeSlot === next.timeSlot;
  await assertSeatsFree(tx, deps.clock, {
    date: next.date,
    timeSlot: next.timeSlot,
    guests: next.guests,
    alreadyHeld: sameSeating ? current.guests : 0,
    walkIn: options.mayJoinStarted,
    tastingMinutes: deps.tastingMinutes,
  });
}

/**
 * The guest's own change through their private link, while the booking's seating has not started.
 * `countedFrom` is the booking as it stood when the change's seats were counted against the
 * network's budgets (booking-challenge.ts, guardChange): if another change landed since and this
 * one would now add more seats than were counted, it is refused rather than take seats uncounted.
 */
export async function changeByGuest(
  deps: ChangeDeps,
  token: string,
  change: ReservationChange,
  countedFrom?: PartyOnNight,
): Promise<Changed> {
  return deps.db.transaction(async (tx) => {
    const found = await findByManageTokenHash(tx, hashManageToken(token));
    if (!found) throw notFound('This booking link is not valid.');
    await lockSeatings(tx, [found, change]);
    // Read again under the locks: a change or cancel may have landed since the first read.
    const current = (await findReservation(tx, found.id))!;
    if (current.status !== 'confirmed') {
      throw conflict(`This booking is already ${current.status}.`);
    }
    assertNotArrived(current);
    if (countedFrom && seatsAdded(current, change) > seatsAdded(countedFrom, change)) {
      throw conflict('The booking was changed meanwhile. Please refresh.');
    }
    const slot = await findTimeSlot(tx, current.timeSlot);
    const { clock } = deps;
    if (seatingHasStarted(current.date, slot?.startTime ?? '00:00', clock.now(), clock.timeZone)) {
      throw conflict('This seating has started; please call the restaurant.');
    }
    if (!seatsDiffer(current, change)) {
      return { reservation: toReservationDto(current), dates: [] };
    }
    assertNeedsFit(current.dietaryNeeds, change);
    await moveSeats(deps, tx, current, change, { mayJoinStarted: false });
    const updated = await updateConfirmedReservation(tx, current.id, {
      ...pickSeatFields(change),
      // The night the party now comes on prices it: a special night's own price when it has one.
      totalAmount: await nightEstimateOn(tx, change),
    });
    if (!updated) throw conflict('The booking was changed meanwhile. Please refresh.');
    const settled = await applyPartyChange(tx, current, updated, GUEST, deps.clock.now());
    await offerWhatMoveFreed(deps, tx, current, change);
    const reservation = toReservationDto(settled);
    // Coalesced: a burst of changes through the link sends one e-mail (booking-mail-queue.ts).
    await deps.mails.changedByGuest(tx, reservation, `${deps.publicUrl}/reservation/${token}`);
    return { reservation, dates: [...new Set([current.date, change.date])] };
  });
}

const pickSeatFields = (v: SeatFields): SeatFields => ({
  date: v.date,
  timeSlot: v.timeSlot,
  guests: v.guests,
  vegCount: v.vegCount,
  nonVegCount: v.nonVegCount,
});

/**
 * A booking staff take on the phone, or a party at the door. The same capacity rule as online,
 * without the per-guest caps; a walk-in may join a seating that has started, until it ends.
 */
export async function bookByStaff(
  deps: ChangeDeps,
  actor: StaffActor,
  input: StaffReservationInput,
): Promise<Changed<BookedReservationDto>> {
  const { token, hash } = newManageToken();
  return deps.db.transaction(async (tx) => {
    await lockSeatings(tx, [input]);
    await assertSeatsFree(tx, deps.clock, {
      ...input,
      walkIn: input.source === 'walk_in',
      tastingMinutes: deps.tastingMinutes,
    });
    const row = await insertReservation(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      ...pickSeatFields(input),
      specialRequests: input.specialRequests || null,
      ...needsColumns(input),
      status: NEW_RESERVATION_STATUS,
      source: input.source,
      totalAmount: await nightEstimateOn(tx, input),
      manageTokenHash: hash,
      guestId: await guestIdFor(tx, input),
    });
    await recordAudit(tx, actor, {
      area: 'reservations',
      action: 'create',
      entityId: row.id,
      after: { source: input.source, ...pickSeatFields(input) },
    });
    const reservation = toReservationDto(row);
    const manageUrl = `${deps.publicUrl}/reservation/${token}`;
    await deps.mails.confirmed(tx, reservation, manageUrl);
    return { reservation: { ...reservation, manageUrl }, dates: [input.date] };
  });
}

/**
 * Staff correct a confirmed booking. Contact details may change at any time; the seats follow the
 * capacity rule, and a party already in its seating (or a walk-in) may change until it ends.
 */
export async function editByStaff(
  deps: ChangeDeps,
  actor: StaffActor,
  id: number,
  edit: StaffReservationEdit,
): Promise<Changed> {
  return deps.db.transaction(async (tx) => {
    const found = await findReservation(tx, id);
    if (!found) throw notFound('No reservation with that id');
    await lockSeatings(tx, [found, edit]);
    const current = (await findReservation(tx, id))!;
    if (current.status !== 'confirmed') {
      throw conflict(`A ${current.status} reservation cannot be edited.`);
    }
    const needs = editedNeedsColumns(current, edit);
    assertNeedsFit(needs.dietaryNeeds, edit);
    await assertNeedsFitWhileTopUpWaits(tx, current, needs.dietaryNeeds);
    const next: Partial<BookingDetails> = {
      name: edit.name,
      email: edit.email,
      phone: edit.phone,
      ...pickSeatFields(edit),
      specialRequests: edit.specialRequests || null,
      totalAmount: await nightEstimateOn(tx, edit),
      ...needs,
      // New contact details may make it another guest's booking in the guest book.
      ...(edit.email !== current.email || edit.phone !== current.phone
        ? { guestId: await guestIdFor(tx, edit) }
        : {}),
    };
    const needsMove = needsDiffer(current, needs);
    const seatsMove = seatsDiffer(current, edit);
    if (seatsMove) {
      const sameSeating = current.date === edit.date && current.timeSlot === edit.timeSlot;
      await moveSeats(deps, tx, current, edit, {
        mayJoinStarted: sameSeating || current.source === 'walk_in',
      });
    }
    const updated = await updateConfirmedReservation(tx, id, next);
    if (!updated) throw conflict('The reservation was changed by someone else. Please refresh.');
    const settled = seatsMove
      ? await applyPartyChange(tx, current, updated, actor, deps.clock.now())
      : updated;
    if (seatsMove) await offerWhatMoveFreed(deps, tx, current, edit);
    const diff = changedFields(current, updated, [
      'name',
      'email',
      'phone',
      ...SEAT_KEYS,
      'specialRequests',
      'dietaryNeeds',
      'occasion',
      'occasionNote',
    ]);
    if (Object.keys(diff.after).length > 0) {
      await recordAudit(tx, actor, {
        area: 'reservations',
        action: 'update',
        entityId: id,
        ...diff,
      });
    }
    const reservation = toReservationDto(settled);
    // The guest sees the kitchen's record of their needs whenever it changes, not only the seats.
    if (seatsMove || needsMove) await deps.mails.changed(tx, reservation, 'changed');
    return { reservation, dates: [...new Set([current.date, edit.date])] };
  });
}
