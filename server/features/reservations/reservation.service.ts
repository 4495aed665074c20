import type {
  AvailabilityEntry,
  BlockPreviewDto,
  BlockResultDto,
  BlockSlotInput,
  BlockedSlotDto,
  MonthAvailabilityDto,
  BookedReservationDto,
  NearestNightsDto,
  ReservationChange,
  ReservationDto,
  ReservationInput,
  StaffReservationDto,
  StaffReservationEdit,
  StaffReservationInput,
  TimeSlotDto,
} from '@shared/contracts/reservation';
import {
  canTransition,
  RESERVATION_TRANSITIONS,
  STATUS_UNDO_WINDOW_MS,
  type ReservationStatus,
} from '@shared/domain/statuses';
import type { GuestNeedsInput, SeatingPrepDto } from '@shared/contracts/dietary-needs';
import type { BookingCheckoutDto } from '@shared/contracts/booking-payments';
import type { BookingPaymentsService } from '../deposits/booking-payments.service';
import { applyCancellationPolicy } from '../deposits/booking-refunds';
import { settleReinstatedPayment } from '../deposits/booking-reinstate';
import type { AttendanceMark } from '@shared/domain/attendance';
import { DEFAULT_TASTING_MINUTES } from '@shared/restaurant-facts';
import type { ReservationRow } from '@shared/schema/reservations';
import { restaurantMoment, seatingHasStarted } from '@shared/restaurant-time';
import type { Db } from '../../db/connection';
import { availabilityChanged, concerns } from '../../db/change-notice';
import type { ChangeNotices } from '../../db/change-notices';
import { GUEST, type GuestActor, type StaffActor } from '../../lib/actor';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { createAvailabilityCache } from './availability-cache';
import { getAvailability, getTimeSlots, type Clock } from './availability.service';
import { monthAvailability } from './availability-month';
import {
  blockSeating,
  getBlockedSlots,
  previewBlock,
  unblockSeating,
} from './blocked-slot.service';
import { bookingFingerprint } from './booking-fingerprint';
import { bookingMailQueue } from './booking-mail-queue';
import {
  assertReconfirmable,
  assertRoomLeft,
  assertSeatingOffered,
  noRoomFor,
} from './booking-rules';
import { assertGuestWithinCaps } from './guest-caps';
import { emailProofMail } from './guest-caps-email-proof';
import { enqueueJob } from '../../jobs/enqueue-job';
import { DEFAULT_GUEST_MAIL_GATE, type GuestMailGate } from '../../mail/guest-mail-gate';
import { mailJob } from '../../mail/mail-job';
import { BRAND_NAME } from '@shared/constants';
import { hashManageToken } from './manage-token';
import {
  findByIdempotencyKey,
  findByManageTokenHash,
  findReservation,
  insertReservation,
  listReservations,
  updateReservationStatus,
} from './reservation.repository';
import { toReservationDto } from './reservation.dto';
import { bookByStaff, changeByGuest, editByStaff, type Changed } from './reservation-changes';
import type { PartyOnNight } from './booking-rules';
import { changeNeedsByGuest } from './reservation-needs';
import { findTimeSlot, lockSeating } from './seating.repository';
import { nearestNights } from './nearest-nights';
import { onlineBookingLink, onlineBookingRow } from './online-booking';
import { serviceSheet } from './service-sheet.service';
import { recordAudit } from '../audit/audit-trail';
import { NO_METRICS, type BusinessMetrics } from '../../metrics/app-metrics';
import { turnsByKey } from '../../lib/turns';
import type { GuestsService } from '../guests/guests.service';
import { guestIdFor } from '../guests/guest-identity';
import type { WaitlistOffers } from '../waitlist/waitlist-offers';
import { confirmAttendance, markAttendance } from './attendance.service';
import { assertNotArrived } from './guest-link-rules';
import type { ManagedBookingDto } from '@shared/contracts/managed-booking';

export type ReservationDeps = {
  db: Db;
  clock: Clock;
  /** Told after a commit that queued a job (the confirmation e-mail), so it runs at once. */
  jobs: { wake(): void };
  /** Tells every server process which nights' seats changed, so none serves its old memo. */
  changes: Pick<ChangeNotices, 'publish' | 'subscribe'>;
  /** The site's public address: the guest's manage link starts with it. */
  publicUrl: string;
  /** How long a booked evening lasts, for calendar invites (default three hours). */
  tastingMinutes?: number;
  /** Where bookings made are counted (the metrics); nowhere when omitted. */
  metrics?: Pick<BusinessMetrics, 'bookingMade'>;
  /** Seats a change frees go to the parties waiting for them (waitlist-offers.ts). */
  offers: WaitlistOffers;
  /** Each booking on the staff list shows its guest's history from the guest book. */
  guests: Pick<GuestsService, 'historyOf'>;
  /** How long before its seating a booking is reminded (REMINDER_HOURS_BEFORE). */
  reminderHoursBefore?: number;
  /**
   * Deposits and prepaid seats (features/deposits): an online booking the payment policy asks to
   * pay holds its seats unpaid and answers a gateway order. Without it, every booking is paid at
   * the restaurant.
   */
  payments?: Pick<BookingPaymentsService, 'holdFor' | 'openCheckout' | 'openTopUpCheckout'>;
  /** Whether a message a guest's action causes goes out (the address may be anyone's). */
  guestMail?: GuestMailGate;
};

