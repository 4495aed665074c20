import type { GuestNeedsInput } from '@shared/contracts/dietary-needs';
import type { ReservationDto } from '@shared/contracts/reservation';
import {
  NEEDS_CHANGE_CUTOFF_HOURS,
  needsMismatch,
  type DietaryNeed,
  type OccasionCode,
} from '@shared/domain/dietary';
import { seatingHasStarted, zonedTimeToUtc } from '@shared/restaurant-time';
import type { ReservationRow } from '@shared/schema/reservations';
import type { Db } from '../../db/connection';
import { AppError, conflict, invalidInput, notFound } from '../../lib/app-error';
import { getContactSettings } from '../site-settings/site-settings.service';
import { assertNeedsFitWhileTopUpWaits } from '../deposits/booking-party-change';
import { lockSeatings } from './booking-rules';
import { hashManageToken } from './manage-token';
import type { ChangeDeps, Changed } from './reservation-change-deps';
import {
  findByManageTokenHash,
  findReservation,
  updateConfirmedReservation,
} from './reservation.repository';
import { toReservationDto } from './reservation.dto';
import { assertNotArrived } from './guest-link-rules';
import { tellKitchenAtOnce } from './late-needs-notice';
import { findTimeSlot } from './seating.repository';

type NeedsInput = {
  dietaryNeeds?: DietaryNeed[] | undefined;
  occasion?: OccasionCode | null | undefined;
  occasionNote?: string | undefined;
};

type NeedsColumns = Pick<ReservationRow, 'dietaryNeeds' | 'occasion' | 'occasionNote'>;

/** The columns of a new booking's needs: none unless given; a note only with its occasion. */
export function needsColumns(input: NeedsInput): NeedsColumns {
  const occasion = input.occasion ?? null;
  return {
    dietaryNeeds: input.dietaryNeeds ?? [],
    occasion,
    occasionNote: occasion ? input.occasionNote || null : null,
  };
}

/**
 * A staff edit's needs: a field left out keeps what the booking has (an older screen never wipes
 * a guest's allergies), `occasion: null` clears the occasion.
 */
export function editedNeedsColumns(current: NeedsColumns, edit: NeedsInput): NeedsColumns {
  return {
    dietaryNeeds: edit.dietaryNeeds ?? current.dietaryNeeds,
    ...(edit.occasion === undefined
      ? { occasion: current.occasion, occasionNote: current.occasionNote }
      : {
          occasion: edit.occasion,
          occasionNote: edit.occasion ? edit.occasionNote || null : null,
        }),
  };
}

/** Whether two sets of needs differ in anything the kitchen or the guest would see. */
export function needsDiffer(a: NeedsColumns, b: NeedsColumns): boolean {
  return (
    JSON.stringify(a.dietaryNeeds) !== JSON.stringify(b.dietaryNeeds) ||
    a.occasion !== b.occasion ||
    a.occasionNote !== b.occasionNote
  );
}

/**
 * Refuses a change of party or menus that the booking's needs no longer fit (more guests with
 * needs on a menu than guests having it): the needs are the kitchen's safety record, so they are
 * never dropped quietly; whoever changes the party changes the needs first, or with it.
 */
export function assertNeedsFit(
  needs: readonly DietaryNeed[],
  split: { vegCount: number; nonVegCount: number },
): void {
  const mismatch = needsMismatch(needs, split);
  if (mismatch) throw invalidInput(`${mismatch}. Change the dietary needs first.`);
}

/** From then on a change of needs reaches the kitchen at once: it has shopped and planned. */
function lateFrom(date: string, startTime: string, timeZone: string): Date {
  const start = zonedTimeToUtc(date, startTime, timeZone);
  return new Date(start.getTime() - NEEDS_CHANGE_CUTOFF_HOURS * 3_600_000);
}

/**
 * The guest replaces their party's needs and occasion through the private link while the
 * booking is confirmed, the party has not arrived and its seating has not started (later it is
 * a word with the staff: 409). Safety comes first, so a late change is taken too: within
 * NEEDS_CHANGE_CUTOFF_HOURS of the seating the restaurant is mailed at once, beside the guest's
 * own e-mail (coalesced like any change by link).
 */
export async function changeNeedsByGuest(
  deps: ChangeDeps,
  token: string,
  input: GuestNeedsInput,
): Promise<Changed<ReservationDto>> {
  return deps.db.transaction(async (tx) => {
    const found = await findByManageTokenHash(tx, hashManageToken(token));
    if (!found) throw notFound('This booking link is not valid.');
    // The seating's lock orders this after a change of party through the same link.
    await lockSeatings(tx, [found]);
    const current = (await findReservation(tx, found.id))!;
    if (current.status !== 'confirmed') {
      throw conflict(`This booking is already ${current.status}.`);
    }
    assertNotArrived(current);
    const slot = await findTimeSlot(tx, current.timeSlot);
    const { clock } = deps;
    const startTime = slot?.startTime ?? '00:00';
    if (seatingHasStarted(current.date, startTime, clock.now(), clock.timeZone)) {
      throw new AppError(409, await tooLateMessage(tx), 'dietary_needs_locked');
    }
    assertNeedsFit(input.dietaryNeeds, current);
    await assertNeedsFitWhileTopUpWaits(tx, current, input.dietaryNeeds);
    const next = needsColumns(input);
    if (!needsDiffer(current, next)) return { reservation: toReservationDto(current), dates: [] };
    const updated = await updateConfirmedReservation(tx, current.id, next);
    if (!updated) throw conflict('The booking was changed meanwhile. Please refresh.');
    const reservation = toReservationDto(updated);
    await deps.mails.changedByGuest(tx, reservation, `${deps.publicUrl}/reservation/${token}`);
    if (clock.now().getTime() >= lateFrom(current.date, startTime, clock.timeZone).getTime()) {
      await tellKitchenAtOnce(tx, reservation, `${deps.publicUrl}/staff/reservations`);
    }
    return { reservation, dates: [current.date] };
  });
}

async function tooLateMessage(tx: Db): Promise<string> {
  const { phone } = await getContactSettings(tx);
  return (
    'Your seating has started, so dietary needs and the occasion can no longer be changed here. ' +
    `Please tell your server${phone ? ` or call us on ${phone}` : ''}.`
  );
}
