import type {
  BlockPreviewDto,
  BlockResultDto,
  BlockSlotInput,
  BlockedSlotDto,
  BookedReservationDto,
  NearestNightsDto,
  ReservationChange,
  ReservationDto,
  StaffReservationDto,
  StaffReservationEdit,
  StaffReservationInput,
  TimeSlotDto,
} from '@shared/contracts/reservation';
import type { GuestNeedsInput, SeatingPrepDto } from '@shared/contracts/dietary-needs';
import type { BookingCheckoutDto } from '@shared/contracts/booking-payments';
import type { AttendanceMark } from '@shared/domain/attendance';
import type { ManagedBookingDto } from '@shared/contracts/managed-booking';
import { BRAND_NAME } from '@shared/constants';
import type { StaffActor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { enqueueJob } from '../../jobs/enqueue-job';
import { mailJob } from '../../mail/mail-job';
import { getTimeSlots } from './availability.service';
import {
  blockSeating,
  getBlockedSlots,
  previewBlock,
  unblockSeating,
} from './blocked-slot.service';
import type { PartyOnNight } from './booking-rules';
import { emailProofMail } from './guest-caps-email-proof';
import { hashManageToken } from './manage-token';
import { nearestNights } from './nearest-nights';
import { findByManageTokenHash, listReservations } from './reservation.repository';
import { toReservationDto } from './reservation.dto';
import { bookByStaff, changeByGuest, editByStaff } from './reservation-changes';
import { reservationContext, type ReservationDeps } from './reservation-context';
import { changeNeedsByGuest } from './reservation-needs';
import { reservationStatusMoves } from './reservation-status';
import { seatsMemo } from './seats-memo';
import { serviceSheet } from './service-sheet.service';
import { tableBooking } from './table-booking';
import { staffReservationDtos } from './staff-reservation-dto';
import { consentOfBooking } from '../../messaging/consent.repository';
import { confirmAttendance, markAttendance } from './attendance.service';

export type { Booked, BookingOptions, ReservationDeps } from './reservation-context';

/**
 * Every reservation rule and its effects: a change also refreshes the availability the booking
 * page reads and queues the guest's e-mail in the same transaction, so any caller (a route, a job,
 * a command-line tool) gets the same results.
 * Its parts: booking a table (table-booking.ts), status moves (reservation-status.ts), the
 * seats memo (seats-memo.ts), changes (reservation-changes.ts, reservation-needs.ts).
 */
export function reservationService(deps: ReservationDeps) {
  const { db, clock } = deps;
  const ctx = reservationContext(deps);
  const { mails, changeDeps, seatsChanged, afterChange, metrics } = ctx;
  const { offers } = deps;
  const seats = seatsMemo(ctx);

  return {
    timeSlots: (): Promise<TimeSlotDto[]> => getTimeSlots(db),

    /** Seats left per seating on a date, memoised for a second (see seats-memo.ts). */
    availability: seats.seatsOf,

    /** Every night of a month as the booking calendar marks it, memoised like availability. */
    monthAvailability: seats.monthAvailability,

    ...tableBooking(ctx, seats),
    ...reservationStatusMoves(ctx),

    /** Every booking, each with its guest's visits, no-shows and allergies (staff only). */
    async list(): Promise<StaffReservationDto[]> {
      return staffReservationDtos(deps.guests, await listReservations(db));
    },

    /** The floor marks tonight's party arrived or a no-show, or takes the mark back. */
    markAttendance: (actor: StaffActor, id: number, mark: AttendanceMark | null) =>
      markAttendance({ db, clock }, actor, id, mark),

    /** The guest's one tap on 'I'm coming'. */
    confirmAttendance: (token: string) => confirmAttendance({ db, clock }, token),

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
      const { messagingConsent } = await consentOfBooking(db, row.id);
      return { ...toReservationDto(row), asOf: clock.now().toISOString(), messagingConsent };
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
