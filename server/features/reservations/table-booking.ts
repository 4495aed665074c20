import type { AvailabilityEntry, ReservationInput } from '@shared/contracts/reservation';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { turnsByKey } from '../../lib/turns';
import { guestIdOutsideTransaction } from '../guests/guest-identity';
import { bookingFingerprint } from './booking-fingerprint';
import { assertRoomIn, noRoomFor, offeredSeatingUnder, seatingNow } from './booking-rules';
import { readBookingNight, type BookingNight } from './booking-night.repository';
import { NIGHT_RULES_SETTINGS, nightRulesOf } from '../site-settings/opening-hours.service';
import { SETTING_BOOKING_PAYMENTS } from '@shared/constants';
import { assertGuestWithinCaps } from './guest-caps';
import { onlineBookingLink, onlineBookingRow } from './online-booking';
import { termsOf } from '../special-nights/night-terms';
import { nightEstimatePaise } from '@shared/domain/special-nights';
import { recordBookingConsent } from '../../messaging/consent';
import type { Booked, BookingOptions, ReservationContext } from './reservation-context';
import {
  findByIdempotencyKey,
  insertReservation,
  type EarlierBooking,
} from './reservation.repository';
import { toReservationDto } from './reservation.dto';
import { lockSeating } from './seating.repository';

/** What a booking reads of settings: the night rules' and the payment policy's. */
const BOOKING_SETTINGS = [...NIGHT_RULES_SETTINGS, SETTING_BOOKING_PAYMENTS];

/** A retried request must be the same request: same key, same booking details. */
function replayOf(earlier: EarlierBooking, fingerprint: string): Booked {
  if (earlier.idempotencyFingerprint !== fingerprint) {
    throw new AppError(
      422,
      'This Idempotency-Key was already used for a different booking. Send a new key.',
      'idempotency_key_reused',
    );
  }
  return { replayed: true, reservation: { id: earlier.id, status: earlier.status } };
}

