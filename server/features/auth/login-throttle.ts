import { tooManyRequests } from '../../lib/app-error';
import type { LimiterFactory } from '../../lib/limiter';

/**
 * Sign-in limits. Every attempt is counted before the password is checked, so guesses sent in
 * parallel are counted one by one; a correct password hands its count back.
 * - one IP and one username: 5 wrong passwords per 15 minutes, then 429;
 * - one IP, any usernames: 20 wrong passwords per 15 minutes, then 429;
 * - one username from anywhere: after 10 wrong passwords in 15 minutes every further attempt
 *   is slowed down by a few seconds, but never refused, so nobody can lock the owner out. An IP
 *   from which that user signed in within the last 90 days skips the slowdown.
 */
export const LOGIN_LIMITS = {
  perIpAndUsername: { points: 5, durationSeconds: 15 * 60 },
  perIp: { points: 20, durationSeconds: 15 * 60 },
  perUsername: { points: 10, durationSeconds: 15 * 60 },
  knownIpDays: 90,
  slowdownMs: 3000,
} as const;

const TOO_MANY = 'Too many failed sign-in attempts. Please try again later.';

export type LoginAttempt = {
  /** Call after the password check; hands the counts back for a correct password. */
  settle(succeeded: boolean): Promise<void>;
};

export type LoginThrottle = {
  /** Counts an attempt, waits when the username is under attack, throws 429 over a limit. */
  begin(ip: string, username: string): Promise<LoginAttempt>;
};

export function createLoginThrottle(
  limits: LimiterFactory,
  wait: (ms: number) => Promise<void>,
): LoginThrottle {
  const byIpAndUser = limits.limiter('login-ip-user', LOGIN_LIMITS.perIpAndUsername);
  const byIp = limits.limiter('login-ip', LOGIN_LIMITS.perIp);
  const byUser = limits.limiter('login-user', LOGIN_LIMITS.perUsername);
  // A row per (user, IP) that signed in; its 'budget' is never spent, only looked up.
  const knownIps = limits.limiter('login-known-ip', {
    points: Number.MAX_SAFE_INTEGER,
    durationSeconds: LOGIN_LIMITS.knownIpDays * 24 * 60 * 60,
  });

  return {
    async begin(ip, rawUsername) {
      const username = rawUsername.toLowerCase();
      const pair = `${ip}|${username}`;
      const pairVerdict = await byIpAndUser.take(pair);
      if (!pairVerdict.allowed) throw tooManyRequests(TOO_MANY, pairVerdict.retryAfterSeconds);
      const ipVerdict = await byIp.take(ip);
      if (!ipVerdict.allowed) {
        await byIpAndUser.giveBack(pair);
        throw tooManyRequests(TOO_MANY, ipVerdict.retryAfterSeconds);
      }
      const userVerdict = await byUser.take(username);
      if (!userVerdict.allowed && (await knownIps.used(pair)) === 0) {
        await wait(LOGIN_LIMITS.slowdownMs);
      }
      return {
        async settle(succeeded) {
          if (!succeeded) return;
          await Promise.all([
            byIpAndUser.reset(pair),
            byIp.giveBack(ip),
            byUser.giveBack(username),
            knownIps.reset(pair).then(() => knownIps.take(pair)),
          ]);
        },
      };
    },
  };
}
