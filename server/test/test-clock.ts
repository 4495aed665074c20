import { eq, sql } from 'drizzle-orm';
import { jobs } from '@shared/schema/jobs';
import type { Db } from '../db/connection';

/**
 * A pinned clock a test moves by hand: pass `clock.now` to createTestApp (and to any second
 * app on the same database, so both processes read one time).
 */
export function testClock(start: Date) {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    set(to: Date) {
      at = to.getTime();
    },
    advance(ms: number) {
      at += ms;
    },
  };
}

export type TestClock = ReturnType<typeof testClock>;

/**
 * Lets `ms` pass for the app and its job queue without waiting: the pinned clock moves on, and
 * every job still waiting comes due that much sooner (workers claim by the database's clock,
 * which the test cannot move). A reminder or a hold queued for later is then due as it would be.
 */
export async function passTime(db: Db, clock: TestClock, ms: number): Promise<void> {
  clock.advance(ms);
  await db
    .update(jobs)
    .set({ runAt: sql`${jobs.runAt} - make_interval(secs => ${ms / 1000})` })
    .where(eq(jobs.status, 'pending'));
}