/** Booking a table, online or by staff through the form: seats are taken under the seating's lock. */
export function tableBooking(
  ctx: ReservationContext,
  seats: {
    seatsOf: (date: string) => Promise<AvailabilityEntry[]>;
    memoOf: (date: string) => Promise<AvailabilityEntry[]> | undefined;
  },
) {
  const { deps, db, clock, mails, tastingMinutes, metrics, seatsChanged } = ctx;
  const seatingTurns = turnsByKey();

  /**
   * Refuses a party its seating has no room for before it queues for the seating's lock. When a
   * night opens, most attempts come after their seating filled; each would otherwise hold a
   * pooled connection in the lock's queue only to be refused, and starve every other request.
   * The seats come from the availability memo, which every booking, cancellation and block in
   * any process clears at once (change notices), so it is what was committed a moment ago: the
   * answer the lock would have given then. Only refusals are taken from it; a party it finds
   * room for is checked again under the lock. A retry whose first try has booked goes on to the
   * lock, to be answered with that booking (its key is read after the seats, so a first try
   * counted in them is found). Without a fresh memo, the seating's own count decides first (as
   * read with the night's facts, or read now): a party it finds room for goes on to the lock,
   * and only one it finds none for reads the night, which then decides as the memo would have.
   */
  async function refuseWhenNoRoom(
    input: ReservationInput,
    idempotencyKey?: string,
    counted?: Pick<BookingNight, 'blocked' | 'capacity' | 'taken'>,
  ) {
    const memo = seats.memoOf(input.date);
    if (!memo) {
      const now = counted ?? (await seatingNow(db, input.date, input.timeSlot));
      if (now.blocked || now.capacity - now.taken >= input.guests) return;
    }
    const night = await (memo ?? seats.seatsOf(input.date));
    const seating = night.find((s) => s.slot === input.timeSlot);
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
   * `known`: the night's facts, read before the booking queued for its seating.
   */
  async function bookInTransaction(
    input: ReservationInput,
    { actor, idempotencyKey, guestCaps, emailProven = false }: BookingOptions,
    known: BookingNight,
    /** Whether to refuse from the seats first: another booking of the seating went before. */
    checkRoom: boolean,
  ): Promise<Booked> {
    if (checkRoom) await refuseWhenNoRoom(input, idempotencyKey);
    // What other bookings cannot change was read before the seating's lock, so the bookings
    // queued behind it wait only for the statements that must take turns.
    const { slot, rules } = offeredSeatingUnder(clock, input, {
      slot: known.slot,
      rules: nightRulesOf(known.settings, known.footerHours),
    });
    // What the payment policy asks is decided before the lock too.
    const hold = await deps.payments?.holdFor(input, known);
    const link = onlineBookingLink(hold);
    const fingerprint = bookingFingerprint(input);
    // The diner's guest-book entry, before the seating's lock and outside its transaction: it
    // holds nothing other bookings wait for, and one made for a booking then refused is harmless
    // (a guest is listed through their bookings).
    const guestId = await guestIdOutsideTransaction(db, input);
    try {
      return await db.transaction(async (tx): Promise<Booked> => {
        await lockSeating(tx, input.date, input.timeSlot);
        // Read again under the lock: staff may have changed the seats since they were read.
        // The same request may have booked while this one waited for its turn or the lock.
        const now = await seatingNow(tx, input.date, slot.slot, idempotencyKey);
        if (now.earlier) return replayOf(now.earlier, fingerprint);
        if (guestCaps) await assertGuestWithinCaps(tx, clock, input, { emailProven });
        // The night's row read with the seats under the lock prices the booking and names the
        // night in its mail; the mail's other facts come from what the checks above read.
        const night = assertRoomIn(now, input);
        const mailFacts = await mails.confirmationFacts(tx, input, slot, { special: night, rules });
        const estimate = nightEstimatePaise(
          night && termsOf(night),
          input.vegCount,
          input.nonVegCount,
        );
        const row = await insertReservation(tx, {
          ...onlineBookingRow(input, link, hold, guestId, estimate),
          idempotencyKey: idempotencyKey ?? null,
          idempotencyFingerprint: idempotencyKey ? fingerprint : null,
          emailVerified: emailProven,
        });
        // What the guest answered on messages is recorded here, and their message follows it.
        const consent = guestId !== null && (input.messagingConsent ?? false);
        await recordBookingConsent(tx, guestId, input.messagingConsent, clock.now());
        const reservation = toReservationDto(row);
        const manageUrl = `${deps.publicUrl}/reservation/${link.token}`;
        // A booking that pays now is confirmed to the guest once the payment arrives.
        if (!hold) {
          const byGuest = actor.kind === 'guest';
          await mails.confirmed(tx, reservation, manageUrl, mailFacts, byGuest, consent);
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

  return {
    /**
     * An online or staff booking through the form. Bookings of one seating take turns in this
     * process before they take a pooled connection to queue at the database's lock: when a night
     * opens, hundreds arrive at once, and each in its turn is refused from the memo (cleared by
     * the booking before it) once the seating is full, instead of a transaction each.
     */
    async book(input: ReservationInput, options: BookingOptions): Promise<Booked> {
      const { idempotencyKey } = options;
      // A full seating in the memo is refused before anything is read; without a memo, from
      // the seats read with the night's facts.
      const memo = seats.memoOf(input.date);
      if (memo) await refuseWhenNoRoom(input, idempotencyKey);
      const known = await readBookingNight(db, { ...input, idempotencyKey }, BOOKING_SETTINGS);
      // A retry of a booking already made is answered with it, whatever changed since.
      if (known.earlier) return replayOf(known.earlier, bookingFingerprint(input));
      if (!memo) await refuseWhenNoRoom(input, idempotencyKey, known);
      const turn = `${input.date}|${input.timeSlot}`;
      // Seats are counted again in its turn only when bookings queued before it: what was read
      // above is still what the lock will find otherwise.
      const behindOthers = seatingTurns.busy(turn);
      let booked = await seatingTurns.run(turn, async () => {
        const made = await bookInTransaction(input, options, known, behindOthers);
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
  };
}
