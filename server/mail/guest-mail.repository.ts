import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { rateLimits } from '@shared/schema/rate-limits';
import { reservations } from '@shared/schema/reservations';
import type { Db } from '../db/connection';

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

/**
 * Counts one message to the address in its window (the first message opens an hour, by the
 * database's clock) and answers how many the window now holds, this one included. A row in
 * rate_limits, keyed by a hash of the address so the table holds no address, swept like every
 * other limit. The upsert locks the row until the transaction ends, so parallel requests in any
 * process each see their own count.
 */
export async function countMailToAddress(
  tx: Db,
  email: string,
  windowSeconds: number,
): Promise<number> {
  const key = `guest-mail:${crypto.createHash('sha256').update(normalised(email)).digest('hex')}`;
  const ends = sql`now() + ${windowSeconds}::int * interval '1 second'`;
  const [row] = await tx
    .insert(rateLimits)
    .values({ key, points: 1, expire: ends })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        points: sql`case when ${rateLimits.expire} <= now() then 1 else ${rateLimits.points} + 1 end`,
        expire: sql`case when ${rateLimits.expire} <= now() then ${ends} else ${rateLimits.expire} end`,
      },
    })
    .returning({ points: rateLimits.points });
  return row?.points ?? 1;
}
