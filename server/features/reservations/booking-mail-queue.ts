import type { ReservationDto } from '@shared/contracts/reservation';
import { DEFAULT_REMINDER_HOURS_BEFORE } from '@shared/domain/attendance';
import { DEFAULT_TASTING_MINUTES } from '@shared/restaurant-facts';
import type { Db } from '../../db/connection';
import { enqueueCoalescedJob } from '../../jobs/enqueue-job';
import { jobBatch, jobsInto, type JobSink } from '../../jobs/job-batch';
import { dropWaitingJobs } from '../../jobs/job.repository';
import { DEFAULT_GUEST_MAIL_GATE, type GuestMailGate } from '../../mail/guest-mail-gate';
import { mailJob } from '../../mail/mail-job';
import type { MailMessage } from '../../mail/mailer';
import type { SpecialNightRow } from '@shared/schema/special-nights';
import type { NightRules } from '../site-settings/opening-hours.service';
import { contactSettingsOf, getContactSettings } from '../site-settings/site-settings.service';
import type { Clock } from './availability.service';
import {
  bookingCancelledMail,
  bookingChangedMail,
  bookingConfirmationMail,
  type BookingMailBase,
} from './booking-confirmation';
import { seatingTimes } from './booking-rules';
import { bookingReminders } from './booking-reminder';
import { bookingReminderMail } from './booking-reminder-mail';
import { nextCalendarSequence } from './reservation.repository';
import { bookingMessages } from '../../messaging/booking-messages';
import { guestMessages } from '../../messaging/guest-messages';
import { specialNightRowOn } from '../special-nights/special-night.repository';

/**
 * A guest's own changes through the manage link are mailed this long after the first of them,
 * one message with the booking as it then stands, however many changes came in between: a burst
 * of requests cannot send a stream of mail to the address on the booking (the limits in
 * manage-token-limits.ts bound the rest). Short, so the diner still hears at once.
 */
export const GUEST_CHANGE_MAIL_DELAY_MS = 5_000;

type ConfirmationFacts = Pick<BookingMailBase, 'seating' | 'contact' | 'night'>;

/**
 * Queues a booking's e-mails in the transaction that makes the change, so a guest hears of a
 * change if and only if it happened. Each reads the contact settings at that moment: the
 * address and phone in an e-mail are the ones the Contact page shows. The day-before reminder
 * is one of them: queued with the confirmation, moved with a change, dropped with a cancellation.
 */
