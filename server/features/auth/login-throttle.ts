import { tooManyRequests } from '../../lib/app-error';
import type { LimiterFactory } from '../../lib/limiter';

/**
 * Sign-in limits, counted per network (an IPv4 address, an IPv6 /64: see client-network.ts).
 * Every attempt is counted before the password is checked, so guesses sent in parallel are
 * counted one by one; a correct password hands its count back.
 * - one network and one username: 5 wrong passwords per 15 minutes, then 429;
 * - one network, any usernames: 20 wrong passwords per 15 minutes, then 429;
 * - except for a user who signed in from that network within the last 30 days: past either
 *   network count their password is still checked, and a correct one signs in (a wrong one
 *   answers 429). Otherwise anyone sharing the owner's network (NAT, guest Wi-Fi) could lock the
 *   owner out with five wrong guesses at the owner's username;
 * - one username from anywhere: after 10 wrong passwords in 15 minutes every further attempt
 *   is slowed down by a few seconds, but never refused, so nobody can lock the owner out. A
 *   known network skips the slowdown while it is within its own counts; past them it is slowed
 *   like anyone, so a stranger on the owner's network gains no fast guesses from the exemption.
 */
export const LOGIN_LIMITS = {
  perIpAndUsername: { points: 5, durationSeconds: 15 * 60 },
  perIp: { points: 20, durationSeconds: 15 * 60 },
  perUsername: { points: 10, durationSeconds: 15 * 60 },
  knownNetworkDays: 30,
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
  // A row per (user, network) that signed in, in the database so every process sees it; its
  // 'budget' is never spent, only looked up. Renamed from 'login-known-ip' when the window went
  // from 90 to 30 days, so older rows cannot stretch it.
  const knownNetworks = limits.limiter('login-signed-in', {
    points: Number.MAX_SAFE_INTEGER,
    durationSeconds: LOGIN_LIMITS.knownNetworkDays * 24 * 60 * 60,
  });

  return {
    async begin(network, rawUsername) {
      const username = rawUsername.toLowerCase();
      const pair = `${network}|${username}`;
      const pairVerdict = await byIpAndUser.take(pair);
      const known = (await knownNetworks.used(pair)) > 0;
      if (!pairVerdict.allowed && !known) {
        throw tooManyRequests(TOO_MANY, pairVerdict.retryAfterSeconds);
      }
      const ipVerdict = await byIp.take(network);
      if (!ipVerdict.allowed && !known) {
        await byIpAndUser.giveBack(pair);
        throw tooManyRequests(TOO_MANY, ipVerdict.retryAfterSeconds);
      }
      // Past a network count, only a user known on this network gets the password checked.
      const refusal = [pairVerdict, ipVerdict].find((verdict) => !verdict.allowed);
      const userVerdict = await byUser.take(username);
      if (!userVerdict.allowed && (!known || refusal)) {
        await wait(LOGIN_LIMITS.slowdownMs);
      }
      return {
        async settle(succeeded) {
          if (!succeeded) {
            if (refusal) throw tooManyRequests(TOO_MANY, refusal.retryAfterSeconds);
            return;
          }
          await Promise.all([
            byIpAndUser.reset(pair),
            byIp.giveBack(network),
            byUser.giveBack(username),
            knownNetworks.reset(pair).then(() => knownNetworks.take(pair)),
          ]);
        },
      };
    },
  };
}
