import { tooManyRequests } from '../../lib/app-error';
import type { LimiterFactory } from '../../lib/limiter';

/**
 * Sign-in limits, counted per network (an IPv4 address, an IPv6 /64: see client-network.ts).
 * Every attempt is counted before the password is checked, so guesses sent in parallel are
 * counted one by one; a correct password hands its count back.
 * - one network and one username: 5 wrong passwords per 15 minutes, then 429;
 * - one network, any usernames: 20 wrong passwords per 15 minutes, then 429, except for a user
 *   who signed in from that network before: their password is still checked, and a correct one
 *   signs in. Otherwise anyone sharing the owner's network (NAT, guest Wi-Fi) could lock the
 *   owner out with wrong guesses at random usernames;
 * - one username from anywhere: after 10 wrong passwords in 15 minutes every further attempt
 *   is slowed down by a few seconds, but never refused, so nobody can lock the owner out. A
 *   network from which that user signed in within the last 90 days skips the slowdown.
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
  /**
   * Call after the password check; hands the counts back for a correct password. Throws 429
   * for a wrong one when the attempt was only let through to give a known network's correct
   * password its chance.
   */
  settle(succeeded: boolean): Promise<void>;
};

export type LoginThrottle = {
  /** Counts an attempt, waits when the username is under attack, throws 429 over a limit. */
  begin(network: string, username: string): Promise<LoginAttempt>;
};

export function createLoginThrottle(
  limits: LimiterFactory,
  wait: (ms: number) => Promise<void>,
): LoginThrottle {
  const byIpAndUser = limits.limiter('login-ip-user', LOGIN_LIMITS.perIpAndUsername);
  const byIp = limits.limiter('login-ip', LOGIN_LIMITS.perIp);
  const byUser = limits.limiter('login-user', LOGIN_LIMITS.perUsername);
  // A row per (user, network) that signed in; its 'budget' is never spent, only looked up.
  const knownIps = limits.limiter('login-known-ip', {
    points: Number.MAX_SAFE_INTEGER,
    durationSeconds: LOGIN_LIMITS.knownIpDays * 24 * 60 * 60,
  });

  return {
    async begin(network, rawUsername) {
      const username = rawUsername.toLowerCase();
      const pair = `${network}|${username}`;
      const pairVerdict = await byIpAndUser.take(pair);
      if (!pairVerdict.allowed) throw tooManyRequests(TOO_MANY, pairVerdict.retryAfterSeconds);
      const ipVerdict = await byIp.take(network);
      const known = (await knownIps.used(pair)) > 0;
      // Over the network's count, only a user known on this network gets the password checked.
      const overNetworkCount = !ipVerdict.allowed;
      if (overNetworkCount && !known) {
        await byIpAndUser.giveBack(pair);
        throw tooManyRequests(TOO_MANY, ipVerdict.retryAfterSeconds);
      }
      const userVerdict = await byUser.take(username);
      if (!userVerdict.allowed && !known) {
        await wait(LOGIN_LIMITS.slowdownMs);
      }
      return {
        async settle(succeeded) {
          if (!succeeded) {
            if (overNetworkCount) throw tooManyRequests(TOO_MANY, ipVerdict.retryAfterSeconds);
            return;
          }
          await Promise.all([
            byIpAndUser.reset(pair),
            byIp.giveBack(network),
            byUser.giveBack(username),
            knownIps.reset(pair).then(() => knownIps.take(pair)),
          ]);
        },
      };
    },
  };
}
