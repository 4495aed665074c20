import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { zonedTimeToUtc } from '@shared/restaurant-time';
import { reservations } from '@shared/schema/reservations';
import type { Db } from '../../db/connection';
import { jobsInto, type JobSink } from '../../jobs/job-batch';
import { jobKind } from '../../jobs/job-kind';
import { dropPendingJobs, retimePendingJobs } from '../../jobs/job.repository';
import type { Clock } from './availability.service';

/**
 * The reminder of one booking, queued with the booking and due `hoursBefore` its seating. Its
 * payload keeps the manage link (as the confirmation's does until sent); the handler renders
 * the mail from the booking as it stands then, once (reservations.reminder_sent_at).
 */
export const bookingReminderJob = jobKind({
  name: 'booking-reminder',
  payload: z.object({ reservationId: z.number().int(), manageUrl: z.string() }),
  // A reminder run early by a clock ahead of ours looks again; a mail failure is the mail job's.
  maxAttempts: 10,
  // It queues the reminder mail.
  reachesOutside: true,
});

/** Apart from the booking's mails (`reservation:<id>`), which tests and operators list by ref. */
export const reminderRef = (reservationId: number) => `reservation-reminder:${reservationId}`;

/** When a booking of that seating is reminded. */
export function reminderDueAt(
  date: string,
  startTime: string,
  timeZone: string,
  hoursBefore: number,
): Date {
  return new Date(zonedTimeToUtc(date, startTime, timeZone).getTime() - hoursBefore * 3_600_000);
}

type Booking = { id: number; date: string; email: string };

/**
 * Queues, re-times and drops booking reminders in the transaction of the change that causes it:
 * a booking made, moved or cancelled. A booking made (or moved) when its reminder's time has
 * already come gets none: the confirmation has just told the guest everything.
 */
export function bookingReminders(clock: Clock, hoursBefore: number) {
  const dueOf = (b: Booking, seating: { startTime: string }) =>
    reminderDueAt(b.date, seating.startTime, clock.timeZone, hoursBefore);

  async function schedule(
    tx: Db,
    booking: Booking,
    seating: { startTime: string },
    manageUrl: string,
    jobs: JobSink = jobsInto(tx),
  ): Promise<void> {
    if (!booking.email) return;
    const wait = dueOf(booking, seating).getTime() - clock.now().getTime();
    if (wait <= 0) return;
    await jobs(
      bookingReminderJob,
      { reservationId: booking.id, manageUrl },
      { ref: reminderRef(booking.id), delayMs: wait },
    );
  }

  return {
    schedule,

    /**
     * The booking moved: its waiting reminder follows it to the new night, or goes when that
     * night is too close. With the manage link (the guest's own change), a booking that had no
     * reminder waiting gets one; staff never hold the link, so theirs cannot.
     */
    async retime(
      tx: Db,
      booking: Booking,
      seating: { startTime: string },
      manageUrl?: string,
    ): Promise<void> {
      const ref = reminderRef(booking.id);
      const wait = dueOf(booking, seating).getTime() - clock.now().getTime();
      if (wait <= 0) {
        await dropPendingJobs(tx, bookingReminderJob.name, ref);
        return;
      }
      const moved = await retimePendingJobs(tx, bookingReminderJob.name, ref, wait);
      if (moved > 0 || !manageUrl) return;
      // Once reminded, never again: a booking gets one reminder.
      const [row] = await tx
        .select({ sentAt: reservations.reminderSentAt })
        .from(reservations)
        .where(eq(reservations.id, booking.id));
      if (row && row.sentAt === null) await schedule(tx, booking, seating, manageUrl);
    },

    /** The booking is cancelled: its reminder goes with it. */
    cancel: (tx: Db, reservationId: number) =>
      dropPendingJobs(tx, bookingReminderJob.name, reminderRef(reservationId)),
  };
}

export type BookingReminders = ReturnType<typeof bookingReminders>;
