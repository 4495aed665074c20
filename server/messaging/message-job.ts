import { z } from 'zod';
import { jobKind } from '../jobs/job-kind';

/** One message to hand to the provider; its words and number are in its guest_messages row. */
export const messageJob = jobKind({
  name: 'guest-message',
  payload: z.object({ messageId: z.number().int().positive() }),
  // Like mail: about an hour and a half of retries rides out a provider's outage.
  maxAttempts: 10,
  // A WhatsApp or SMS reaches a guest: a restored copy holds it until the operator decides.
  reachesOutside: true,
});
