import type { ReservationRow } from '@shared/schema/reservations';
import type { TimeSlotRow } from '@shared/schema/time-slots';
import { isOpenOn } from '@shared/opening-hours';
import { weekdayOf } from '@shared/weekdays';
import { DEFAULT_TASTING_MINUTES } from '@shared/restaurant-facts';
import {
  addDays,
  restaurantMoment,
  seatingHasStarted,
  tastingHasEnded,
} from '@shared/restaurant-time';
import type { Db } from '../../db/connection';
import { AppError, badRequest, conflict } from '../../lib/app-error';
import {
  getBookingWindow,
  getNightRules,
  type NightRules,
} from '../site-settings/opening-hours.service';
import type { SpecialNightRow } from '@shared/schema/special-nights';
import { seatingOnSpecialNight } from '../special-nights/night-capacity';
import { specialNightRowOn } from '../special-nights/special-night.repository';
import type { Clock } from '../../lib/clock';
import { findTimeSlot, lockSeating, seatingLoad, seatsTaken } from './seating.repository';
import type { EarlierBooking } from './reservation.repository';

export type SeatRequest = {
  date: string;
  timeSlot: string;
  guests: number;
  /** Seats this party already holds in that seating (a change within it): they count as free. */
  alreadyHeld?: number;
  /** A walk-in may sit down in a seating that has started, until its evening ends; nobody else may. */
  walkIn?: boolean;
  /** How long a seating's evening lasts (TASTING_LENGTH_MINUTES), for a walk-in. */
  tastingMinutes?: number;
};

/**
 * Locks every date+seating a change touches, in one fixed order, so two changes that swap
 * seatings never wait on each other in a cycle.
 */
