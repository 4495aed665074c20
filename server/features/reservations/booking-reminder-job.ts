import { zonedTimeToUtc } from '@shared/restaurant-time';
import type { Db } from '../../db/connection';
import { handleJob } from '../../jobs/job-kind';
import type { Clock } from './availability.service';
import type { BookingMailQueue } from './booking-mail-queue';
import { bookingReminderJob } from './booking-reminder';
import { seatingTimes } from './booking-rules';
import { lockReservation, updateReservationFacts } from './reservation.repository';
import { toReservationDto } from './reservation.dto';

/**
 * Sends a booking's reminder once it is due: under the booking's row lock, only while it is
 * confirmed, not yet reminded and its seating not started, and it marks it reminded in the
 * transaction that queues the mail, so processes racing on one job, or a job run again after a
 * crash, remind the guest once. Run early (a moved booking, a clock ahead), it looks again later.
 */
export function bookingReminderHandler(deps: {
  db: Db;
  clock: Clock;
  mails: BookingMailQueue;
  hoursBefore: number;
}) {
  const { db, clock } = deps;
  return handleJob(bookingReminderJob, ({ reservationId, manageUrl }) =>
    db.transaction(async (tx) => {
      const row = await lockReservation(tx, reservationId);
      if (!row || row.status !== 'confirmed' || row.reminderSentAt !== null) return;
      const { startTime } = await seatingTimes(tx, row.timeSlot);
      const now = clock.now().getTime();
      const start = zonedTimeToUtc(row.date, startTime, clock.timeZone).getTime();
      if (now >= start) return;
      const due = start - deps.hoursBefore * 3_600_000;
      if (now < due) return { checkAgainInMs: due - now };
      await deps.mails.reminder(tx, toReservationDto(row), manageUrl);
      await updateReservationFacts(tx, row.id, { reminderSentAt: new Date(now) });
    }),
  );
}
