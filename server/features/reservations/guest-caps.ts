import type { ReservationInput } from '@shared/contracts/reservation';
import { restaurantMoment } from '@shared/restaurant-time';
import type { Db } from '../../db/connection';
import { AppError } from '../../lib/app-error';
import type { Clock } from './availability.service';
import { lockGuest, upcomingBookingsOf, type GuestKeys } from './guest-bookings.repository';

/**
 * One diner may hold at most this many upcoming bookings made online, and one party per
 * seating. A diner is one e-mail AND one phone, or one e-mail proven by a link we mailed to it
 * (guest-caps-email-proof.ts): matching on either alone would let strangers block a diner by
 * booking with the diner's phone or address. Hoarding with fresh addresses and phones is bounded
 * per network instead (booking-challenge.ts). Staff bookings and RATE_LIMITS=off skip the caps.
 */
export const MAX_UPCOMING_BOOKINGS_PER_GUEST = 3;

/** Phones with fewer digits than this are not matched by phone (only by e-mail). */
const MIN_PHONE_DIGITS = 5;

export function guestKeys(input: Pick<ReservationInput, 'email' | 'phone'>): GuestKeys {
  // The last ten digits: '+91 98450 12345' and '098450 12345' are one phone.
  const digits = input.phone.replace(/\D/g, '').slice(-10);
  return {
    email: input.email.trim().toLowerCase(),
    phoneDigits: digits.length >= MIN_PHONE_DIGITS ? digits : null,
    phone: input.phone.trim(),
  };
}

const guestLimit = (message: string) => new AppError(409, message, 'guest_booking_limit');

/** Throws when this diner already holds this seating or too many upcoming bookings. */
export async function assertGuestWithinCaps(
  tx: Db,
  clock: Clock,
  input: Pick<ReservationInput, 'email' | 'phone' | 'date' | 'timeSlot'>,
  options: { emailProven?: boolean } = {},
): Promise<void> {
  const keys = guestKeys(input);
  await lockGuest(tx, keys);
  const today = restaurantMoment(clock.now(), clock.timeZone).date;
  const upcoming = await upcomingBookingsOf(tx, keys, today, {
    provenOnly: options.emailProven === true,
  });
  if (upcoming.some((b) => b.date === input.date && b.timeSlot === input.timeSlot)) {
    throw guestLimit(
      `You already have a booking for this seating. The link in your confirmation e-mail lets you view or cancel it.${options.emailProven ? '' : ' If someone else has booked with your e-mail address, confirm it is yours and book again.'}`,
    );
  }
  if (upcoming.length >= MAX_UPCOMING_BOOKINGS_PER_GUEST) {
    throw guestLimit(
      `You already have ${upcoming.length} upcoming bookings. Please call us to book more tables.${options.emailProven ? '' : ' If someone else has booked with your e-mail address, confirm it is yours and book again.'}`,
    );
  }
}
