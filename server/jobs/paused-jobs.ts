import type { Db } from '../db/connection';
import type { Logger } from '../lib/logger';
import { kindsStayingInside } from './job-kinds';
import { countPausedJobs, pauseJobsOutside } from './operator-jobs.repository';

/** What the operator types to see and decide about paused jobs. */
export const JOBS_COMMAND = 'npm run jobs -- list';

/**
 * A restored database is a copy: its queued mail was (or will be) sent by the site it was copied
 * from, and its payment checks and refunds belong to that site's gateway account. Started with
 * the live settings (a restore drill), it would mail guests a second time and move money. So a
 * restore holds every job that reaches outside until the operator releases, retries or discards
 * it (`npm run jobs`); answers how many it held.
 */
export function pauseJobsReachingOutside(db: Db): Promise<number> {
  return pauseJobsOutside(db, kindsStayingInside());
}

/** Says at start-up that jobs wait for the operator, so a restored site is never silently idle. */
export async function announcePausedJobs(db: Db, logger: Logger): Promise<number> {
  const paused = await countPausedJobs(db);
  if (paused > 0) {
    logger.warn(
      { pausedJobs: paused },
      `${paused} job(s) reaching outside (mail to guests, payment checks, refunds) paused since a restore: none runs until released (${JOBS_COMMAND})`,
    );
  }
  return paused;
}