export function bookingMailQueue(
  clock: Clock,
  publicUrl: string,
  tastingMinutes: number = DEFAULT_TASTING_MINUTES,
  reminderHoursBefore: number = DEFAULT_REMINDER_HOURS_BEFORE,
  guestMail: GuestMailGate = DEFAULT_GUEST_MAIL_GATE,
) {
  const reminders = bookingReminders(clock, reminderHoursBefore);
  // WhatsApp / SMS beside each e-mail, for guests who asked; queued before the e-mail's own
  // checks, since a walk-in without an address may still want them.
  const messages = bookingMessages(guestMessages({ limitsOn: guestMail.limitsOn }));

  /** What a confirmation reads besides the booking; see `confirmationFacts`. */
  async function facts(
    tx: Db,
    night: { date: string; timeSlot: string },
    known?: { startTime: string; endTime: string },
    /** The night's special-night row and night rules, when the caller has just read them. */
    read?: { special: SpecialNightRow | undefined; rules: NightRules },
  ): Promise<ConfirmationFacts> {
    const seating = known
      ? { startTime: known.startTime, endTime: known.endTime }
      : await seatingTimes(tx, night.timeSlot);
    const special = read ? read.special : await specialNightRowOn(tx, night.date);
    return {
      seating,
      contact: read
        ? contactSettingsOf(read.rules.settings, read.rules.week)
        : await getContactSettings(tx),
      ...(special && {
        night: {
          name: special.name,
          menu: special.menu,
          pricePerGuestRupees: special.pricePerGuest,
        },
      }),
    };
  }

  /** `change`: the mail tells of a change, so its invite needs the next SEQUENCE. */
  async function base(
    tx: Db,
    reservation: ReservationDto,
    change = true,
    known?: ConfirmationFacts,
  ): Promise<BookingMailBase> {
    return {
      reservation,
      ...(known ?? (await facts(tx, reservation))),
      timeZone: clock.timeZone,
      tastingMinutes,
      calendarSequence: change ? await nextCalendarSequence(tx, reservation.id) : 0,
    };
  }

  /**
   * `byGuest`: a guest's own action (or its reminder) causes it, so the address may be anyone's
   * and the message counts against its hourly budget (guest-mail-gate.ts); what staff do for a
   * guest always goes out.
   */
  async function queue(
    tx: Db,
    reservation: ReservationDto,
    mail: MailMessage,
    byGuest: boolean,
    jobs: JobSink = jobsInto(tx),
  ): Promise<void> {
    // A walk-in may leave no e-mail address: there is nobody to write to.
    if (!reservation.email) return;
    const ref = `reservation:${reservation.id}`;
    if (byGuest) await guestMail.queue(tx, mail, ref, jobs);
    else await jobs(mailJob, mail, { ref });
  }

  return {
    /**
     * The seating's times and the contact details a confirmation shows, read ahead (before the
     * seating's lock, which should be held only for what other bookings change). `known`: the
     * seating's row when the caller has just read it; `read`: the night's row and rules likewise.
     */
    confirmationFacts: facts,

    /**
     * `byGuest`: booked online by the guest (see `queue`); staff bookings and paid ones not.
     * `consent`: the guest's answer on messages, when the booking has just recorded it.
     */
    async confirmed(
      tx: Db,
      reservation: ReservationDto,
      manageUrl: string,
      known?: ConfirmationFacts,
      byGuest = false,
      consent?: boolean,
    ): Promise<void> {
      // The message, the e-mail and the reminder go in as one insert.
      const jobs = jobBatch();
      await messages.confirmed(tx, reservation, manageUrl, byGuest, consent, jobs.add);
      if (reservation.email) {
        const mail = await base(tx, reservation, false, known);
        const confirmation = bookingConfirmationMail({ ...mail, manageUrl });
        await queue(tx, reservation, confirmation, byGuest, jobs.add);
        await reminders.schedule(tx, reservation, mail.seating, manageUrl, jobs.add);
      }
      await jobs.insert(tx);
    },

    /** The day-before reminder, queued by its job when the time has come. */
    async reminder(tx: Db, reservation: ReservationDto, manageUrl: string): Promise<void> {
      await messages.reminder(tx, reservation, manageUrl);
      if (!reservation.email) return;
      const facts = await base(tx, reservation, false);
      await queue(tx, reservation, bookingReminderMail({ ...facts, manageUrl }), true);
    },

    async changed(
      tx: Db,
      reservation: ReservationDto,
      kind: 'changed' | 'reinstated',
      manageUrl?: string,
    ): Promise<void> {
      await messages.changed(tx, reservation, false);
      if (!reservation.email) return;
      const mail = await base(tx, reservation);
      await queue(tx, reservation, bookingChangedMail({ ...mail, kind, manageUrl }), false);
      if (kind === 'changed') await reminders.retime(tx, reservation, mail.seating, manageUrl);
    },

    /** The guest's change through the manage link: coalesced (GUEST_CHANGE_MAIL_DELAY_MS). */
    async changedByGuest(tx: Db, reservation: ReservationDto, manageUrl: string): Promise<void> {
      await messages.changed(tx, reservation, true);
      if (!reservation.email) return;
      const facts = await base(tx, reservation);
      const mail = bookingChangedMail({ ...facts, kind: 'changed', manageUrl });
      const ref = `reservation:${reservation.id}`;
      await enqueueCoalescedJob(tx, mailJob, mail, {
        ref,
        delayMs: GUEST_CHANGE_MAIL_DELAY_MS,
        admit: () => guestMail.admit(tx, mail, ref),
      });
      await reminders.retime(tx, reservation, facts.seating, manageUrl);
    },

    async cancelled(
      tx: Db,
      reservation: ReservationDto,
      by: 'guest' | 'staff',
      reason?: string,
    ): Promise<void> {
      await messages.cancelled(tx, reservation, by, `${publicUrl}/book`);
      if (!reservation.email) return;
      // A change mail still waiting to collect a burst would arrive after this one: it goes.
      await dropWaitingJobs(tx, mailJob.name, `reservation:${reservation.id}`);
      await reminders.cancel(tx, reservation.id);
      await queue(
        tx,
        reservation,
        bookingCancelledMail({
          ...(await base(tx, reservation)),
          by,
          reason,
          bookUrl: `${publicUrl}/book`,
        }),
        by === 'guest',
      );
    },
  };
}

export type BookingMailQueue = ReturnType<typeof bookingMailQueue>;
