import { and, eq, gte, or, sql } from 'drizzle-orm';
import { reservations } from '@shared/schema/reservations';
import type { Db } from '../../db/connection';

/** How the booking caps recognise one diner: the e-mail in lower case, the phone's last ten digits. */
export type GuestKeys = { email: string; phoneDigits: string | null };

/**
 * Serialises bookings of one diner (by e-mail and by phone) across transactions and processes,
 * so parallel requests cannot slip past the per-guest caps. Keys are locked in sorted order,
 * always after the seating lock, so two bookings never wait on each other in a cycle.
 */
export async function lockGuest(tx: Db, keys: GuestKeys): Promise<void> {
  const names = [`email|${keys.email}`, ...(keys.phoneDigits ? [`phone|${keys.phoneDigits}`] : [])];
  for (const name of names.sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(727003, hashtext(${name}))`);
  }
}

/** The same expression as the reservations_phone_digits_idx index, so the index serves it. */
const phoneDigitsOf = sql`right(regexp_replace(${reservations.phone}, '[^0-9]', '', 'g'), 10)`;

/** Confirmed bookings from `fromDate` on made with this e-mail or this phone. */
export function upcomingBookingsOf(
  db: Db,
  keys: GuestKeys,
  fromDate: string,
): Promise<{ date: string; timeSlot: string }[]> {
  const sameGuest = keys.phoneDigits
    ? or(
        sql`lower(${reservations.email}) = ${keys.email}`,
        sql`${phoneDigitsOf} = ${keys.phoneDigits}`,
      )
    : sql`lower(${reservations.email}) = ${keys.email}`;
  return db
    .select({ date: reservations.date, timeSlot: reservations.timeSlot })
    .from(reservations)
    .where(and(eq(reservations.status, 'confirmed'), gte(reservations.date, fromDate), sameGuest));
}
