import { and, eq, gte, or, sql } from 'drizzle-orm';
import { reservations } from '@shared/schema/reservations';
import type { Db } from '../../db/connection';

/**
 * How the booking caps recognise one diner: the e-mail in lower case, the phone's last ten
 * digits (and the phone as written, for numbers too short to match by digits).
 */
export type GuestKeys = { email: string; phoneDigits: string | null; phone: string };

/**
 * Serialises bookings of one diner (by e-mail and by phone) across transactions and processes,
 * so parallel requests cannot slip past the per-guest caps. Keys are locked in sorted order,
 * always after the seating lock, so two bookings never wait on each other in a cycle.
 */
export async function lockGuest(tx: Db, keys: GuestKeys): Promise<void> {
  const names = [`email|${keys.email}`, ...(keys.phoneDigits ? [`phone|${keys.phoneDigits}`] : [])];
  // One statement (a round trip fewer per booking); its columns are taken left to right, so
  // the locks are still taken in the sorted order every transaction uses.
  const locks = names.sort().map((name) => sql`pg_advisory_xact_lock(727003, hashtext(${name}))`);
  await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);
}

/** The same expression as the reservations_phone_digits_idx index, so the index serves it. */
const phoneDigitsOf = sql`right(regexp_replace(${reservations.phone}, '[^0-9]', '', 'g'), 10)`;

/**
 * Confirmed bookings from `fromDate` on that count as this diner's: those made with this e-mail
 * AND this phone, and those of this e-mail whose address was proven. With `provenOnly` (the
 * diner proved the address now) only the proven ones of this e-mail: whatever strangers booked
 * with the address, unproven, is not the diner's.
 */
export function upcomingBookingsOf(
  db: Db,
  keys: GuestKeys,
  fromDate: string,
  options: { provenOnly?: boolean } = {},
): Promise<{ date: string; timeSlot: string }[]> {
  const sameEmail = sql`lower(${reservations.email}) = ${keys.email}`;
  const proven = and(sameEmail, eq(reservations.emailVerified, true));
  const samePhone = keys.phoneDigits
    ? sql`${phoneDigitsOf} = ${keys.phoneDigits}`
    : sql`${reservations.phone} = ${keys.phone}`;
  const sameGuest = options.provenOnly ? proven : or(and(sameEmail, samePhone), proven);
  return db
    .select({ date: reservations.date, timeSlot: reservations.timeSlot })
    .from(reservations)
    .where(and(eq(reservations.status, 'confirmed'), gte(reservations.date, fromDate), sameGuest));
}
