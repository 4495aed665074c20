import type { JoinWaitlistInput } from '@shared/contracts/waitlist';
import { guestDate } from '@shared/date-display';
import { MAX_OPEN_WAITLIST_ENTRIES_PER_GUEST } from '@shared/domain/waitlist';
import { isOpenOn } from '@shared/opening-hours';
import { weekdayOf } from '@shared/weekdays';
import { restaurantMoment, seatingHasStarted } from '@shared/restaurant-time';
import type { WaitlistEntryRow } from '@shared/schema/waitlist-entries';
import type { TimeSlotRow } from '@shared/schema/time-slots';
import type { Db } from '../../db/connection';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { Clock } from '../reservations/availability.service';
import { lastBookableNight } from '../reservations/booking-rules';
import { guestKeys } from '../reservations/guest-caps';
import { lockGuest, upcomingBookingsOf } from '../reservations/guest-bookings.repository';
import { findTimeSlot, lockSeating, seatingLoad } from '../reservations/seating.repository';
import { getBookingWindow, getOpeningWeek } from '../site-settings/opening-hours.service';
import { findWaitlistEntry, openEntriesOf } from './waitlist.repository';

/**
 * Throws unless a party may wait for this seating: a seating we offer, not started, on a night
 * within the booking window that we open and staff have not closed (400 otherwise), and one that
 * cannot seat the party now (409 seats_available: book it instead). Call under lockSeating.
 */
export async function assertMayWait(
  tx: Db,
  clock: Clock,
  input: Pick<JoinWaitlistInput, 'date' | 'timeSlot' | 'guests'>,
): Promise<TimeSlotRow> {
  const slot = await findTimeSlot(tx, input.timeSlot, input.date);
  if (!slot || !slot.isActive) throw badRequest('Please select a time slot');
  if (seatingHasStarted(input.date, slot.startTime, clock.now(), clock.timeZone)) {
    throw badRequest('That seating has already started or is in the past.');
  }
  const last = await lastBookableNight(tx, clock);
  if (input.date > last) {
    const { days } = await getBookingWindow(tx);
    throw new AppError(
      400,
      `We take bookings up to ${days} days ahead, so there is no waitlist yet for ${guestDate(input.date)}.`,
      'outside_booking_window',
    );
  }
  if (!isOpenOn(await getOpeningWeek(tx), input.date)) {
    throw new AppError(
      400,
      `We are closed on ${weekdayOf(input.date)}s. Please choose another night.`,
      'closed_day',
    );
  }
  const { taken, blocked } = await seatingLoad(tx, input.date, input.timeSlot);
  if (blocked) throw badRequest('That seating is closed on this night. Please choose another.');
  const left = slot.maxCapacity - taken;
  if (input.guests <= left) {
    throw new AppError(
      409,
      `That seating has room for ${input.guests} now: please book it instead of waiting.`,
      'seats_available',
    );
  }
  return slot;
}

const limit = (message: string) => new AppError(409, message, 'guest_booking_limit');

/**
 * One diner (e-mail and phone, as the booking caps know them) waits once per seating, never for
 * a seating they hold a booking in, and for a few seatings at most.
 */
export async function assertWaitlistCaps(
  tx: Db,
  clock: Clock,
  input: Pick<JoinWaitlistInput, 'email' | 'phone' | 'date' | 'timeSlot'>,
): Promise<void> {
  const keys = guestKeys(input);
  await lockGuest(tx, keys);
  const today = restaurantMoment(clock.now(), clock.timeZone).date;
  const booked = await upcomingBookingsOf(tx, keys, today);
  if (booked.some((b) => b.date === input.date && b.timeSlot === input.timeSlot)) {
    throw limit('You already have a booking for this seating.');
  }
  const open = await openEntriesOf(tx, keys);
  if (open.some((e) => e.date === input.date && e.timeSlot === input.timeSlot)) {
    throw limit(
      'You are already on the waitlist for this seating. The link in our e-mail shows your place.',
    );
  }
  if (open.length >= MAX_OPEN_WAITLIST_ENTRIES_PER_GUEST) {
    throw limit(
      `You are already waiting for ${open.length} seatings. Please leave one, or call us.`,
    );
  }
}

/**
 * The entry, read again under its seating's lock: every change to an entry and to the seats of
 * its seating is serialised by that lock.
 */
export async function lockedEntry(
  tx: Db,
  find: (tx: Db) => Promise<WaitlistEntryRow | undefined>,
  missing: string,
): Promise<WaitlistEntryRow> {
  const found = await find(tx);
  if (!found) throw notFound(missing);
  await lockSeating(tx, found.date, found.timeSlot);
  return (await findWaitlistEntry(tx, found.id))!;
}
