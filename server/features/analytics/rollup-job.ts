import { z } from 'zod';
import { addDays, restaurantMoment, zonedTimeToUtc } from '@shared/restaurant-time';
import type { Db } from '../../db/connection';
import { enqueueCoalescedJob } from '../../jobs/enqueue-job';
import { handleJob, jobKind } from '../../jobs/job-kind';
import type { AnalyticsClock } from './analytics.service';
import { firstActivityDay, rollDay, rolledDaysBetween, tidyRollups } from './rollup.repository';

/**
 * Rolls every finished restaurant-zone day not rolled yet (so days missed while no server ran
 * are caught up), then queues itself for shortly after the next midnight. Only the database is
 * touched, so a restored copy may run it.
 */
export const analyticsRollupJob = jobKind({
  name: 'analytics-rollup',
  payload: z.object({}),
  maxAttempts: 5,
  reachesOutside: false,
});

const ROLLUP_REF = 'analytics:rollup';
/** After midnight, so a view sent in the day's last second has been stored. */
const AFTER_MIDNIGHT_MS = 5 * 60_000;
/** A catch-up of more days than this is followed by a vacuum of the rollups (a night's is not). */
const CATCH_UP_DAYS = 7;

/**
 * Rolls the finished days from the oldest not rolled yet; answers the days it rolled. Days after
 * that one are rolled again even if they were before, so every day's visitors know the day
 * each was seen before (normally there are none: the job keeps up day by day).
 */
export async function rollFinishedDays(db: Db, clock: AnalyticsClock): Promise<string[]> {
  const today = restaurantMoment(clock.now(), clock.timeZone).date;
  const first = await firstActivityDay(db, clock.timeZone);
  if (!first || first >= today) return [];
  const yesterday = addDays(today, -1);
  const rolled = await rolledDaysBetween(db, first, yesterday);
  let from = first;
  // A day rolled without its new visitors (by the release before) is rolled again.
  while (from <= yesterday && rolled.withNew.has(from)) from = addDays(from, 1);
  const done: string[] = [];
  for (let day = from; day <= yesterday; day = addDays(day, 1)) {
    await rollDay(db, day, clock.timeZone);
    done.push(day);
  }
  if (done.length > CATCH_UP_DAYS) await tidyRollups(db);
  return done;
}

/** Milliseconds from now until a little after the restaurant's next midnight. */
export function msUntilNextRollup(clock: AnalyticsClock): number {
  const now = clock.now();
  const tomorrow = addDays(restaurantMoment(now, clock.timeZone).date, 1);
  const midnight = zonedTimeToUtc(tomorrow, '00:00', clock.timeZone).getTime();
  return Math.max(0, midnight - now.getTime()) + AFTER_MIDNIGHT_MS;
}

/** Makes sure one rollup is queued (a second call replaces it rather than adding another). */
export async function scheduleRollup(db: Db, delayMs: number): Promise<void> {
  await enqueueCoalescedJob(db, analyticsRollupJob, {}, { ref: ROLLUP_REF, delayMs });
}

export function analyticsRollupHandler(deps: () => { db: Db; clock: AnalyticsClock }) {
  return handleJob(analyticsRollupJob, async () => {
    const { db, clock } = deps();
    await rollFinishedDays(db, clock);
    await scheduleRollup(db, Math.max(1_000, msUntilNextRollup(clock)));
  });
}