export async function lockSeatings(
  tx: Db,
  seatings: { date: string; timeSlot: string }[],
): Promise<void> {
  const keys = [...new Set(seatings.map((s) => `${s.date}|${s.timeSlot}`))].sort();
  for (const key of keys) {
    const [date, timeSlot] = key.split('|') as [string, string];
    await lockSeating(tx, date, timeSlot);
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'Feb 20, 2027' for a yyyy-MM-dd date, as the site shows dates. */
const readableDate = (date: string) =>
  `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(8, 10)}, ${date.slice(0, 4)}`;

/** The last night diners may book today: today plus the booking window, on the restaurant's clock. */
export async function lastBookableNight(db: Db, clock: Clock): Promise<string> {
  return lastNightOf(clock, (await getBookingWindow(db)).days);
}

/** The last bookable night for a booking window of `days`. */
export function lastNightOf(clock: Clock, days: number): string {
  return addDays(restaurantMoment(clock.now(), clock.timeZone).date, days);
}

/**
 * Throws unless the restaurant takes bookings for that night at all: within the booking window
 * (a far-off date is a mistake or a hoarder, not a diner's plan) and on a weekday it opens.
 */
export async function assertNightBookable(tx: Db, clock: Clock, date: string): Promise<NightRules> {
  // The window and the week in one read.
  const rules = await getNightRules(tx);
  assertNightBookableUnder(rules, clock, date);
  return rules;
}

/** assertNightBookable with the night rules already read. */
export function assertNightBookableUnder(rules: NightRules, clock: Clock, date: string): void {
  const { window, week } = rules;
  const last = lastNightOf(clock, window.days);
  if (date > last) {
    const { days } = window;
    throw new AppError(
      400,
      `We take bookings up to ${days} days ahead. Please choose a night on or before ${readableDate(last)}.`,
      'outside_booking_window',
    );
  }
  if (!isOpenOn(week, date)) {
    throw new AppError(
      409,
      `We are closed on ${weekdayOf(date)}s. Please choose another night.`,
      'closed_day',
    );
  }
}

/**
 * Throws unless the seating is offered to anyone that night: it exists and is active, has not
 * started (a walk-in: has not ended), and the night is open and within the booking window. None
 * of it depends on other bookings, so it needs no lock. Answers with what it read: the seating's
 * row (its usual capacity: a night's own is read with the seats, see seatingNow) and the night
 * rules with the settings they came from, so a booking's confirmation reads none of them again.
 */
export async function offeredSeating(
  tx: Db,
  clock: Clock,
  request: SeatRequest,
): Promise<{ slot: TimeSlotRow; rules: NightRules }> {
  const slot = assertSeatingOpen(clock, request, await findTimeSlot(tx, request.timeSlot));
  const rules = await assertNightBookable(tx, clock, request.date);
  return { slot, rules };
}

/** offeredSeating with the seating's row and the night rules already read. */
export function offeredSeatingUnder(
  clock: Clock,
  request: SeatRequest,
  read: { slot: TimeSlotRow | undefined; rules: NightRules },
): { slot: TimeSlotRow; rules: NightRules } {
  const slot = assertSeatingOpen(clock, request, read.slot);
  assertNightBookableUnder(read.rules, clock, request.date);
  return { slot, rules: read.rules };
}

/** The seating's row, unless it is missing, inactive or (for the request) too late to join. */
function assertSeatingOpen(
  clock: Clock,
  request: SeatRequest,
  slot: TimeSlotRow | undefined,
): TimeSlotRow {
  const { date } = request;
  if (!slot || !slot.isActive) throw badRequest('Please select a time slot');
  const tooLate = request.walkIn
    ? tastingHasEnded(
        date,
        slot.startTime,
        request.tastingMinutes ?? DEFAULT_TASTING_MINUTES,
        clock.now(),
        clock.timeZone,
      )
    : seatingHasStarted(date, slot.startTime, clock.now(), clock.timeZone);
  if (tooLate) {
    throw badRequest(
      request.walkIn
        ? 'That seating has already ended. Please choose a later one.'
        : 'That seating has already started or is in the past. Please choose a later one.',
    );
  }
  return slot;
}

/**
 * Throws unless that seating is open on the date and has room for the party; call under
 * lockSeating(s). Answers the night's special-night row it read there (its price is the
 * booking's estimate).
 */
export async function assertRoomLeft(
  tx: Db,
  slot: TimeSlotRow,
  request: SeatRequest,
): Promise<SpecialNightRow | undefined> {
  // Read again under the lock: staff may have changed the seats since `slot` was read.
  return assertRoomIn(await seatingNow(tx, request.date, slot.slot), request);
}

/** assertRoomLeft with the seating as it stands, read under the lock. */
export function assertRoomIn(
  now: SeatingNow,
  request: Pick<SeatRequest, 'guests' | 'alreadyHeld'>,
): SpecialNightRow | undefined {
  if (now.blocked) {
    throw conflict('That seating is closed for bookings on this date. Please choose another.');
  }
  const left = now.capacity - now.taken + (request.alreadyHeld ?? 0);
  if (request.guests > left) throw noRoomFor(left);
  return now.night;
}

/** A seating on a night as it stands (see seatingNow). */
export type SeatingNow = {
  taken: number;
  blocked: boolean;
  capacity: number;
  night: SpecialNightRow | undefined;
  /** The booking the idempotency key given already made. */
  earlier: EarlierBooking | undefined;
};

/**
 * A seating on a night as it stands: seats taken, whether it is blocked, its capacity that night
 * (0 when there is no such seating) and the night's special-night row, with the booking an
 * idempotency key made when one is given: one statement on a usual night, two on a special one.
 */
export async function seatingNow(
  db: Db,
  date: string,
  timeSlot: string,
  idempotencyKey?: string,
): Promise<SeatingNow> {
  const load = await seatingLoad(db, date, timeSlot, idempotencyKey);
  const { taken, blocked, seatingId, usualCapacity, earlier } = load;
  // Most nights are usual ones: the night's row is read only when there is one.
  const night = load.specialNight ? await specialNightRowOn(db, date) : undefined;
  const capacity =
    seatingId === null
      ? 0
      : seatingOnSpecialNight({ id: seatingId, maxCapacity: usualCapacity }, night).maxCapacity;
  return { taken, blocked, capacity, night, earlier };
}

/** Throws unless the party fits in that seating now; call under lockSeating(s). */
export async function assertSeatsFree(tx: Db, clock: Clock, request: SeatRequest): Promise<void> {
  const { slot } = await offeredSeating(tx, clock, request);
  await assertRoomLeft(tx, slot, request);
}

/** The refusal of a party larger than the `left` seats of its seating. */
export function noRoomFor(left: number): AppError {
  return conflict(
    left <= 0
      ? 'That seating is fully booked. Please choose another time or date.'
      : `Only ${left} ${left === 1 ? 'seat is' : 'seats are'} left for that seating.`,
  );
}

/** A cancelled booking may return only while its seating still has room for it; call under lockSeating. */
export async function assertReconfirmable(tx: Db, reservation: ReservationRow): Promise<void> {
  const slot = await findTimeSlot(tx, reservation.timeSlot, reservation.date);
  const capacity = slot?.maxCapacity ?? 0;
  const left = capacity - (await seatsTaken(tx, reservation.date, reservation.timeSlot));
  if (reservation.guests > left) {
    throw conflict(`Cannot reconfirm: only ${Math.max(0, left)} seats are left in that seating.`);
  }
}

/** The seating of a booking, for its e-mails; a seating since removed reads as midnight. */
export async function seatingTimes(
  tx: Db,
  timeSlot: string,
): Promise<{ startTime: string; endTime: string }> {
  const slot = await findTimeSlot(tx, timeSlot);
  return { startTime: slot?.startTime ?? '00:00', endTime: slot?.endTime ?? '00:00' };
}

/** A party's night and size, before or after a change. */
export type PartyOnNight = { date: string; guests: number };

/**
 * The seats a change takes that the booking did not hold on that night: the added guests on the
 * same night, the whole party on another. These are what the network's seat budgets count.
 */
export function seatsAdded(before: PartyOnNight, after: PartyOnNight): number {
  return before.date === after.date ? Math.max(0, after.guests - before.guests) : after.guests;
}
