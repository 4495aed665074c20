import { z } from 'zod';
import { jobKind } from '../../jobs/job-kind';

/**
 * The end of a hold: seats offered to a waiting party and not booked by then go to the next
 * party that fits, or back on sale. Due when the hold runs out; the handler checks the entry
 * again under the seating's lock, so a claim or a leave that came first wins, and a job that a
 * clock ahead of ours ran early only looks again later.
 */
export const waitlistHoldJob = jobKind({
  name: 'waitlist-hold',
  payload: z.object({ entryId: z.number().int() }),
  // Looking again when run early costs an attempt; a hold is ended within a few.
  maxAttempts: 20,
  // Ending a hold offers the table to the next guest by mail.
  reachesOutside: true,
});

export const waitlistRef = (entryId: number) => `waitlist:${entryId}`;
