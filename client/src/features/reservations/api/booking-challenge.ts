import { pathOf } from '@shared/api/endpoint';
import * as endpoints from '@shared/api/endpoints';
import { apiErrorCode } from '@/lib/api-client';

/**
 * GET: a fresh proof-of-work challenge for the robot check. The widget fetches it itself, once
 * per check, so an expired or spent challenge is simply replaced by the next check.
 */
export const BOOKING_CHALLENGE_URL = pathOf(endpoints.reservations.challenge);

/** How a booking answer speaks about the robot check. */
export type RobotCheckAnswer = 'challenge_required' | 'challenge_failed';

/** The robot-check code of a refused booking, if that is why it was refused. */
export function robotCheckAnswerOf(err: unknown): RobotCheckAnswer | undefined {
  const code = apiErrorCode(err);
  return code === 'challenge_required' || code === 'challenge_failed' ? code : undefined;
}
