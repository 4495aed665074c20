import type { ReservationDto } from '@shared/contracts/reservation';
import type { AttendanceMark } from '@shared/domain/attendance';
import { restaurantMoment, seatingHasStarted } from '@shared/restaurant-time';
import type { Db } from '../../db/connection';
import type { StaffActor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit-trail';
import { keepPaymentOfNoShow } from '../deposits/booking-refunds';
import type { Clock } from './availability.service';
import { seatingTimes } from './booking-rules';
import { assertNotArrived } from './guest-link-rules';
import { hashManageToken } from './manage-token';
import {
  findByManageTokenHash,
  lockReservation,
  updateReservationFacts,
} from './reservation.repository';
import { toReservationDto } from './reservation.dto';

/**
 * The floor marks whether tonight's party came. Arrival may be marked on the night (or later, to
 * put the record right), a no-show only once the seating has started; null takes a mark back
 * (the floor's undo). The booking's status does not move: attendance is a fact beside it.
 */
export async function markAttendance(
  deps: { db: Db; clock: Clock },
  actor: StaffActor,
  id: number,
  mark: AttendanceMark | null,
): Promise<ReservationDto> {
  const { db, clock } = deps;
  return db.transaction(async (tx) => {
    const row = await lockReservation(tx, id);
    if (!row) throw notFound('No reservation with that id');
    if (row.status === 'cancelled') {
      throw conflict('A cancelled booking has no arrival to record.');
    }
    if (mark !== null) {
      const today = restaurantMoment(clock.now(), clock.timeZone).date;
      if (row.date > today) throw conflict('Arrivals are recorded on the night of the booking.');
      const { startTime } = await seatingTimes(tx, row.timeSlot);
      if (
        mark === 'no_show' &&
        !seatingHasStarted(row.date, startTime, clock.now(), clock.timeZone)
      ) {
        throw conflict('A party is a no-show only once its seating has started.');
      }
    }
    if (row.attendance === mark) return toReservationDto(row);
    const updated = await updateReservationFacts(tx, id, {
      attendance: mark,
      attendanceMarkedAt: mark === null ? null : clock.now(),
    });
    await recordAudit(tx, actor, {
      area: 'reservations',
      action: mark === null ? 'attendance undo' : 'attendance',
      entityId: id,
      before: { attendance: row.attendance },
      after: { attendance: mark },
    });
    // A no-show keeps what it paid when booking (deposits): nothing is refunded.
    if (mark === 'no_show') await keepPaymentOfNoShow(tx, updated!, actor);
    return toReservationDto(updated!);
  });
}

/**
 * The guest's 'I'm coming' from the reminder (or the manage page): recorded once, until the
 * seating starts, for a booking that stands. Repeating it answers the booking unchanged.
 */
export async function confirmAttendance(
  deps: { db: Db; clock: Clock },
  token: string,
): Promise<ReservationDto> {
  const { db, clock } = deps;
  return db.transaction(async (tx) => {
    const found = await findByManageTokenHash(tx, hashManageToken(token));
    if (!found) throw notFound('This booking link is not valid.');
    const row = (await lockReservation(tx, found.id))!;
    if (row.status !== 'confirmed') throw conflict(`This booking is ${row.status}.`);
    assertNotArrived(row);
    if (row.attendanceConfirmedAt !== null) return toReservationDto(row);
    const { startTime } = await seatingTimes(tx, row.timeSlot);
    if (seatingHasStarted(row.date, startTime, clock.now(), clock.timeZone)) {
      throw conflict('This seating has started; we look forward to seeing you.');
    }
    const updated = await updateReservationFacts(tx, row.id, {
      attendanceConfirmedAt: clock.now(),
    });
    return toReservationDto(updated!);
  });
}
