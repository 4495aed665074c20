import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimits } from '@shared/schema/rate-limits';
import type { Db } from '../db/connection';

/** What a counted attempt learned: whether it fits the budget, and when the window ends. */
export type LimitVerdict = { allowed: boolean; used: number; retryAfterSeconds: number };

/** A budget of `points` attempts per key per window, counted in the database. */
export type Limiter = {
  /**
   * Counts one attempt atomically and says whether it fits. Parallel requests each get their
   * own count, so checking and counting cannot race.
   */
  take(key: string, cost?: Cost): Promise<LimitVerdict>;
  /** Hands one attempt (or `points`) back (it turned out not to count, e.g. a correct password). */
  giveBack(key: string, points?: number): Promise<void>;
  /** How much of the budget is used now, without counting anything. */
  used(key: string): Promise<number>;
  /** Forgets the key. */
  reset(key: string): Promise<void>;
};

/**
 * What one take costs: `points` of the budget (seats of a booking; 1 by default), and, for a key
 * first counted now, a window of its own length (`durationSeconds`, e.g. until a night is over).
 */
export type Cost = { points?: number; durationSeconds?: number };

export type LimiterFactory = {
  readonly enabled: boolean;
  limiter(name: string, budget: { points: number; durationSeconds: number }): Limiter;
};

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

const UNLIMITED: Limiter = {
  take: async () => ({ allowed: true, used: 0, retryAfterSeconds: 0 }),
  giveBack: async () => {},
  used: async () => 0,
  reset: async () => {},
};

/**
 * Limiters backed by the rate_limits table (rate-limiter-flexible's Drizzle store), so every
 * server process shares one count and a restart forgets nothing. With RATE_LIMITS=off every
 * limiter lets everything through.
 */
export function databaseLimiters(db: Db, enabled: boolean): LimiterFactory {
  return {
    enabled,
    limiter(name, budget) {
      if (!enabled) return UNLIMITED;
      const store = new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: name,
        points: budget.points,
        duration: budget.durationSeconds,
        // Expired rows are swept by the server's own timer (sweepExpiredLimits), which stops when
        // the server does; the store's sweeper would outlive the app and its database.
        clearExpiredByTimeout: false,
      });
      return {
        async take(key, cost = {}) {
          try {
            const res = await store.consume(
              key,
              cost.points ?? 1,
              cost.durationSeconds ? { customDuration: cost.durationSeconds } : {},
            );
            return { allowed: true, used: res.consumedPoints, retryAfterSeconds: 0 };
          } catch (rejection) {
            if (!(rejection instanceof RateLimiterRes)) throw rejection;
            return {
              allowed: false,
              used: rejection.consumedPoints,
              retryAfterSeconds: retryAfter(rejection),
            };
          }
        },
        async giveBack(key, points = 1) {
          await store.reward(key, points);
        },
        async used(key) {
          return (await store.get(key))?.consumedPoints ?? 0;
        },
        async reset(key) {
          await store.delete(key);
        },
      };
    },
  };
}

/** How long a window's row is kept after it ended (the store's own sweeper keeps an hour too). */
const EXPIRED_ROWS_KEPT_MS = 60 * 60 * 1000;

/** Deletes the rows of windows that ended over an hour ago; the server runs it now and then. */
export async function sweepExpiredLimits(db: Db): Promise<void> {
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, new Date(Date.now() - EXPIRED_ROWS_KEPT_MS)));
}
