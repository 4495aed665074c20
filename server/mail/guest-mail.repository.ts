import { and, eq, sql } from 'drizzle-orm';
import { reservations } from '@shared/schema/reservations';
import type { Db } from '../db/connection';
import { countToAddress } from '../lib/address-count';

/** The address as the booking caps compare it: trimmed, in lower case. */
const normalised = (email: string) => email.trim().toLowerCase();

/**
 * Whether the address has shown it is its reader's: a booking was made with a proof that came
 * back from a link we mailed to it (guest-caps-email-proof.ts records it as email_verified).
 * Served by the reservations_email_lower_idx index.
 */
export async function isProvenAddress(tx: Db, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        sql`lower(${reservations.email}) = ${normalised(email)}`,
        eq(reservations.emailVerified, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Counts one mail to the address in its window (trimmed, in lower case) and answers the count. */
export function countMailToAddress(tx: Db, email: string, windowSeconds: number): Promise<number> {
  return countToAddress(tx, 'guest-mail', normalised(email), windowSeconds);
}