export type Booked =
  | {
      replayed: false;
      reservation: BookedReservationDto;
      /** The payment dialog's order, when the policy asks this booking to pay now. */
      checkout?: BookingCheckoutDto;
    }
  /** A retry of an earlier request: only the booking's id and status, never the guest's details. */
  | { replayed: true; reservation: Pick<ReservationDto, 'id' | 'status'> };

export type BookingOptions = {
  /** Staff book for a guest on the phone; anyone else books as the guest. */
  actor: StaffActor | GuestActor;
  /** Client-chosen key that makes a retried request book once. */
  idempotencyKey?: string;
  /** Per-guest caps (online bookings with rate limits on); staff bookings skip them. */
  guestCaps: boolean;
  /** The diner proved the e-mail address with a link mailed to it (guest-caps-email-proof.ts). */
  emailProven?: boolean;
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

/**
 * Every reservation rule and its effects: a change also refreshes the availability the booking
 * page reads and queues the guest's e-mail in the same transaction, so any caller (a route, a job,
 * a command-line tool) gets the same results.
 */
export function reservationService(deps: ReservationDeps) {
  const { db, clock } = deps;
  const availability = createAvailabilityCache<AvailabilityEntry[]>();
  const months = createAvailabilityCache<MonthAvailabilityDto>();
  deps.changes.subscribe((notice) => {
    if (!concerns(notice, 'availability')) return;
    const date = notice.topic === 'availability' ? notice.date : undefined;
    if (date === undefined) {
      availability.clear();
      months.clear();
    } else {
      availability.invalidate(date);
      months.invalidate(date.slice(0, 7));
    }
  });
  const tastingMinutes = deps.tastingMinutes ?? DEFAULT_TASTING_MINUTES;
  const guestMail = deps.guestMail ?? DEFAULT_GUEST_MAIL_GATE;
  const mails = bookingMailQueue(
    clock,
    deps.publicUrl,
    tastingMinutes,
    deps.reminderHoursBefore,
    guestMail,
  );
  const { offers } = deps;
  const changeDeps = { db, clock, mails, publicUrl: deps.publicUrl, offers, tastingMinutes };
  const metrics = deps.metrics ?? NO_METRICS;
  const seatingTurns = turnsByKey();

  /** The seats of a date as the booking page reads them: memoised, cleared by every booking. */
  function seatsOf(date: string): Promise<AvailabilityEntry[]> {
    const now = restaurantMoment(clock.now(), clock.timeZone);
    return availability.get(date, `${now.date} ${now.minutes}`, () =>
      getAvailability(db, clock, date),
    );
  }

  /**
   * Refuses a party its seating has no room for before it queues for the seating's lock. When a
   * night opens, most attempts come after their seating filled; each would otherwise hold a
   * pooled connection in the lock's queue only to be refused, and starve every other request.
   * The seats come from the availability memo, which every booking, cancellation and block in
   * any process clears at once (change notices), so it is what was committed a moment ago: the
   * answer the lock would have given then. Only refusals are taken from it; a party it finds
   * room for is checked again under the lock. A retry whose first try has booked goes on to the
   * lock, to be answered with that booking (its key is read after the seats, so a first try
   * counted in them is found).
   */
  async function refuseWhenNoRoom(input: ReservationInput, idempotencyKey?: string) {
    const seating = (await seatsOf(input.date)).find((s) => s.slot === input.timeSlot);
    const full = seating?.unavailableReason === 'full';
    const left = seating?.isAvailable ? seating.availableSeats : 0;
    if (!full && !(seating?.isAvailable && left < input.guests)) return;
    if (idempotencyKey && (await findByIdempotencyKey(db, idempotencyKey))) return;
    throw noRoomFor(left);
  }

  /**
   * Books a table. Check and insert run in one transaction under a lock on the date+seating, so
   * capacity holds under concurrent requests and across server processes. The confirmation
   * e-mail is queued in that transaction: it is sent if and only if the booking exists.
   */
  async function bookInTransaction(
    input: ReservationInput,
    { actor, idempotencyKey, guestCaps, emailProven = false }: BookingOptions,
  ): Promise<Booked> {
    await refuseWhenNoRoom(input, idempotencyKey);
    // What the payment policy asks is read before the lock, like the seating's facts.
    const hold = await deps.payments?.holdFor(input);
    const link = onlineBookingLink(hold);
    const fingerprint = bookingFingerprint(input);
    // The diner's guest-book entry, in a transaction of its own before the seating's lock: it
    // holds nothing other bookings wait for, and one made for a booking then refused is harmless
    // (a guest is listed through their bookings).
    const guestId = await db.transaction((tx) => guestIdFor(tx, input));
    try {
      return await db.transaction(async (tx): Promise<Booked> => {
        const replay = async () => {
          const earlier = idempotencyKey && (await findByIdempotencyKey(tx, idempotencyKey));
          return earlier ? replayOf(earlier, fingerprint) : undefined;
        };
        // A retry of a booking already made is answered with it, whatever changed since.
        const early = await replay();
        if (early) return early;
        // What other bookings cannot change is read before the seating's lock, so the bookings
        // queued behind it wait only for the statements that must take turns.
        const slot = await assertSeatingOffered(tx, clock, input);
        const mailFacts = await mails.confirmationFacts(tx, input.timeSlot, slot);
        await lockSeating(tx, input.date, input.timeSlot);
        // The same request may have booked while this one waited for the lock.
        const late = await replay();
        if (late) return late;
        if (guestCaps) await assertGuestWithinCaps(tx, clock, input, { emailProven });
        await assertRoomLeft(tx, slot, input);
        const row = await insertReservation(tx, {
          ...onlineBookingRow(input, link, hold, guestId),
          idempotencyKey: idempotencyKey ?? null,
          idempotencyFingerprint: idempotencyKey ? fingerprint : null,
          emailVerified: emailProven,
        });
        const reservation = toReservationDto(row);
        const manageUrl = `${deps.publicUrl}/reservation/${link.token}`;
        // A booking that pays now is confirmed to the guest once the payment arrives.
        if (!hold) {
          const byGuest = actor.kind === 'guest';
          await mails.confirmed(tx, reservation, manageUrl, mailFacts, byGuest);
        }
        return {
          replayed: false,
          reservation: { ...reservation, manageUrl, tastingMinutes },
        };
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

  /** After a commit: every process's booking page sees the seats of these nights at once. */
  function seatsChanged(...dates: string[]): Promise<void> {
    return deps.changes.publish(...dates.map(availabilityChanged));
  }

  /** After a commit: the booking page sees the seats at once, and any e-mail goes out now. */
  async function afterChange<T>(changed: Changed<T>): Promise<T> {
    await seatsChanged(...changed.dates);
    if (changed.dates.length > 0) deps.jobs.wake();
    return changed.reservation;
  }

  return {
    timeSlots: (): Promise<TimeSlotDto[]> => getTimeSlots(db),

    /** Seats left per seating on a date, memoised for a second (see availability-cache.ts). */
    availability: seatsOf,

    /** Every night of a month as the booking calendar marks it, memoised like availability. */
    monthAvailability(month: string): Promise<MonthAvailabilityDto> {
      const now = restaurantMoment(clock.now(), clock.timeZone);
      return months.get(month, `${now.date} ${now.minutes}`, () =>
        monthAvailability(db, clock, month),
      );
    },

    /**
     * An online or staff booking through the form. Bookings of one seating take turns in this
     * process before they take a pooled connection to queue at the database's lock: when a night
     * opens, hundreds arrive at once, and each in its turn is refused from the memo (cleared by
     * the booking before it) once the seating is full, instead of a transaction each.
     */
    async book(input: ReservationInput, options: BookingOptions): Promise<Booked> {
      await refuseWhenNoRoom(input, options.idempotencyKey);
      let booked = await seatingTurns.run(`${input.date}|${input.timeSlot}`, async () => {
        const made = await bookInTransaction(input, options);
        if (!made.replayed) await seatsChanged(input.date);
        return made;
      });
      if (!booked.replayed && booked.reservation.payment && deps.payments) {
        const { reservation } = booked;
        const checkout = await deps.payments.openCheckout(reservation, reservation.manageUrl);
        booked = { ...booked, checkout };
      }
      if (!booked.replayed) {
        deps.jobs.wake();
        metrics.bookingMade(options.actor.kind === 'staff' ? 'staff' : 'online');
      }
      return booked;
    },

    /** Whether a retried request with this key already made its booking. */
    async isBooked(idempotencyKey: string): Promise<boolean> {
      return (await findByIdempotencyKey(db, idempotencyKey)) !== undefined;
    },

    /** Every booking, each with its guest's visits, no-shows and allergies (staff only). */
    async list(): Promise<StaffReservationDto[]> {
      const rows = await listReservations(db);
      const history = await deps.guests.historyOf(
        rows.flatMap((r) => (r.guestId === null ? [] : [r.guestId])),
      );
      return rows.map((r) => ({
        ...toReservationDto(r),
        guest: r.guestId === null ? null : (history.get(r.guestId) ?? null),
      }));
    },

    /** The floor marks tonight's party arrived or a no-show, or takes the mark back. */
    markAttendance: (actor: StaffActor, id: number, mark: AttendanceMark | null) =>
      markAttendance({ db, clock }, actor, id, mark),

    /** The guest's one tap on 'I'm coming'. */
    confirmAttendance: (token: string) => confirmAttendance({ db, clock }, token),

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

    /** The guest changes date, seating or party through their link: see reservation-changes.ts. */
    async changeByGuest(
      token: string,
      change: ReservationChange,
      countedFrom?: PartyOnNight,
    ): Promise<ReservationDto | BookingCheckoutDto> {
      const changed = await afterChange(
        await changeByGuest(changeDeps, token, change, countedFrom),
      );
      // A larger party on a booking paid online answers the payment dialog's order for the
      // difference, as booking does (booking-top-ups.ts).
      if (!changed.payment?.topUp || !deps.payments) return changed;
      return deps.payments.openTopUpCheckout(changed.id, `${deps.publicUrl}/reservation/${token}`);
    },

    /** The guest's own needs and occasion through their link, until 24 hours before the seating. */
    async changeNeedsByGuest(token: string, needs: GuestNeedsInput): Promise<ReservationDto> {
      return afterChange(await changeNeedsByGuest(changeDeps, token, needs));
    },

    /** Staff take a booking on the phone or seat a walk-in. */
    async bookByStaff(
      actor: StaffActor,
      input: StaffReservationInput,
    ): Promise<BookedReservationDto> {
      const booked = afterChange(await bookByStaff(changeDeps, actor, input));
      metrics.bookingMade('staff');
      return booked;
    },

    /** Staff correct a confirmed booking. */
    async editByStaff(
      actor: StaffActor,
      id: number,
      edit: StaffReservationEdit,
    ): Promise<ReservationDto> {
      return afterChange(await editByStaff(changeDeps, actor, id, edit));
    },

    /** Other nights near `date` where a seating has room for the party. */
    nearestNights: (query: {
      date: string;
      timeSlot?: string | undefined;
      guests: number;
    }): Promise<NearestNightsDto> => nearestNights(db, clock, query),

    /** The guest's own view through the private link. */
    async byManageToken(token: string): Promise<ManagedBookingDto> {
      const row = await findByManageTokenHash(db, hashManageToken(token));
      if (!row) throw notFound('This booking link is not valid.');
      return { ...toReservationDto(row), asOf: clock.now().toISOString() };
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

    /**
     * E-mails the address a link to the booking page carrying `proof` (guest-caps-email-proof.ts),
     * so the diner can book though others have booked with the address or phone.
     */
    async mailEmailProof(email: string, proof: string): Promise<void> {
      const link = `${deps.publicUrl}/book?emailProof=${encodeURIComponent(proof)}`;
      // Not held to the guest-mail budget: this link is how a diner whose address strangers have
      // used gets out (it repeats nothing typed, and its route allows 3 an hour per address).
      await db.transaction((tx) =>
        enqueueJob(tx, mailJob, emailProofMail(email, link, BRAND_NAME), { ref: 'email-proof' }),
      );
      deps.jobs.wake();
    },

    blockedSlots: (): Promise<BlockedSlotDto[]> => getBlockedSlots(db),

    /** The kitchen's prep for a night, per seating (service-sheet.service.ts). */
    serviceSheet: (date: string): Promise<SeatingPrepDto[]> => serviceSheet(db, date),

    /** What a block would close on: the confirmed bookings there (see blocked-slot.service.ts). */
    previewBlock: (input: Omit<BlockSlotInput, 'reason' | 'bookings' | 'message'>) =>
      previewBlock(db, clock, input) satisfies Promise<BlockPreviewDto>,

    async block(actor: StaffActor, input: BlockSlotInput): Promise<BlockResultDto> {
      const { dates, ...blocked } = await blockSeating({ db, clock, mails }, actor, input);
      await seatsChanged(...dates);
      if (blocked.cancelledBookings.length > 0) deps.jobs.wake();
      return blocked;
    },

    async unblock(actor: StaffActor, id: number): Promise<void> {
      const unblocked = await unblockSeating(db, actor, id, offers);
      await seatsChanged(unblocked.date);
      deps.jobs.wake();
    },
  };
}

export type ReservationService = ReturnType<typeof reservationService>;
