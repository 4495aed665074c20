import { RateLimiterMemory } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../lib/app-error';

/** Wrong attempts allowed per IP and per username in the window before sign-in is refused. */
export const MAX_FAILED_LOGINS = 5;
const WINDOW_SECONDS = 15 * 60;

export type LoginThrottle = {
  /** Throws 429 when this IP or this username already used up its wrong attempts. */
  assertAllowed(ip: string, username: string): Promise<void>;
  recordFailure(ip: string, username: string): Promise<void>;
  recordSuccess(username: string): Promise<void>;
};

const ipKey = (ip: string) => `ip:${ip}`;
const userKey = (username: string) => `user:${username.toLowerCase()}`;

export function createLoginThrottle(enabled: boolean): LoginThrottle {
  if (!enabled) {
    return {
      assertAllowed: async () => {},
      recordFailure: async () => {},
      recordSuccess: async () => {},
    };
  }
  const failures = new RateLimiterMemory({ points: MAX_FAILED_LOGINS, duration: WINDOW_SECONDS });
  return {
    async assertAllowed(ip, username) {
      const [byIp, byUser] = await Promise.all([
        failures.get(ipKey(ip)),
        failures.get(userKey(username)),
      ]);
      const exhausted = [byIp, byUser].filter((r) => r && r.consumedPoints >= MAX_FAILED_LOGINS);
      if (exhausted.length > 0) {
        const waitMs = Math.max(...exhausted.map((r) => r?.msBeforeNext ?? 0));
        throw tooManyRequests(
          'Too many failed sign-in attempts. Please try again later.',
          waitMs / 1000,
        );
      }
    },
    async recordFailure(ip, username) {
      await Promise.all([failures.penalty(ipKey(ip)), failures.penalty(userKey(username))]);
    },
    async recordSuccess(username) {
      await failures.delete(userKey(username));
    },
  };
}
