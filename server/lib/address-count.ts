import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rateLimits } from '@shared/schema/rate-limits';
import type { Db } from '../db/connection';

/**
 * Counts one message to an address (an e-mail or a phone number) in its window (the first
 * message opens it, by the database's clock) and answers how many the window now holds, this
 * one included. A row in rate_limits keyed by the budget's name and a hash of the address, so
 * the table holds no address, swept like every other limit. The upsert locks the row until the
 * transaction ends, so parallel requests in any process each see their own count.
 */
export async function countToAddress(
  tx: Db,
  budget: string,
  address: string,
  windowSeconds: number,
): Promise<number> {
  const key = `${budget}:${crypto.createHash('sha256').update(address).digest('hex')}`;
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
