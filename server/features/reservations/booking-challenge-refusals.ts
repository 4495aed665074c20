import { AppError, tooManyRequests } from '../../lib/app-error';

// What the booking guards answer when they refuse (booking-challenge.ts), and how long a night's
// seat count is kept.

export const seatLimit = (message: string, retryAfterSeconds: number) =>
  tooManyRequests(message, retryAfterSeconds);

/** How long a night's seat count is kept: until a day after that night, at least an hour. */
export function secondsUntilAfter(date: string, now: number): number {
  const dayAfter = Date.parse(`${date}T00:00:00Z`) + 2 * 24 * 60 * 60 * 1000;
  return Math.max(60 * 60, Math.ceil((dayAfter - now) / 1000));
}

export const challengeRequired = () =>
  new AppError(
    428,
    'We are seeing unusual booking activity. Please confirm you are not a robot, then book again.',
    'challenge_required',
  );
export const challengeFailed = (reason: 'expired' | 'invalid' | 'used') =>
  new AppError(
    400,
    reason === 'expired'
      ? 'The robot check expired. Please let it run again, then book.'
      : 'The robot check could not be confirmed. Please let it run again, then book.',
    'challenge_failed',
  );
